// Signed and absolute links name the API as configured (API_PUBLIC_URL), else the address it
// listens on: never the Host header a request arrived with, which its sender chooses.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ApiServer } from '../src/index.js';
import { startApiServer } from '../src/index.js';
import { readConfig } from '../src/config.js';
import { listenUrl } from '../src/http/public-url.js';
import { png, uploadForm } from './fixtures.js';
import type { Json, TemplateCopy } from './harness.js';
import { copyTemplate, demo, demoPassword } from './harness.js';

const publicUrl = 'https://api.example.org';
const forgedHost = 'attacker.example';

let copies: TemplateCopy[];
let configured: ApiServer;
let unconfigured: ApiServer;

beforeAll(async () => {
  copies = await Promise.all([copyTemplate(), copyTemplate()]);
  const start = (copy: TemplateCopy, url?: string) =>
    startApiServer({
      port: 0,
      dataDir: copy.dataDir,
      databaseUrl: copy.databaseUrl,
      quiet: true,
      publicUrl: url,
    });
  configured = await start(copies[0]!, publicUrl);
  unconfigured = await start(copies[1]!);
});
afterAll(async () => {
  await Promise.all([configured?.close(), unconfigured?.close()]);
  await Promise.all(copies.map((copy) => copy.dispose()));
});

/** Calls the API over the network with a Host header of the caller's choosing. */
function call(
  server: ApiServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { method, agent: false, headers: { host: forgedHost, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/** The signed media URL and the learning platform's sign-on link the server hands out. */
async function linksFrom(server: ApiServer) {
  const signIn = await call(
    server,
    'POST',
    '/auth/signin/student',
    { 'content-type': 'application/json' },
    JSON.stringify({ email: demo.student, password: demoPassword }),
  );
  expect(signIn.status).toBe(200);
  const { accessToken, studentId } = signIn.body.content;
  const auth = { authorization: `Bearer ${accessToken}` };
  const form = new Request('http://form.invalid', {
    method: 'POST',
    body: uploadForm(png(), 'pixel.png', 'image/png'),
  });
  const upload = await call(
    server,
    'POST',
    '/files',
    { ...auth, 'content-type': form.headers.get('content-type')! },
    Buffer.from(await form.arrayBuffer()),
  );
  expect(upload.status).toBe(201);
  const presigned = await call(
    server,
    'GET',
    `/files/generate_presigned_url?fileName=${upload.body.content.fileName}`,
    auth,
  );
  const signOn = await call(server, 'GET', `/students/${studentId}/sso/login_url/2`, auth);
  expect([presigned.status, signOn.status]).toEqual([200, 200]);
  return { media: presigned.body.content.url as string, signOn: signOn.body.content.url as string };
}

test('a forged Host header gets links naming API_PUBLIC_URL', async () => {
  const { media, signOn } = await linksFrom(configured);
  expect(media).toMatch(/^https:\/\/api\.example\.org\/media\/[^/?]+\?/);
  expect(signOn).toMatch(/^https:\/\/api\.example\.org\/learning-platform\/sso\/login\?/);
  expect(`${media} ${signOn}`).not.toContain(forgedHost);
});

test('unconfigured, links name the address the API listens on, whatever the Host', async () => {
  const { media, signOn } = await linksFrom(unconfigured);
  expect(media.startsWith(`${unconfigured.url}/media/`)).toBe(true);
  expect(signOn.startsWith(`${unconfigured.url}/learning-platform/sso/login?`)).toBe(true);
  // The link works: the media URL fetched as given.
  expect((await fetch(media)).status).toBe(200);
});

test('API_PUBLIC_URL is required in production, and must be a plain http(s) address', () => {
  const secret = 'a-production-secret-of-32-bytes!';
  expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
    /API_PUBLIC_URL is not set/,
  );
  const production = { NODE_ENV: 'production', JWT_SECRET: secret };
  expect(readConfig({ ...production, API_PUBLIC_URL: 'https://api.example.org/' }).publicUrl).toBe(
    'https://api.example.org',
  );
  expect(readConfig({ API_PUBLIC_URL: 'https://example.org/api/' }).publicUrl).toBe(
    'https://example.org/api',
  );
  expect(readConfig({}).publicUrl).toBeUndefined();
  for (const wrong of ['api.example.org', 'ftp://api.example.org', 'https://x.org/?a=1']) {
    expect(() => readConfig({ API_PUBLIC_URL: wrong })).toThrow(/API_PUBLIC_URL/);
  }
});

test('a listen address on every interface is named as loopback in links', () => {
  expect(listenUrl('0.0.0.0', 4010)).toBe('http://127.0.0.1:4010');
  expect(listenUrl('::', 4010)).toBe('http://[::1]:4010');
  expect(listenUrl('10.1.2.3', 80)).toBe('http://10.1.2.3:80');
});
