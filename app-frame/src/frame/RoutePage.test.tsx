import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { lazyPage, reloadMarkerKey, type ChunkRecovery, type RoutePage } from './lazyPage';

/** No retry and the reload already spent, so a failure reaches the error screen at once. */
function spentRecovery(name: string): () => ChunkRecovery {
  const items = new Map([[reloadMarkerKey, name]]);
  return () => ({
    timeoutMs: 1000,
    retries: 0,
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    reload: vi.fn(),
  });
}

function View({ page }: { page: RoutePage<{ who: string }> }) {
  return (
    <ChunkErrorBoundary
      onRetry={page.reset}
      fallback={({ retry }) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    >
      <Suspense fallback={<p>Loading</p>}>
        <page.Page who="coach" />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

const greeting = ({ who }: { who: string }) => <h1>Hello {who}</h1>;

describe('a lazily loaded route page', () => {
  test('shows once its chunk arrives, with its props', async () => {
    render(<View page={lazyPage('hello', () => Promise.resolve(greeting))} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello coach' })).toBeInTheDocument();
  });

  test('a page preloaded before the first render shows at once, its skeleton never', async () => {
    const page = lazyPage('hello', () => Promise.resolve(greeting));
    await page.preload();
    render(<View page={page} />);
    expect(screen.getByRole('heading', { name: 'Hello coach' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  test('shows when it is navigated to after the first render, not only on the first one', async () => {
    let releaseSecond: (page: typeof greeting) => void = () => {};
    const first = lazyPage<{ who: string }>('first', () => Promise.resolve(() => <h1>First</h1>));
    const second = lazyPage(
      'second',
      () => new Promise<typeof greeting>((resolve) => (releaseSecond = resolve)),
    );
    function Navigator() {
      const [current, setCurrent] = useState<'first' | 'second'>('first');
      return (
        <>
          <button type="button" onClick={() => setCurrent('second')}>
            Next
          </button>
          <View key={current} page={current === 'first' ? first : second} />
        </>
      );
    }
    render(<Navigator />);
    await screen.findByRole('heading', { name: 'First' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => releaseSecond(greeting));
    expect(await screen.findByRole('heading', { name: 'Hello coach' })).toBeInTheDocument();
  });

  test('a chunk that will not load shows the retry, which loads it afresh', async () => {
    const load = vi
      .fn<() => Promise<typeof greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(greeting);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<View page={lazyPage('flaky', load, spentRecovery('flaky'))} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello coach' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
