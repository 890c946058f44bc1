// The programmatic server the apps' end-to-end tests start: a real port, CORS, restart and --reset.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ApiServer } from '../src/index.js';
import { startApiServer } from '../src/index.js';
import { readConfig } from '../src/config.js';
import type { TemplateCopy } from './harness.js';
import { png, uploadForm } from './fixtures.js';
import { appOrigin, copyTemplate, demo, demoPassword } from './harness.js';

let copy: TemplateCopy;
let server: ApiServer;

beforeAll(async () => {
  copy = await copyTemplate();
  server = await startApiServer({
    port: 0,
    dataDir: copy.dataDir,
    databaseUrl: copy.databaseUrl,
    quiet: true,
    allowedOrigins: [appOrigin],
  });
});
afterAll(async () => {
  await server.close();
  await copy.dispose();
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
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  const missing = await fetch(`${server.url}/nowhere`);
  expect(missing.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
});

test('the development mailbox is off unless switched on, and never on in production', async () => {
  expect((await fetch(`${server.url}/dev/mailbox?email=${demo.student}`)).status).toBe(404);
  expect(readConfig({}).devMailbox).toBe(false);
  expect(readConfig({ API_DEV_MAILBOX: '1' }).devMailbox).toBe(true);
  expect(() => readConfig({ API_DEV_MAILBOX: '1', NODE_ENV: 'production' })).toThrow(/production/);
  const secret = 'a-production-secret-of-32-bytes!';
  const production = { NODE_ENV: 'production', API_PUBLIC_URL: 'https://api.example.org' };
  expect(readConfig({ ...production, JWT_SECRET: secret }).devMailbox).toBe(false);
});

test("the crash tests' stall after a charge is off unless switched on, and never in production", () => {
  expect(readConfig({}).stallAfterCharge).toBe(false);
  expect(readConfig({ API_TEST_STALL_AFTER_CHARGE: '1' }).stallAfterCharge).toBe(true);
  expect(() => readConfig({ API_TEST_STALL_AFTER_CHARGE: '1', NODE_ENV: 'production' })).toThrow(
    /production/,
  );
});

test('JOB_EXPIRE_SECONDS sets how long a job is held, and how often expired jobs are looked for', () => {
  expect(readConfig({}).queueTiming).toBeUndefined();
  expect(readConfig({ JOB_EXPIRE_SECONDS: '3' }).queueTiming).toEqual({
    expireInSeconds: 3,
    maintenanceIntervalSeconds: 2,
    pollingIntervalSeconds: 2,
  });
  expect(readConfig({ JOB_EXPIRE_SECONDS: '600' }).queueTiming).toMatchObject({
    expireInSeconds: 600,
    maintenanceIntervalSeconds: 30,
  });
  for (const invalid of ['0', '1.5', '3601', 'soon'])
    expect(() => readConfig({ JOB_EXPIRE_SECONDS: invalid })).toThrow(/JOB_EXPIRE_SECONDS/);
});

test('X-Forwarded-For names the client only when TRUST_PROXY says a proxy sets it', async () => {
  expect(readConfig({}).trustProxy).toBe(0);
  expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  // This server trusts no proxy: five failures, each claiming another address, all count
  // against this one, which is then refused even with the right password.
  const signIn = (password: string, from: string) =>
    fetch(`${server.url}/auth/signin/coach`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email: demo.coach, password }),
    });
  for (let i = 1; i <= 5; i += 1)
    expect((await signIn('Wrong2026x', `203.0.113.${i}`)).status).toBe(401);
  expect((await signIn(demoPassword, '203.0.113.6')).status).toBe(429);
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

test('JSON, error and file responses all carry the request id and the CORS headers', async () => {
  const headers = { origin: appOrigin, 'x-request-id': 'trace-0123456789' };
  const signIn = await fetch(`${server.url}/auth/signin/student`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.student, password: demoPassword }),
  });
  const session = (await signIn.json()).content;
  const auth = { ...headers, authorization: `Bearer ${session.accessToken}` };
  const upload = await fetch(`${server.url}/files`, {
    method: 'POST',
    headers: auth,
    body: uploadForm(png(), 'pixel.png', 'image/png'),
  });
  expect(upload.status).toBe(201);
  const { fileName } = (await upload.json()).content;
  const presigned = await fetch(`${server.url}/files/generate_presigned_url?fileName=${fileName}`, {
    headers: auth,
  });
  const media = await fetch((await presigned.json()).content.url, { headers });
  const missing = await fetch(`${server.url}/no/such/route`, { headers });

  for (const response of [signIn, upload, presigned, media, missing]) {
    expect(response.headers.get('x-request-id')).toBe('trace-0123456789');
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(response.headers.get('access-control-expose-headers')).toBe('x-request-id,retry-after');
  }
  expect(media.status).toBe(200);
  expect(media.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await media.arrayBuffer())).toEqual(png());
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ key: 'notFound' });
});

test('an over-long URL or header gets 414 or 431 in JSON, readable by the apps', async () => {
  const headers = { origin: appOrigin };
  const longUrl = await fetch(`${server.url}/coaches?keyword=${'a'.repeat(20 * 1024)}`, {
    headers,
  });
  const bigHeader = await fetch(`${server.url}/coaches`, {
    headers: { ...headers, 'x-filler': 'b'.repeat(20 * 1024) },
  });
  for (const [response, status] of [
    [longUrl, 414],
    [bigHeader, 431],
  ] as const) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    expect(response.headers.get('access-control-expose-headers')).toBe('x-request-id,retry-after');
    expect(await response.json()).toMatchObject({ key: 'badRequest', status });
  }
  // The server goes on answering.
  expect((await fetch(`${server.url}/health`)).status).toBe(200);
});

/**
 * Sends `chunks` without a Content-Length (chunked) on a connection of its own: the server answers
 * 413 before reading the rest and drops the connection, which must not break later requests.
 */
function postChunked(path: string, chunks: Uint8Array[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
    });
    req.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // Writing on after the early answer may hit a closed socket; the status is what counts.
    req.on('error', (error) => (req.headersSent ? undefined : reject(error)));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

test('chunked bodies over the limit are refused with 413 as well', async () => {
  const chunks = Array.from({ length: 6 }, () => new Uint8Array(1024 * 1024));
  expect(await postChunked('/files', chunks)).toBe(413);
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
