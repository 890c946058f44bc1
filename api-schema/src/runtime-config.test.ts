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

  test('rejects a missing file', async () => {
    await expect(loadRuntimeConfig('/config.json', answer(404, {}))).rejects.toThrow('404');
  });
});
