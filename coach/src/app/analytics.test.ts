import { describe, expect, test, vi } from 'vitest';
import { createAnalytics } from './analytics';

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

function recorder() {
  const requests: { url: string; body: unknown }[] = [];
  const fetcher = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return new Response(null, { status: 202 });
  });
  return { requests, fetcher };
}

describe('createAnalytics', () => {
  test('sends nothing when no sink is configured', async () => {
    const { fetcher } = recorder();
    const analytics = createAnalytics({ endpoint: undefined, fetcher });
    analytics.identify('coach@demo.test');
    analytics.page('/profile');
    analytics.track('signIn');
    await flush();
    expect(fetcher).not.toHaveBeenCalled();
  });

  test('batches the events of one task with the e-mail as identity', async () => {
    const { requests, fetcher } = recorder();
    const analytics = createAnalytics({
      endpoint: 'http://127.0.0.1:4010/analytics/events',
      fetcher,
      now: () => '2026-11-02T10:00:00.000Z',
      currentPath: () => '/my-services',
    });
    analytics.page('/login');
    analytics.identify('coach@demo.test');
    analytics.track('productCreated', { type: 'SERVICE' });
    await flush();
    expect(requests).toEqual([
      {
        url: 'http://127.0.0.1:4010/analytics/events',
        body: {
          events: [
            { name: 'pageView', path: '/login', occurredAt: '2026-11-02T10:00:00.000Z' },
            {
              name: 'productCreated',
              path: '/my-services',
              properties: { type: 'SERVICE' },
              occurredAt: '2026-11-02T10:00:00.000Z',
              identity: { email: 'coach@demo.test' },
            },
          ],
        },
      },
    ]);
  });

  test('a failing sink never breaks the app', async () => {
    const fetcher = vi.fn(() => Promise.reject(new TypeError('offline')));
    const analytics = createAnalytics({
      endpoint: 'http://127.0.0.1:4010/analytics/events',
      fetcher,
    });
    analytics.page('/');
    await flush();
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
