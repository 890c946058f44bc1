// The programmatic server the apps' end-to-end tests start: a real port, CORS, restart and --reset.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inject } from 'vitest';
import type { ApiServer } from '../src/index.js';
import { startApiServer } from '../src/index.js';
import { appOrigin, demo, demoPassword } from './harness.js';

let dataDir: string;
let server: ApiServer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hci-api-server-'));
  await cp(inject('apiTemplateDir'), dataDir, { recursive: true });
  server = await startApiServer({ port: 0, dataDir, quiet: true, allowedOrigins: [appOrigin] });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

test('listens on a random loopback port and signs the demo student in', async () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const response = await fetch(`${server.url}/auth/signin/student`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.student, password: demoPassword }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
});

test('answers CORS preflights for the apps and no one else', async () => {
  const preflight = (origin: string) =>
    fetch(`${server.url}/students`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,source',
      },
    });
  const allowed = await preflight(appOrigin);
  expect(allowed.headers.get('access-control-allow-origin')).toBe(appOrigin);
  const other = await preflight('http://evil.test');
  expect(other.headers.get('access-control-allow-origin')).toBeNull();
});

test('oversized bodies on the wire are refused with 413', async () => {
  const response = await fetch(`${server.url}/files`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(6 * 1024 * 1024),
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ key: 'payloadTooLarge' });
});
