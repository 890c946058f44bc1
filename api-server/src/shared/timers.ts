/**
 * Lets a pending timer not keep a Node process alive (a retry must not delay a shutdown); a
 * browser's timers are plain numbers and never hold anything open.
 */
export function detached<T>(timer: T): T {
  if (typeof timer === 'object' && timer && 'unref' in timer) (timer.unref as () => void)();
  return timer;
}

/** Resolves after `ms`, without holding the process open meanwhile. */
export const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    detached(setTimeout(resolve, ms));
  });

/**
 * Calls `work` once the code running now has yielded and what it queued has gone out (Node's
 * setImmediate: after pending I/O, such as an answer being written; a browser's next task).
 */
export function afterThisTurn(work: () => void): void {
  if (typeof globalThis.setImmediate === 'function') globalThis.setImmediate(work);
  else setTimeout(work, 0);
}
