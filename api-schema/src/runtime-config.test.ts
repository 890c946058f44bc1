import { describe, expect, test } from 'vitest';
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

  test('rejects a missing file', async () => {
    await expect(loadRuntimeConfig('/config.json', answer(404, {}))).rejects.toThrow('404');
  });
});
