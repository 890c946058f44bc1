import { describe, expect, test } from 'vitest';
import { createApp } from './app.js';

const app = createApp({ allowedOrigins: ['http://127.0.0.1:4020'] });

describe('API', () => {
  test('answers its health check', async () => {
    const response = await app.request('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ content: { status: 'ok' } });
  });

  test('unknown routes answer 404 with the error body', async () => {
    const response = await app.request('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ key: 'notFound', status: 404 });
  });

  test('allows the apps origins only', async () => {
    const allowed = await app.request('/health', { headers: { Origin: 'http://127.0.0.1:4020' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4020');
    const other = await app.request('/health', { headers: { Origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
