export declare function reservePort(): Promise<{ port: number; release: () => Promise<void> }>;
export declare function freePort(): Promise<number>;
