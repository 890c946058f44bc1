// The API's e-mails through a real SMTP server on loopback: in the reader's language, as text and
// HTML with the code (or notice) and the app's link, sent without holding up the request, tried again while
// the server is down, and never written to the log.
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { readConfig } from '../src/config.js';
import type { ApiContext } from '../src/server.js';
import { createApiContext } from '../src/server.js';
import type { TemplateCopy } from './harness.js';
import { appOrigin, copyTemplate, demo, demoPassword } from './harness.js';
import type { LocalSmtp } from './smtp-server.js';
import { startLocalSmtp } from './smtp-server.js';

const from = 'Health Coach Institute <no-reply@institute.test>';
// Retries a few milliseconds apart, many of them: the test waits for the mail, not for a time.
const mailRetry = { attempts: 12, firstDelayMs: 20 };
// Each test opens the database itself, which takes a while on a busy machine.
const opens = { timeout: 120_000 };

let copy: TemplateCopy;
let smtp: LocalSmtp;
beforeAll(async () => {
  [copy, smtp] = await Promise.all([copyTemplate(), startLocalSmtp()]);
});
afterAll(async () => {
  await smtp.close();
  await copy.dispose();
});

/** Every line the API logs meanwhile, kept from the test's output. */
let logged: string[];
beforeEach(() => {
  logged = [];
  const keep = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  vi.spyOn(console, 'error').mockImplementation(keep);
  // Info lines are written to stdout together, a turn of the event loop at a time.
  vi.spyOn(process.stdout, 'write').mockImplementation((text: string | Uint8Array) => {
    logged.push(...String(text).split('\n').filter(Boolean));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

/** Waits until the log holds a line matching `pattern` (some lines follow the server's answer). */
const untilLogged = (pattern: string | RegExp) =>
  vi.waitFor(() => expect(logged.join('\n')).toMatch(pattern), { timeout: 30_000, interval: 10 });

async function openApi(url: string): Promise<ApiContext> {
  return createApiContext({
    dataDir: copy.dataDir,
    databaseUrl: copy.databaseUrl,
    allowedOrigins: [appOrigin],
    smtp: { url, from },
    mailRetry,
  });
}

const post = (api: ApiContext, path: string, body: unknown, token?: string) =>
  api.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

test('a reset link arrives as text and HTML, in English, and is not logged', opens, async () => {
  const api = await openApi(smtp.url);
  try {
    expect((await post(api, '/auth/forgot_password', { email: demo.student })).status).toBe(202);
    const mail = await smtp.nextMail();
    expect(mail.from).toBe('no-reply@institute.test');
    expect(mail.to).toEqual([demo.student]);
    expect(mail.subject).toBe('Reset your password');
    const link = /http:\S+/.exec(mail.text)?.[0] ?? '';
    expect(link).toMatch(new RegExp(`^${appOrigin}/reset-password\\?token=[\\w-]{40,}$`));
    expect(mail.text).toContain('It expires in 60 minutes');
    expect(mail.html).toContain('<html lang="en-US">');
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);

    const token = new URL(link).searchParams.get('token')!;
    const reset = await post(api, '/auth/reset_password', { token, password: demoPassword });
    expect(reset.status).toBe(204);
    await untilLogged('"mail sent"');
    expect(logged.join('\n')).not.toContain(token);
  } finally {
    await api.close();
  }
});

test(
  'a new Spanish-speaking student gets the code in Spanish, and it verifies',
  opens,
  async () => {
    const api = await openApi(smtp.url);
    try {
      const email = 'estudiante.nueva@demo.test';
      const signUp = await post(api, '/auth/signup', {
        email,
        password: demoPassword,
        firstName: 'Lucía',
        lastName: 'Ortega',
        languageIso2LetterCode: 'ES',
      });
      expect(signUp.status).toBe(201);
      const { accessToken } = (await signUp.json()).content;

      const mail = await smtp.nextMail();
      expect(mail.to).toEqual([email]);
      expect(mail.subject).toBe('Tu código de verificación');
      const code = /código de verificación es (\d{6})\./.exec(mail.text)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.text).toContain('Caduca en 15 minutos.');
      const link = `${appOrigin}/verify-email-address/${code}`;
      expect(mail.text).toContain(
        `O abre este enlace para verificar tu dirección de correo electrónico:\n${link}`,
      );
      expect(mail.html).toContain('<html lang="es">');
      expect(mail.html).toContain(`código de verificación es ${code}.`);
      expect(mail.html).toContain(`<a href="${link}">${link}</a>`);

      expect((await post(api, '/auth/verify_email', { code }, accessToken)).status).toBe(200);
      await untilLogged('"mail sent"');
      const log = logged.join('\n');
      expect(log).not.toContain(code);
      expect(log).not.toContain(link);
    } finally {
      await api.close();
    }
  },
);

test(
  "signing up with a taken address tells its owner, in the owner's language",
  opens,
  async () => {
    const api = await openApi(smtp.url);
    try {
      const taken = await post(api, '/auth/signup', {
        email: demo.coach,
        password: demoPassword,
        firstName: 'Otra',
        lastName: 'Persona',
      });
      expect(taken.status).toBe(409);
      expect((await taken.json()).key).toBe('usernameAlreadyExists');

      const mail = await smtp.nextMail();
      expect(mail.to).toEqual([demo.coach]);
      // The demo coach reads the portal in Spanish.
      expect(mail.subject).toBe(
        'Alguien intentó registrarse con tu dirección de correo electrónico',
      );
      const link = `${appOrigin}/forgot-password`;
      expect(mail.text).toContain(
        'Alguien intentó crear una cuenta nueva con esta dirección de correo electrónico',
      );
      expect(mail.text).toContain(`pide un enlace para restablecerla aquí:\n${link}\n`);
      expect(mail.text).toContain('Si no fuiste tú, ignora este correo');
      expect(mail.html).toContain('<html lang="es">');
      expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    } finally {
      await api.close();
    }
  },
);

test('a mail server down at first gets the mail once it is back', opens, async () => {
  // A port where nothing listens: the server is down.
  const gone = await startLocalSmtp();
  await gone.close();
  const api = await openApi(gone.url);
  let back: LocalSmtp | undefined;
  try {
    // The request answers while the mail waits for the server.
    expect((await post(api, '/auth/forgot_password', { email: demo.coach })).status).toBe(202);
    await untilLogged('"mail not sent yet, retrying"');
    back = await startLocalSmtp({ port: gone.port });
    const mail = await back.nextMail();
    expect(mail.to).toEqual([demo.coach]);
    // The demo coach reads the portal in Spanish.
    expect(mail.subject).toBe('Restablece tu contraseña');
    const link = /http:\S+/.exec(mail.text)?.[0] ?? '';
    const token = new URL(link).searchParams.get('token')!;
    await untilLogged(/"mail sent","kind":"passwordReset","attempt":([2-9]|1\d)/);
    expect(logged.join('\n')).not.toContain(token);
  } finally {
    await api.close();
    await back?.close();
  }
});

test('a recipient the server refuses for good is not tried again', opens, async () => {
  // Not the first test's student: an address gets one reset mail a minute.
  const refusing = await startLocalSmtp({ refuse: [demo.studentCoach] });
  const api = await openApi(refusing.url);
  try {
    expect((await post(api, '/auth/forgot_password', { email: demo.studentCoach })).status).toBe(
      202,
    );
    await untilLogged(/"mail not sent","kind":"passwordReset","attempt":1,.*"responseCode":550/);
    expect(logged.join('\n')).not.toContain('retrying');
    expect(refusing.received).toEqual([]);
  } finally {
    await api.close();
    await refusing.close();
  }
});

test('SMTP_URL and MAIL_FROM go together, and the URL must name SMTP', () => {
  const url = 'smtps://mailer:s3cret@mail.example.org:465';
  expect(readConfig({ SMTP_URL: url, MAIL_FROM: from }).smtp).toEqual({ url, from });
  expect(readConfig({}).smtp).toBeUndefined();
  expect(() => readConfig({ SMTP_URL: url })).toThrow(/SMTP_URL set without MAIL_FROM/);
  expect(() => readConfig({ MAIL_FROM: from })).toThrow(/MAIL_FROM set without SMTP_URL/);
  expect(() => readConfig({ SMTP_URL: 'https://mail.example.org', MAIL_FROM: from })).toThrow(
    /smtp:\/\/ or smtps:\/\//,
  );
  // The error does not repeat a URL that may hold the password.
  expect(() => readConfig({ SMTP_URL: 'mailer:s3cret', MAIL_FROM: from })).toThrow(/^(?!.*s3cret)/);
});
