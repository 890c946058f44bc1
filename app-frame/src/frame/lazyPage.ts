import { createElement, lazy, type ComponentType } from 'react';

/** How long a route chunk may take to arrive before the page shows an error: two minutes. */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
}

/** A chunk failed to load even after a retry and a full reload. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Where the one full reload is remembered, so a broken deployment cannot reload forever. */
export const reloadMarkerKey = 'hci.chunkReload';

export interface ChunkRecovery {
  timeoutMs: number;
  /** Attempts after the first one before the page reloads. */
  retries: number;
  /** Survives the reload (sessionStorage in the app). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadTimeoutError(`A page did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads a chunk with the recover-or-reload path: each attempt may take `timeoutMs`; a failure is
 * retried; when the retries fail too, the page reloads once (a new deployment usually replaced
 * the chunk's hashed file); if the chunk still fails after that reload, ChunkLoadError reaches the
 * route's error boundary, which offers a retry.
 */
export async function loadChunk<T>(
  name: string,
  load: () => Promise<T>,
  recovery: ChunkRecovery,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= recovery.retries; attempt += 1) {
    try {
      const loaded = await withTimeout(load(), recovery.timeoutMs);
      if (recovery.storage.getItem(reloadMarkerKey) === name)
        recovery.storage.removeItem(reloadMarkerKey);
      return loaded;
    } catch (error) {
      lastError = error;
    }
  }
  if (recovery.storage.getItem(reloadMarkerKey) !== name) {
    recovery.storage.setItem(reloadMarkerKey, name);
    recovery.reload();
    // The document is going away; keep the skeleton until it does.
    return new Promise<never>(() => {});
  }
  recovery.storage.removeItem(reloadMarkerKey);
  throw new ChunkLoadError(`The page chunk "${name}" could not be loaded`, { cause: lastError });
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a page without props
export interface RoutePage<P extends object = {}> {
  /** Renders the page, suspending while its chunk loads. */
  Page: ComponentType<P>;
  /** Starts loading the chunk ahead of navigation (links on hover, the next step of a journey). */
  preload: () => Promise<ComponentType<P>>;
  /** Forgets a failed load so the error screen's retry starts afresh. */
  reset: () => void;
}

export function browserRecovery(): ChunkRecovery {
  return {
    timeoutMs: chunkLoadTimeoutMs,
    retries: 1,
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
  };
}

/**
 * A lazily loaded route page. `load` picks the page's named export, so pages keep named exports.
 * Unlike React.lazy, a failed load can be reset and tried again without reloading the app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a page without props
export function lazyPage<P extends object = {}>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  recovery: () => ChunkRecovery = browserRecovery,
): RoutePage<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    // Prerendering at build time has no chunks to lose, nor a page to reload.
    pending ??= (import.meta.env.SSR ? load() : loadChunk(name, load, recovery())).then(
      (component) => (loaded = component),
    );
    return pending;
  };
  // React.lazy resumes a suspended page when its chunk arrives; a reset swaps in a fresh one. (React
  // 18's types cannot relate a lazy component to props of a generic type: it is the page.)
  const lazyOnce = () =>
    lazy(() =>
      preload().then((component) => ({ default: component })),
    ) as unknown as ComponentType<P>;
  let Lazy = lazyOnce();
  function Page(props: P) {
    // A chunk already in (preloaded before the first render) renders at once: React.lazy would
    // still show the skeleton for a frame, and whatever sits below it would jump.
    return createElement(loaded ?? Lazy, props);
  }
  Page.displayName = `RoutePage(${name})`;
  return {
    Page,
    preload,
    reset: () => {
      pending = undefined;
      loaded = undefined;
      Lazy = lazyOnce();
    },
  };
}
