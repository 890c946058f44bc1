// With NODE_ENV=production the API starts only with a strong signing secret, and with no demo
// accounts unless asked (their password is published). Started as a deployment starts it (mail,
// metrics and its public address configured), it mails codes it never logs and is measured.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { readConfig } from '../src/config.js';
import { startApiProcess, stopApiProcess } from './api-process.js';
import { demo, demoPassword } from './harness.js';
import { startLocalSmtp } from './smtp-server.js';

const strongSecret = randomBytes(32).toString('hex');

let dataDir: string;
const children: ChildProcess[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hci-production-'));
});
afterAll(async () => {
  await Promise.all(children.map(stopApiProcess));
  await rm(dataDir, { recursive: true, force: true });
});

const productionEnv = (env: Record<string, string>) => ({
  NODE_ENV: 'production',
  API_PORT: '0',
  API_HOST: '127.0.0.1',
  API_DATA_DIR: dataDir,
  // Whatever the shell running the tests sets: the embedded database, nothing asked for.
  DATABASE_URL: '',
  API_SEED_DEMO: '',
  API_DEV_MAILBOX: '',
  API_PUBLIC_URL: 'https://api.example.org',
  ...env,
});

test('production refuses a missing or short JWT_SECRET, naming it', () => {
  expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is not set/);
  expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
  // 31 bytes, though 16 characters: the length counts bytes.
  const short = 'ñ'.repeat(15) + 'a';
  expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: short })).toThrow(
    /JWT_SECRET is too short: .*at least 32 bytes/,
  );
  const production = { NODE_ENV: 'production', API_PUBLIC_URL: 'https://api.example.org' };
  expect(readConfig({ ...production, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  // Elsewhere a secret is generated into the data folder when none is given.
  expect(readConfig({}).jwtSecret).toBeUndefined();
});

test('demo data is seeded only when API_SEED_DEMO=1 asks for it', () => {
  expect(readConfig({}).seedDemo).toBe(false);
  const production = { NODE_ENV: 'production', API_PUBLIC_URL: 'https://api.example.org' };
  expect(readConfig({ ...production, JWT_SECRET: strongSecret }).seedDemo).toBe(false);
  expect(readConfig({ API_SEED_DEMO: '1' }).seedDemo).toBe(true);
});

test('the production process stops at once on a weak secret', { timeout: 60_000 }, async () => {
  await expect(
    startApiProcess(productionEnv({ JWT_SECRET: 'secret' }), (child) => children.push(child)),
  ).rejects.toThrow(/exited \(1\)[\s\S]*JWT_SECRET is too short/);
});

test(
  'a production start has no demo accounts: a demo sign-in fails',
  { timeout: 180_000 },
  async () => {
    const api = await startApiProcess(productionEnv({ JWT_SECRET: strongSecret }), (child) =>
      children.push(child),
    );
    for (const [email, as] of [
      [demo.student, 'student'],
      [demo.coach, 'coach'],
    ] as const) {
      const response = await fetch(`${api.url}/auth/signin/${as}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: demoPassword }),
      });
      expect(response.status).toBe(401);
    }
  },
);

test(
  'a deployment’s start: no demo account, the code mailed and never logged, requests measured',
  { timeout: 180_000 },
  async () => {
    const smtp = await startLocalSmtp();
    try {
      const portal = 'https://portal.example.org';
      const api = await startApiProcess(
        productionEnv({
          JWT_SECRET: strongSecret,
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Health Coach Institute <no-reply@institute.test>',
          METRICS_PORT: '0',
          API_ALLOWED_ORIGINS: portal,
        }),
        (child) => children.push(child),
      );
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(`${api.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });

      const demoSignIn = await post('/auth/signin/student', {
        email: demo.student,
        password: demoPassword,
      });
      expect(demoSignIn.status).toBe(401);

      const email = 'first.student@institute.test';
      const signUp = await post('/auth/signup', {
        email,
        password: demoPassword,
        firstName: 'Ana',
        lastName: 'Reyes',
        languageIso2LetterCode: 'EN',
      });
      expect(signUp.status).toBe(201);
      const { accessToken } = (await signUp.json()).content;
      const mail = await smtp.nextMail();
      expect(mail.to).toEqual([email]);
      const code = /verification code is (\d{6})\./.exec(mail.text)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.text).toContain(`${portal}/verify-email-address/${code}`);
      const verified = await post(
        '/auth/verify_email',
        { code },
        { authorization: `Bearer ${accessToken}` },
      );
      expect(verified.status).toBe(200);
      await vi.waitFor(() => expect(api.output()).toContain('"mail sent"'), { timeout: 30_000 });
      expect(api.output()).not.toContain(code);

      // Two of the bounds a deployment relies on: an unknown address is not told apart, and a
      // body that is not UTF-8 is refused.
      expect((await post('/auth/forgot_password', { email: 'nobody@institute.test' })).status).toBe(
        202,
      );
      const notUtf8 = await fetch(`${api.url}/auth/signin/student`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.concat([Buffer.from('{"email":"a'), Buffer.of(0xff), Buffer.from('"}')]),
      });
      expect(notUtf8.status).toBe(400);

      const metricsUrl = /metrics on (http:\/\/[^"\s]+)/.exec(api.output())?.[1];
      expect(metricsUrl).toMatch(/\/metrics$/);
      const scrape = await (await fetch(metricsUrl!)).text();
      expect(scrape).toMatch(
        /^http_request_duration_seconds_bucket\{[^}]*operation="signUp"[^}]*status="201"[^}]*\} 1$/m,
      );
      expect(scrape).toMatch(/^http_requests_total\{[^}]*operation="verifyEmail"[^}]*\} 1$/m);
    } finally {
      await smtp.close();
    }
  },
);
