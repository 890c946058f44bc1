import { lazy, type ComponentType } from 'react';

/** How long a route chunk may take to arrive before the page shows its load error (spec §9). */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
}

/**
 * `React.lazy` for a route page with the chunk time-out: a chunk that never arrives (a stalled
 * network) rejects, so the route's error boundary can offer a retry instead of an endless skeleton.
 * `load` picks the page's named export so pages keep named exports.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs = chunkLoadTimeoutMs,
) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadTimeoutError(`A page did not load within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return { default: await Promise.race([load(), timeout]) };
    } finally {
      clearTimeout(timer);
    }
  });
}
