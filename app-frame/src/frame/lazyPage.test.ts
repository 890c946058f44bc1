import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  ChunkLoadError,
  ChunkLoadTimeoutError,
  chunkLoadTimeoutMs,
  loadChunk,
  reloadMarkerKey,
  type ChunkRecovery,
} from './lazyPage';

function recovery(overrides: Partial<ChunkRecovery> = {}) {
  const items = new Map<string, string>();
  return {
    timeoutMs: chunkLoadTimeoutMs,
    retries: 1,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    reload: vi.fn(),
    ...overrides,
  };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  test('returns what the chunk exports', async () => {
    await expect(loadChunk('home', () => Promise.resolve('page'), recovery())).resolves.toBe(
      'page',
    );
  });

  test('retries a failed load before anything else', async () => {
    const load = vi.fn().mockImplementationOnce(failing).mockResolvedValueOnce('page');
    const options = recovery();
    await expect(loadChunk('home', load, options)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(options.reload).not.toHaveBeenCalled();
  });

  test('reloads the page once when the retry fails too', async () => {
    const options = recovery();
    const result = loadChunk('home', failing, options);
    await vi.waitFor(() => expect(options.reload).toHaveBeenCalledOnce());
    expect(options.storage.getItem(reloadMarkerKey)).toBe('home');
    // The reload replaces the document; the promise never settles in the meantime.
    const settled = await Promise.race([result.then(() => true), Promise.resolve(false)]);
    expect(settled).toBe(false);
  });

  test('after that reload a failing chunk reaches the error screen, with no second reload', async () => {
    const options = recovery();
    options.storage.setItem(reloadMarkerKey, 'home');
    await expect(loadChunk('home', failing, options)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(options.reload).not.toHaveBeenCalled();
    // The marker is gone, so the error screen's retry may use the reload again later.
    expect(options.storage.getItem(reloadMarkerKey)).toBeNull();
  });

  test('a load that succeeds after the reload clears the marker', async () => {
    const options = recovery();
    options.storage.setItem(reloadMarkerKey, 'home');
    await loadChunk('home', () => Promise.resolve('page'), options);
    expect(options.storage.getItem(reloadMarkerKey)).toBeNull();
  });

  test('a chunk that never arrives times out after 120 s and is retried', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce('page');
    const result = loadChunk('home', load, recovery());
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1);
    expect(load).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('the time-out error is what the error screen receives as the cause', async () => {
    vi.useFakeTimers();
    const options = recovery();
    options.storage.setItem(reloadMarkerKey, 'home');
    const result = loadChunk('home', () => new Promise(() => {}), options);
    const assertion = expect(result).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof ChunkLoadError && error.cause instanceof ChunkLoadTimeoutError,
    );
    await vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs * 2);
    await assertion;
  });
});
