// The development mailbox hands out reset links: it answers only programs on this machine that
// call the API directly, while the API listens on loopback.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { ApiServerOptions } from '../src/server.js';
import { createApiContext, startApiServer } from '../src/server.js';
import type { TemplateCopy } from './harness.js';
import { appOrigin, copyTemplate, demo } from './harness.js';

let copy: TemplateCopy;
beforeAll(async () => {
  copy = await copyTemplate();
});
afterAll(() => copy.dispose());

const mailboxPath = `/dev/mailbox?email=${demo.coach}`;
const options = (): ApiServerOptions => ({
  dataDir: copy.dataDir,
  databaseUrl: copy.databaseUrl,
  quiet: true,
  devMailbox: true,
});

// Each test opens the database itself, which takes a while on a busy machine.
const opens = { timeout: 120_000 };

/** The status of GET `url` sent with exactly these headers (Host included). */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.once('error', reject);
    req.end();
  });
}

test(
  'on loopback, a local program reads it; a web page, a proxy or a rebound name does not',
  opens,
  async () => {
    const server = await startApiServer({ ...options(), port: 0 });
    try {
      const url = `${server.url}${mailboxPath}`;
      const host = new URL(server.url).host;
      const forgot = await fetch(`${server.url}/auth/forgot_password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demo.coach }),
      });
      expect(forgot.status).toBe(202);
      // The link is mailed after the answer.
      await vi.waitFor(
        async () => {
          const direct = await fetch(url);
          expect(direct.status).toBe(200);
          expect((await direct.json()).content[0]?.link).toMatch(/reset-password\?token=/);
        },
        { timeout: 30_000, interval: 50 },
      );
      expect(await statusOf(url, { host: `localhost:${new URL(server.url).port}` })).toBe(200);

      expect(await statusOf(url, { host, origin: appOrigin })).toBe(404);
      expect(await statusOf(url, { host, origin: 'http://evil.test' })).toBe(404);
      expect(await statusOf(url, { host, 'x-forwarded-for': '127.0.0.1' })).toBe(404);
      expect(await statusOf(url, { host, forwarded: 'for=127.0.0.1' })).toBe(404);
      expect(await statusOf(url, { host, 'x-real-ip': '127.0.0.1' })).toBe(404);
      expect(await statusOf(url, { host: `rebound.example:${new URL(server.url).port}` })).toBe(
        404,
      );
    } finally {
      await server.close();
    }
  },
);

test('a caller from another address gets 404, whatever it claims', opens, async () => {
  const context = await createApiContext(options());
  try {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      context.app.request(mailboxPath, { headers }, { incoming: { socket: { remoteAddress } } });
    expect((await from('203.0.113.9')).status).toBe(404);
    expect((await from('203.0.113.9', { host: '127.0.0.1:4010' })).status).toBe(404);
    expect((await from('::ffff:10.0.0.1')).status).toBe(404);
    expect((await from('127.0.0.1')).status).toBe(200);
    expect((await from('::ffff:127.0.0.1')).status).toBe(200);
    expect((await from('::1')).status).toBe(200);
  } finally {
    await context.close();
  }
});

test('an API not listening on loopback keeps it off, even switched on', opens, async () => {
  const context = await createApiContext({ ...options(), host: '0.0.0.0' });
  try {
    expect(context.services.devMailbox).toBe(false);
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect((await context.app.request(mailboxPath, {}, local)).status).toBe(404);
  } finally {
    await context.close();
  }
});
