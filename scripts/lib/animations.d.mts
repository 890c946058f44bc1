export declare function animationsSettled(page: {
  evaluate(fn: () => Promise<unknown>): Promise<unknown>;
}): Promise<void>;
