import { describe, expect, test, vi } from 'vitest';
import { loadRuntimeConfig, RuntimeConfigError } from './runtime-config';

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status });

describe('loadRuntimeConfig', () => {
  test('reads the API base URL', async () => {
    const config = await loadRuntimeConfig(
      '/config.json',
      answer(200, { apiBaseUrl: 'http://127.0.0.1:4010' }),
    );
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4010');
  });

  test('rejects a configuration without a valid URL', async () => {
    await expect(
      loadRuntimeConfig('/config.json', answer(200, { apiBaseUrl: 'not a url' })),
    ).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  test('reads the optional media and analytics URLs, and rejects them when invalid', async () => {
    const urls = {
      apiBaseUrl: 'http://127.0.0.1:4010',
      mediaBaseUrl: 'http://127.0.0.1:4011',
      analyticsUrl: 'http://127.0.0.1:4012/events',
    };
    await expect(loadRuntimeConfig('/config.json', answer(200, urls))).resolves.toEqual(urls);
    for (const bad of [{ mediaBaseUrl: 'media' }, { analyticsUrl: 42 }, { apiBaseUrl: undefined }])
      await expect(
        loadRuntimeConfig('/config.json', answer(200, { ...urls, ...bad })),
      ).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  test('reads the two apps’ addresses, each linking to the other, and rejects them when invalid', async () => {
    const urls = {
      apiBaseUrl: 'http://127.0.0.1:4010',
      coachAppUrl: 'http://127.0.0.1:4030',
      portalUrl: 'http://127.0.0.1:4020',
    };
    await expect(loadRuntimeConfig('/config.json', answer(200, urls))).resolves.toEqual(urls);
    for (const bad of [{ coachAppUrl: 'coach' }, { portalUrl: 'portal' }])
      await expect(
        loadRuntimeConfig('/config.json', answer(200, { ...urls, ...bad })),
      ).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  test('rejects a missing file', async () => {
    await expect(loadRuntimeConfig('/config.json', answer(404, {}))).rejects.toThrow('404');
  });

  test('fetches /config.json by default, never from the HTTP cache', async () => {
    const fetcher = vi.fn(answer(200, { apiBaseUrl: 'http://127.0.0.1:4010' }));
    await loadRuntimeConfig(undefined, fetcher);
    expect(fetcher).toHaveBeenCalledExactlyOnceWith('/config.json', { cache: 'no-store' });
  });

  test('a body that is not an object, or a URL that is not a string, is a configuration error', async () => {
    for (const body of [null, 'http://127.0.0.1:4010', { apiBaseUrl: ['http://127.0.0.1:4010'] }]) {
      const failure = loadRuntimeConfig('/config.json', answer(200, body));
      await expect(failure).rejects.toThrow('/config.json is not a valid configuration');
      await expect(failure).rejects.toMatchObject({ name: 'RuntimeConfigError' });
    }
  });
});
