import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accessTokenSeconds } from '../src/auth/tokens.js';
import type { TestApi } from './harness.js';
import { appOrigin, coachAppOrigin, demo, demoPassword, openTestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const signIn = (email: string, password: string, as = 'student') =>
  api.request('POST', `/auth/signin/${as}`, { body: { email, password } });

describe('sessions', () => {
  test('an access token expires after its lifetime', async () => {
    const session = await api.signIn(demo.student);
    const path = `/students/${session.studentId}`;
    expect((await api.request('GET', path, { token: session.accessToken })).status).toBe(200);
    api.clock.advance((accessTokenSeconds + 1) * 1000);
    const expired = await api.request('GET', path, { token: session.accessToken });
    expect(expired.status).toBe(401);
    expect(expired.body.key).toBe('Unauthorized');
  });

  test('a tampered token is refused', async () => {
    const session = await api.signIn(demo.student);
    // The signature's first character (all its bits count, unlike the last one's).
    const at = session.accessToken.lastIndexOf('.') + 1;
    const swapped = session.accessToken[at] === 'A' ? 'B' : 'A';
    const tampered = `${session.accessToken.slice(0, at)}${swapped}${session.accessToken.slice(at + 1)}`;
    expect(
      (await api.request('GET', `/students/${session.studentId}`, { token: tampered })).status,
    ).toBe(401);
  });

  test('refresh rotates the token, and reusing a rotated one revokes the family', async () => {
    const session = await api.signIn(demo.student);
    const first = await api.request('POST', '/auth/signin/refresh_token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(first.status).toBe(200);
    const next = first.body.content.refreshToken as string;
    expect(next).not.toBe(session.refreshToken);
    const reused = await api.request('POST', '/auth/signin/refresh_token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(reused.status).toBe(401);
    // The legitimate successor dies with the family.
    const successor = await api.request('POST', '/auth/signin/refresh_token', {
      body: { refreshToken: next },
    });
    expect(successor.status).toBe(401);
  });

  test('logout revokes the refresh tokens', async () => {
    const session = await api.signIn(demo.student);
    await api.request('POST', `/students/${session.studentId}/logout`, {
      token: session.accessToken,
    });
    const refreshed = await api.request('POST', '/auth/signin/refresh_token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(401);
  });

  test('roles come with the session; coach sign-in needs a coach record', async () => {
    const both = await api.signIn(demo.studentCoach, 'coach');
    expect(both.roles.map((r) => r.name).sort()).toEqual(['COACH', 'STUDENT']);
    const refused = await signIn(demo.student, demoPassword, 'coach');
    expect(refused.status).toBe(401);
    expect(refused.body.key).toBe('failedLogin');
  });

  test('a student may not act as a coach or on another student', async () => {
    const student = await api.signIn(demo.student);
    const coach = await api.signIn(demo.coach, 'coach');
    const asCoach = await api.request('POST', `/coaches/${coach.coachId}/products`, {
      token: student.accessToken,
      body: { title: 'Nope', price: 100 },
    });
    expect(asCoach.status).toBe(403);
    expect(asCoach.body.key).toBe('forbidden');
    const other = await api.request('GET', `/students/${coach.studentId}`, {
      token: student.accessToken,
    });
    expect(other.status).toBe(403);
  });

  test('the unverified student signs in, verifies with the mailed code, and wrong codes fail', async () => {
    const session = await api.signIn(demo.unverified);
    expect(session).toMatchObject({ isVerifiedEmail: false });
    const wrong = await api.request('POST', '/auth/verify_email', {
      token: session.accessToken,
      body: { code: '000000x' },
    });
    expect(wrong.body.key).toBe('verificationCodeError');
    const resent = await api.request('POST', '/auth/resend_verification', {
      token: session.accessToken,
    });
    expect(resent.status).toBe(202);
    const mail = await api.request('GET', `/dev/mailbox?email=${demo.unverified}`);
    const verified = await api.request('POST', '/auth/verify_email', {
      token: session.accessToken,
      body: { code: mail.body.content[0].code },
    });
    expect(verified.body.content.isVerifiedEmail).toBe(true);
  });

  test('a disabled account gets accountIsDisabled (only with the right password)', async () => {
    await api.services.db.query('UPDATE users SET disabled = true WHERE email = $1', [
      demo.studentCoach,
    ]);
    const response = await signIn(demo.studentCoach, demoPassword);
    expect(response.status).toBe(403);
    expect(response.body.key).toBe('accountIsDisabled');
    expect((await signIn(demo.studentCoach, 'Wrong2026x')).body.key).toBe('failedLogin');
    await api.services.db.query('UPDATE users SET disabled = false WHERE email = $1', [
      demo.studentCoach,
    ]);
  });

  test('an expired reset link answers tokenInvalid, a used one invalidToken', async () => {
    await api.request('POST', '/auth/forgot_password', { body: { email: demo.coach } });
    const token = (await api.request('GET', `/dev/mailbox?email=${demo.coach}`)).body.content[0]
      .code;
    api.clock.advance(61 * 60_000);
    const expired = await api.request('POST', '/auth/reset_password', {
      body: { token, password: 'Another2026' },
    });
    expect(expired.body.key).toBe('tokenInvalid');
    const unknown = await api.request('POST', '/auth/reset_password', {
      body: { token: 'not-a-token', password: 'Another2026' },
    });
    expect(unknown.body.key).toBe('invalidToken');
    const missing = await api.request('POST', '/auth/forgot_password', {
      body: { email: 'nobody@demo.test' },
    });
    expect(missing.body.key).toBe('emailNotFound');
  });
});

describe('links in e-mails', () => {
  const newestMail = async (email: string) =>
    (await api.request('GET', `/dev/mailbox?email=${email}`)).body.content[0] as {
      code: string;
      link: string;
    };
  const forgotFrom = (origin: string | undefined) =>
    api.request('POST', '/auth/forgot_password', {
      body: { email: demo.studentCoach },
      headers: origin ? { origin } : {},
    });

  test('a reset link opens the calling app on its own reset route', async () => {
    expect((await forgotFrom(appOrigin)).status).toBe(202);
    const portal = await newestMail(demo.studentCoach);
    expect(portal.link).toBe(`${appOrigin}/reset-password?token=${portal.code}`);

    expect((await forgotFrom(coachAppOrigin)).status).toBe(202);
    const coach = await newestMail(demo.studentCoach);
    expect(coach.link).toBe(`${coachAppOrigin}/reset-account-password?token=${coach.code}`);
  });

  test('a foreign or missing Origin never gets its own host into the link', async () => {
    api.clock.advance(16 * 60_000);
    expect((await forgotFrom('http://evil.test')).status).toBe(202);
    const forged = await newestMail(demo.studentCoach);
    expect(forged.link).toBe(`${appOrigin}/reset-password?token=${forged.code}`);

    expect((await forgotFrom(undefined)).status).toBe(202);
    const plain = await newestMail(demo.studentCoach);
    expect(plain.link).toBe(`${appOrigin}/reset-password?token=${plain.code}`);
  });

  test('a verification link opens the calling app', async () => {
    const session = await api.signIn(demo.unverified);
    api.clock.advance(2 * 60_000);
    const resent = await api.request('POST', '/auth/resend_verification', {
      token: session.accessToken,
      headers: { origin: coachAppOrigin },
    });
    expect(resent.status).toBe(202);
    const mail = await newestMail(demo.unverified);
    expect(mail.link).toBe(`${coachAppOrigin}/verify-email-address/${mail.code}`);
  });
});

describe('failed sign-in throttling', () => {
  test('an account is refused with 429 after repeated failures, and unknown e-mails behave the same', async () => {
    for (const email of [demo.coach, 'ghost@demo.test']) {
      const keys: string[] = [];
      for (let i = 0; i < 6; i += 1) keys.push((await signIn(email, 'Wrong2026x')).body.key);
      expect(keys.slice(0, 5)).toEqual(Array(5).fill('failedLogin'));
      expect(keys[5]).toBe('tooManyRequests');
    }
    // Even the right password waits until the lock expires.
    expect((await signIn(demo.coach, demoPassword, 'coach')).status).toBe(429);
    api.clock.advance(16 * 60_000);
    expect((await signIn(demo.coach, demoPassword, 'coach')).status).toBe(200);
  });
});
