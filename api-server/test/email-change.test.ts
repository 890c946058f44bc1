// An e-mail change waits for the code sent to the new address: until then the account keeps its
// own, the old address is told how to undo it, an address in use is not revealed, and a stolen
// session cannot send mail to any address by the dozen.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Session, TestApi } from './harness.js';
import { demo, demoPassword, openTestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

let accounts = 0;
/** A new account of its own, signed in, in the language given. */
async function newAccount(language: 'EN' | 'ES' = 'EN'): Promise<[string, Session]> {
  accounts += 1;
  const email = `email.change.${accounts}@demo.test`;
  const created = await api.request('POST', '/auth/signup', {
    body: {
      email,
      password: demoPassword,
      firstName: 'Mia',
      lastName: 'Moved',
      languageIso2LetterCode: language,
    },
  });
  expect(created.status).toBe(201);
  return [email, await api.signIn(email)];
}

const askChange = (session: Session, email: string) =>
  api.request('PUT', '/account/email', {
    token: session.accessToken,
    body: { email, currentPassword: demoPassword },
  });

const confirm = (session: Session, code: string) =>
  api.request('POST', '/account/email/confirm', { token: session.accessToken, body: { code } });

const mailsTo = async (email: string) =>
  (await api.request('GET', `/dev/mailbox?email=${encodeURIComponent(email)}`)).body.content as {
    subject: string;
    text: string;
    code?: string;
  }[];

const signIn = (email: string, password = demoPassword) =>
  api.request('POST', '/auth/signin/student', { body: { email, password } });

test('the new address holds only once its code comes back; the old one works until then', async () => {
  const [old, session] = await newAccount();
  const target = 'email.change.new@demo.test';
  const asked = await askChange(session, target);
  expect(asked.status).toBe(202);
  expect(asked.body.content).toEqual({ pendingEmail: target, expiresInMinutes: 15 });
  expect((await signIn(old)).status).toBe(200);
  expect((await signIn(target)).status).toBe(401);
  const me = await api.request('GET', `/students/${session.studentId}`, {
    token: session.accessToken,
  });
  expect(me.body.content.user.email).toBe(old);

  const [codeMail] = await mailsTo(target);
  expect(codeMail!.subject).toBe('Confirm your new e-mail address');
  expect(codeMail!.text).toContain(codeMail!.code!);
  const [notice] = await mailsTo(old);
  expect(notice!.subject).toBe('A change of your e-mail address was asked for');
  expect(notice!.text).toContain(target);
  expect(notice!.text).toContain('change your password now');

  const wrong = await confirm(session, codeMail!.code === '000000' ? '000001' : '000000');
  expect(wrong.status).toBe(400);
  expect(wrong.body.key).toBe('verificationCodeError');
  const confirmed = await confirm(session, codeMail!.code!);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.content).toMatchObject({ email: target, isVerifiedEmail: true });
  expect((await signIn(target)).status).toBe(200);
  expect((await signIn(old)).status).toBe(401);
  // Used once: the same code does nothing more.
  expect((await confirm(session, codeMail!.code!)).status).toBe(400);
});

test('changing or resetting the password cancels a pending change', async () => {
  const [, session] = await newAccount();
  const target = 'email.change.cancelled@demo.test';
  expect((await askChange(session, target)).status).toBe(202);
  const [codeMail] = await mailsTo(target);
  const changed = await api.request('PUT', '/account/password', {
    token: session.accessToken,
    body: { currentPassword: demoPassword, newPassword: 'Another2026' },
  });
  expect(changed.status).toBe(204);
  expect((await confirm(session, codeMail!.code!)).body.key).toBe('verificationCodeError');
  expect((await signIn(target, 'Another2026')).status).toBe(401);
});

test('an address in use gets the same answer; its owner is told, and no code is sent', async () => {
  const [old, session] = await newAccount('ES');
  const before = (await mailsTo(demo.coach)).length;
  const asked = await askChange(session, demo.coach.toUpperCase());
  expect(asked.status).toBe(202);
  expect(asked.body.content).toEqual({ pendingEmail: demo.coach, expiresInMinutes: 15 });
  const toCoach = await mailsTo(demo.coach);
  expect(toCoach).toHaveLength(before + 1);
  // In the language of the account that asked: its owner may read either.
  expect(toCoach[0]!.subject).toBe('Esta dirección de correo electrónico ya tiene una cuenta');
  expect(toCoach[0]!.code).toBeUndefined();
  const [notice] = await mailsTo(old);
  expect(notice!.subject).toBe('Se pidió cambiar tu dirección de correo electrónico');
  for (const code of ['000000', '123456'])
    expect((await confirm(session, code)).body.key).toBe('verificationCodeError');
  expect((await signIn(old)).status).toBe(200);
});

test('a new request replaces the pending one', async () => {
  const [, session] = await newAccount();
  expect((await askChange(session, 'email.change.first@demo.test')).status).toBe(202);
  expect((await askChange(session, 'email.change.second@demo.test')).status).toBe(202);
  const [first] = await mailsTo('email.change.first@demo.test');
  const [second] = await mailsTo('email.change.second@demo.test');
  expect((await confirm(session, first!.code!)).status).toBe(400);
  const confirmed = await confirm(session, second!.code!);
  expect(confirmed.body.content.email).toBe('email.change.second@demo.test');
});

test('an account asks for three changes an hour; the fourth gets 429 with Retry-After', async () => {
  const [old, session] = await newAccount();
  const statuses = [];
  for (let i = 0; i < 3; i += 1)
    statuses.push((await askChange(session, `email.change.flood.${i}@demo.test`)).status);
  expect(statuses).toEqual([202, 202, 202]);
  const refused = await askChange(session, 'email.change.flood.3@demo.test');
  expect(refused.status).toBe(429);
  expect(refused.body.key).toBe('tooManyRequests');
  const wait = Number(refused.headers.get('retry-after'));
  expect(wait > 0 && wait <= 60 * 60).toBe(true);
  expect(await mailsTo('email.change.flood.3@demo.test')).toHaveLength(0);
  const notices = (await mailsTo(old)).filter((mail) => mail.subject.startsWith('A change'));
  expect(notices).toHaveLength(3);
  api.clock.advance(60 * 60_000 + 1_000);
  const fresh = await api.signIn(old);
  expect((await askChange(fresh, 'email.change.flood.4@demo.test')).status).toBe(202);
});
