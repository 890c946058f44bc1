// Passwords are stored as Argon2id; an account still holding a scrypt hash from before signs in
// with it and leaves with an Argon2id hash in its place.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { scryptHashOfWelcome2026 } from './fixtures.js';
import type { TestApi } from './harness.js';
import { demo, demoPassword, openTestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const argon2id = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

const storedHash = async (email: string) => {
  const [row] = await api.services.db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE email = $1',
    [email],
  );
  return row!.password_hash;
};
const storeScryptHash = (email: string) =>
  api.services.db.query('UPDATE users SET password_hash = $2 WHERE email = $1', [
    email,
    scryptHashOfWelcome2026,
  ]);
const signIn = (email: string, password: string, as = 'student') =>
  api.request('POST', `/auth/signin/${as}`, { body: { email, password } });

test('an account stored with scrypt signs in, and its hash is Argon2id from then on', async () => {
  await storeScryptHash(demo.student);
  const wrong = await signIn(demo.student, 'Welcome2027');
  expect(wrong.status).toBe(401);
  expect(wrong.body.key).toBe('failedLogin');
  expect(await storedHash(demo.student)).toBe(scryptHashOfWelcome2026);

  expect((await signIn(demo.student, demoPassword)).status).toBe(200);
  const replaced = await storedHash(demo.student);
  expect(replaced).toMatch(argon2id);
  expect((await signIn(demo.student, demoPassword)).status).toBe(200);
  expect(await storedHash(demo.student)).toBe(replaced);
  expect((await signIn(demo.student, 'Welcome2027')).status).toBe(401);
});

test('a coach stored with scrypt signs in to the coach app and is rehashed too', async () => {
  await storeScryptHash(demo.coach);
  expect((await signIn(demo.coach, demoPassword, 'coach')).status).toBe(200);
  expect(await storedHash(demo.coach)).toMatch(argon2id);
});

test('a password changed while a sign-in replaces the old hash is kept', async () => {
  await storeScryptHash(demo.studentCoach);
  const changed = '$argon2id$v=19$m=19456,t=2,p=1$changedbyanotherrequest$hash';
  const query = api.services.db.query.bind(api.services.db);
  // Another request changes the password between this sign-in's check and its rehash.
  const spy = vi.spyOn(api.services.db, 'query').mockImplementation(async (sql, params) => {
    if (sql.startsWith('UPDATE users SET password_hash = $3'))
      await query('UPDATE users SET password_hash = $2 WHERE email = $1', [
        demo.studentCoach,
        changed,
      ]);
    return query(sql, params);
  });
  try {
    expect((await signIn(demo.studentCoach, demoPassword)).status).toBe(200);
  } finally {
    spy.mockRestore();
  }
  expect(await storedHash(demo.studentCoach)).toBe(changed);
});

test('sign-up, password change and reset store Argon2id', async () => {
  const email = 'argon.new@demo.test';
  const created = await api.request('POST', '/auth/signup', {
    body: { email, password: demoPassword, firstName: 'Ara', lastName: 'Gon' },
  });
  expect(created.status).toBe(201);
  const signedUp = await storedHash(email);
  expect(signedUp).toMatch(argon2id);

  await storeScryptHash(email);
  const session = await api.signIn(email);
  await storeScryptHash(email);
  const change = await api.request('PUT', '/account/password', {
    token: session.accessToken,
    body: { currentPassword: demoPassword, newPassword: 'Changed2026' },
  });
  expect(change.status).toBe(204);
  expect(await storedHash(email)).toMatch(argon2id);
  expect((await signIn(email, demoPassword)).status).toBe(401);
  expect((await signIn(email, 'Changed2026')).status).toBe(200);

  await storeScryptHash(email);
  await api.request('POST', '/auth/forgot_password', { body: { email } });
  const token = (await api.request('GET', `/dev/mailbox?email=${email}`)).body.content[0].code;
  const reset = await api.request('POST', '/auth/reset_password', {
    body: { token, password: 'Reset2026x' },
  });
  expect(reset.status).toBe(204);
  expect(await storedHash(email)).toMatch(argon2id);
  expect((await signIn(email, 'Reset2026x')).status).toBe(200);
});
