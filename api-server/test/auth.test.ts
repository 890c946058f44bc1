import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadSecrets } from '../src/auth/secrets.js';
import {
  TokenService,
  accessTokenSeconds,
  refreshGraceSeconds,
  revocationPollMs,
} from '../src/auth/tokens.js';
import { resetLinkPolicy, resetMailPolicy } from '../src/http/request-quota.js';
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

  const refresh = (refreshToken: string) =>
    api.request('POST', '/auth/signin/refresh_token', { body: { refreshToken } });

  test('refresh rotates the token, and replaying a rotated one later revokes the family', async () => {
    const session = await api.signIn(demo.student);
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    const next = first.body.content.refreshToken as string;
    expect(next).not.toBe(session.refreshToken);
    api.clock.advance((refreshGraceSeconds + 1) * 1000);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    // The legitimate successor dies with the family, and so do its access tokens.
    expect((await refresh(next)).status).toBe(401);
    const read = await api.request('GET', `/students/${session.studentId}`, {
      token: first.body.content.accessToken,
    });
    expect(read.status).toBe(401);
  });

  test('twenty tabs refreshing one session at once all keep it, with one new token', async () => {
    const session = await api.signIn(demo.student);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refresh(session.refreshToken)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const tokens = new Set(answers.map((a) => a.body.content.refreshToken));
    expect(tokens.size).toBe(1);
    const [next] = tokens;
    // A tab arriving after the next exchange gets the newest token, not a spent one.
    const second = await refresh(next);
    expect(second.status).toBe(200);
    const late = await refresh(session.refreshToken);
    expect(late.body.content.refreshToken).toBe(second.body.content.refreshToken);
    for (const answer of [...answers, second, late]) {
      const read = await api.request('GET', `/students/${session.studentId}`, {
        token: answer.body.content.accessToken,
      });
      expect(read.status).toBe(200);
    }
    api.clock.advance((refreshGraceSeconds + 1) * 1000);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await refresh(second.body.content.refreshToken)).status).toBe(401);
  });

  test('logout ends that session at once, access token included, and no other', async () => {
    const session = await api.signIn(demo.student);
    const other = await api.signIn(demo.student);
    const read = (token: string) => api.request('GET', `/students/${session.studentId}`, { token });
    expect((await read(session.accessToken)).status).toBe(200);
    await api.request('POST', `/students/${session.studentId}/logout`, {
      token: session.accessToken,
    });
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await read(session.accessToken)).status).toBe(401);
    expect((await read(other.accessToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  test('another instance on the same database refuses a revoked session within seconds', async () => {
    const session = await api.signIn(demo.student);
    const elsewhere = new TokenService(api.services.db, await loadSecrets(api.dataDir), api.clock);
    expect((await elsewhere.verifyAccessToken(session.accessToken)).userId).toBeGreaterThan(0);
    await api.services.tokens.revokeSession(
      (await elsewhere.verifyAccessToken(session.accessToken)).sessionId!,
    );
    api.clock.advance(revocationPollMs + 1);
    // The first call after the poll interval starts the read; the refusal follows it.
    await elsewhere.verifyAccessToken(session.accessToken).catch(() => undefined);
    await new Promise((done) => setTimeout(done, 50));
    await expect(elsewhere.verifyAccessToken(session.accessToken)).rejects.toMatchObject({
      status: 401,
    });
  });

  test('a password change signs out every other session of the account', async () => {
    const email = 'password.change@demo.test';
    const created = await api.request('POST', '/auth/signup', {
      body: { email, password: 'Welcome2026', firstName: 'Pat', lastName: 'Change' },
    });
    expect(created.status).toBe(201);
    const mine = await api.signIn(email);
    const phone = await api.signIn(email);
    const changed = await api.request('PUT', '/account/password', {
      token: mine.accessToken,
      body: { currentPassword: 'Welcome2026', newPassword: 'Changed2026' },
    });
    expect(changed.status).toBe(204);
    const read = (token: string) => api.request('GET', `/students/${mine.studentId}`, { token });
    expect((await read(phone.accessToken)).status).toBe(401);
    expect((await refresh(phone.refreshToken)).status).toBe(401);
    expect((await read(mine.accessToken)).status).toBe(200);
    expect((await refresh(mine.refreshToken)).status).toBe(200);
  });

  test('wrong current passwords are throttled like sign-in', async () => {
    const email = 'password.guess@demo.test';
    await api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, firstName: 'Guess', lastName: 'Who' },
    });
    const session = await api.signIn(email);
    const attempt = (currentPassword: string) =>
      api.request('PUT', '/account/password', {
        token: session.accessToken,
        body: { currentPassword, newPassword: 'Another2026' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await attempt(`Wrong${i}2026`)).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(400));
    expect(statuses.slice(5)).toEqual(Array(3).fill(429));
    expect((await attempt(demoPassword)).status).toBe(429);
    // The lock, and this client address's count, end with their window.
    api.clock.advance(16 * 60_000);
  });

  test('the current password of an e-mail change is throttled the same way', async () => {
    const email = 'email.guess@demo.test';
    await api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, firstName: 'Mail', lastName: 'Guess' },
    });
    let session = await api.signIn(email);
    const attempt = (currentPassword: string) =>
      api.request('PUT', '/account/email', {
        token: session.accessToken,
        body: { email: 'email.taken@demo.test', currentPassword },
      });
    const answers = [];
    for (let i = 0; i < 15; i += 1) answers.push(await attempt(`Wrong${i}2026`));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual(Array(5).fill(400));
    expect(answers.slice(5).map((a) => a.status)).toEqual(Array(10).fill(429));
    const refused = answers[14]!;
    expect(refused.body).toMatchObject({ key: 'tooManyRequests' });
    const wait = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(wait) && wait > 0 && wait <= 15 * 60).toBe(true);
    expect((await attempt(demoPassword)).status).toBe(429);
    // Once the lock's window has passed (the access token with it), the right password works.
    api.clock.advance(16 * 60_000);
    session = await api.signIn(email);
    expect((await attempt(demoPassword)).status).toBe(202);
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
  });

  test('reset links are limited per asking client, whatever the accounts asked about', async () => {
    api.clock.advance(resetLinkPolicy.windowMs);
    const ask = (email: string) =>
      api.request('POST', '/auth/forgot_password', { body: { email } });
    const asked = ['nobody@demo.test', demo.unverified, 'noone@demo.test', demo.student];
    for (const email of asked) expect((await ask(email)).status).toBe(202);
    expect((await ask('anyone@demo.test')).status).toBe(202);
    const refused = await ask(demo.studentCoach);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ key: 'tooManyRequests' });
    const wait = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(wait) && wait > 0 && wait <= 15 * 60).toBe(true);
    const resetMails = (email: string) =>
      api
        .request('GET', `/dev/mailbox?email=${email}`)
        .then((r) =>
          (r.body.content as { subject: string }[]).filter((m) => /Reset/.test(m.subject)),
        );
    expect(await resetMails('nobody@demo.test')).toEqual([]);
    expect(await resetMails(demo.unverified)).toHaveLength(1);
    api.clock.advance(resetLinkPolicy.windowMs);
    expect((await ask('nobody@demo.test')).status).toBe(202);
  });

  test('an address gets one reset mail a minute; further asks answer alike and send nothing', async () => {
    api.clock.advance(resetLinkPolicy.windowMs);
    const ask = () => api.request('POST', '/auth/forgot_password', { body: { email: demo.coach } });
    const mails = async () =>
      (await api.request('GET', `/dev/mailbox?email=${demo.coach}`)).body.content.length as number;
    const before = await mails();
    expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(202);
    expect(await mails()).toBe(before + 1);
    api.clock.advance(resetMailPolicy.windowMs);
    expect((await ask()).status).toBe(202);
    expect(await mails()).toBe(before + 2);
  });

  test('before answering, forgot password does the same work whether the account exists or not', async () => {
    api.clock.advance(resetLinkPolicy.windowMs);
    const { services } = api;
    const statements: string[] = [];
    const query = services.db.query.bind(services.db);
    const left: (() => Promise<void>)[] = [];
    const run = services.afterAnswer.run.bind(services.afterAnswer);
    // Held, not run: what the request does before its answer is recorded alone.
    const spies = [
      vi.spyOn(services.db, 'query').mockImplementation((sql, params) => {
        statements.push(sql);
        return query(sql, params);
      }),
      vi.spyOn(services.afterAnswer, 'run').mockImplementation((what, work) => {
        left.push(() => Promise.resolve(run(what, work)));
      }),
    ];
    const workBeforeAnswer = async (email: string) => {
      statements.length = 0;
      const answer = await api.request('POST', '/auth/forgot_password', { body: { email } });
      return { status: answer.status, body: answer.body, statements: [...statements] };
    };
    try {
      // The client's first request of a window also sweeps ended windows: both compared follow it.
      await workBeforeAnswer('first.of.the.window@demo.test');
      const known = await workBeforeAnswer(demo.studentCoach);
      const unknown = await workBeforeAnswer('no.such.account@demo.test');
      expect(unknown).toEqual(known);
      expect(known.statements.length).toBeGreaterThan(0);
      expect(left).toHaveLength(3);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    // The held work, run now, mails the account that exists.
    for (const work of left) await work();
    await services.afterAnswer.settled();
    const newest = (await api.request('GET', `/dev/mailbox?email=${demo.studentCoach}`)).body
      .content[0];
    expect(newest.subject).toBe('Reset your password');
    expect(Date.parse(newest.sentAt)).toBeGreaterThanOrEqual(api.clock.now() - 1_000);
  });
});

describe('links in e-mails', () => {
  const newestMail = async (email: string) =>
    (await api.request('GET', `/dev/mailbox?email=${email}`)).body.content[0] as {
      code: string;
      link: string;
    };
  // Each request in a minute of its own, each test in a quarter hour: every one is mailed.
  const forgotFrom = (origin: string | undefined) => {
    api.clock.advance(resetMailPolicy.windowMs);
    return api.request('POST', '/auth/forgot_password', {
      body: { email: demo.studentCoach },
      headers: origin ? { origin } : {},
    });
  };
  beforeEach(() => api.clock.advance(resetLinkPolicy.windowMs));

  test('a reset link opens the calling app on its own reset route', async () => {
    expect((await forgotFrom(appOrigin)).status).toBe(202);
    const portal = await newestMail(demo.studentCoach);
    expect(portal.link).toBe(`${appOrigin}/reset-password?token=${portal.code}`);

    expect((await forgotFrom(coachAppOrigin)).status).toBe(202);
    const coach = await newestMail(demo.studentCoach);
    expect(coach.link).toBe(`${coachAppOrigin}/reset-account-password?token=${coach.code}`);
  });

  test('a foreign or missing Origin never gets its own host into the link', async () => {
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

describe('what a sign-up says it wants', () => {
  test('the program track and dates are kept on the record; none when not given', async () => {
    const interest = {
      programTrack: 'HEALTH_COACH',
      startDate: '2027-01-10',
      graduationDate: '2027-12-10',
    };
    const created = await api.request('POST', '/auth/signup', {
      body: {
        email: 'interest@demo.test',
        password: demoPassword,
        firstName: 'Ines',
        lastName: 'Garza',
        ...interest,
      },
    });
    expect(created.status).toBe(201);
    const student = await api.signIn('interest@demo.test');
    const record = await api.request('GET', `/students/${student.studentId}`, {
      token: student.accessToken,
    });
    expect(record.body.content.enrollmentInterest).toEqual(interest);

    const plainSignUp = await api.request('POST', '/auth/signup', {
      body: { email: 'plain@demo.test', password: demoPassword, firstName: 'Pat', lastName: 'Lee' },
    });
    expect(plainSignUp.status, JSON.stringify(plainSignUp.body)).toBe(201);
    const plain = await api.signIn('plain@demo.test');
    const plainRecord = await api.request('GET', `/students/${plain.studentId}`, {
      token: plain.accessToken,
    });
    expect(plainRecord.body.content).not.toHaveProperty('enrollmentInterest');
  });
});

describe('codes and reset links end', () => {
  let accounts = 0;
  /** A new account (its verification code mailed) and a session of it. */
  const newAccount = async () => {
    accounts += 1;
    const email = `codes${accounts}@demo.test`;
    const created = await api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, firstName: 'Code', lastName: 'Holder' },
    });
    expect(created.status).toBe(201);
    return { email, session: await api.signIn(email) };
  };
  const newestCode = async (email: string) =>
    (await api.request('GET', `/dev/mailbox?email=${email}`)).body.content[0].code as string;
  const resetLink = async (email: string) => {
    api.clock.advance(resetMailPolicy.windowMs);
    expect((await api.request('POST', '/auth/forgot_password', { body: { email } })).status).toBe(
      202,
    );
    return newestCode(email);
  };
  const reset = (token: string) =>
    api.request('POST', '/auth/reset_password', { body: { token, password: 'Reset2026x' } });
  const changePassword = (accessToken: string) =>
    api.request('PUT', '/account/password', {
      token: accessToken,
      body: { currentPassword: demoPassword, newPassword: 'Changed2026' },
    });
  const verify = (accessToken: string, code: string) =>
    api.request('POST', '/auth/verify_email', { token: accessToken, body: { code } });

  test('a reset link mailed before a password change no longer resets it', async () => {
    const { email, session } = await newAccount();
    const token = await resetLink(email);
    expect((await changePassword(session.accessToken)).status).toBe(204);
    expect((await reset(token)).body.key).toBe('invalidToken');
  });

  test('a verification code mailed before a password change no longer verifies', async () => {
    const { email, session } = await newAccount();
    const code = await newestCode(email);
    expect((await changePassword(session.accessToken)).status).toBe(204);
    expect((await verify(session.accessToken, code)).body.key).toBe('verificationCodeError');
  });

  test('using one reset link ends every other one of the account', async () => {
    const { email } = await newAccount();
    const older = await resetLink(email);
    const newer = await resetLink(email);
    expect(newer).not.toBe(older);
    expect((await reset(newer)).status).toBe(204);
    expect((await reset(older)).body.key).toBe('invalidToken');
    expect((await reset(newer)).body.key).toBe('invalidToken');
  });

  test('a verification code takes five attempts: the sixth fails even with the right code', async () => {
    const { email, session } = await newAccount();
    const code = await newestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(session.accessToken, wrong)).body.key).toBe('verificationCodeError');
    }
    expect((await verify(session.accessToken, code)).body.key).toBe('verificationCodeError');
    api.clock.advance(61_000);
    const resent = await api.request('POST', '/auth/resend_verification', {
      token: session.accessToken,
    });
    expect(resent.status).toBe(202);
    const verified = await verify(session.accessToken, await newestCode(email));
    expect(verified.body.content.isVerifiedEmail).toBe(true);
  });

  test('a new verification code replaces the one mailed before', async () => {
    const { email, session } = await newAccount();
    const first = await newestCode(email);
    api.clock.advance(61_000);
    await api.request('POST', '/auth/resend_verification', { token: session.accessToken });
    const second = await newestCode(email);
    if (first !== second) {
      expect((await verify(session.accessToken, first)).body.key).toBe('verificationCodeError');
    }
    expect((await verify(session.accessToken, second)).status).toBe(200);
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
    // From that address, even the right password waits until the lock expires.
    expect((await signIn(demo.coach, demoPassword, 'coach')).status).toBe(429);
    api.clock.advance(16 * 60_000);
    expect((await signIn(demo.coach, demoPassword, 'coach')).status).toBe(200);
  });
});
