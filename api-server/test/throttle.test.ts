import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SignInThrottle } from '../src/auth/throttle.js';
import {
  signUpPolicy,
  takenAddressNoticePolicy,
  takenAddressPolicy,
} from '../src/http/request-quota.js';
import type { Json, TestApi } from './harness.js';
import { appOrigin, demo, demoPassword, openTestApi } from './harness.js';

// The throttle against a real database, with its waits recorded instead of slept. Each test uses
// its own accounts and addresses. The API behind one proxy: X-Forwarded-For names the client.
let api: TestApi;
beforeAll(async () => {
  api = await openTestApi({ trustProxy: 1 });
});
afterAll(() => api.close());

function throttle() {
  const waits: number[] = [];
  const subject = new SignInThrottle(api.services.db, api.clock, async (ms) => {
    waits.push(ms);
  });
  /** The wait of the next attempt at `account` from `address`: no timer at all for none. */
  const waitBefore = async (account: string, address: string) => {
    waits.length = 0;
    await subject.check({ account, address });
    if (waits.length === 0) return 'none';
    expect(waits).toHaveLength(1);
    return waits[0];
  };
  /** Attempts that never get the password right; refused ones count as well. */
  const fail = async (account: string, address: string, times: number) => {
    for (let i = 0; i < times; i += 1) {
      await subject.check({ account, address }).catch((error: unknown) => {
        expect(error).toMatchObject(refused);
      });
    }
  };
  return { subject, waitBefore, fail };
}

const refused = { status: 429, key: 'tooManyRequests' };

const signIn = (email: string, password: string, from: string, as = 'student') =>
  api.request('POST', `/auth/signin/${as}`, {
    body: { email, password },
    headers: { 'x-forwarded-for': from },
  });

describe('sign-in attempts', () => {
  test('per account: three are free, then each waits 200 ms more, up to 5 s, and none is refused', async () => {
    const { waitBefore } = throttle();
    const waits = [];
    for (let i = 0; i < 5; i += 1) waits.push(await waitBefore('dana@demo.test', `10.0.1.${i}`));
    expect(waits).toEqual(['none', 'none', 'none', 200, 400]);
    for (let i = 0; i < 60; i += 1) await waitBefore('dana@demo.test', `10.0.2.${i}`);
    expect(await waitBefore('dana@demo.test', '10.0.3.1')).toBe(5_000);
  });

  test('one address at one account waits 1 s, 2 s, 3 s, then that pair alone is refused', async () => {
    const { waitBefore } = throttle();
    const waits = [];
    for (let i = 0; i < 5; i += 1) waits.push(await waitBefore('ivan@demo.test', '10.0.0.9'));
    expect(waits).toEqual(['none', 'none', 1_000, 2_000, 3_000]);
    const refusal = await waitBefore('ivan@demo.test', '10.0.0.9').catch((error) => error);
    expect(refusal).toMatchObject({
      ...refused,
      message: 'Too many failed sign-in attempts; try again later',
    });
    expect(refusal.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    // The account has had 7 attempts: slowed, not refused, from another address.
    expect(await waitBefore('ivan@demo.test', '10.0.0.10')).toBe(800);
    expect(await waitBefore('jo@demo.test', '10.0.0.9')).toBe('none');
    api.clock.advance(15 * 60_000);
    expect(await waitBefore('ivan@demo.test', '10.0.0.9')).toBe('none');
  });

  test('of parallel attempts from one address at one account, five get through', async () => {
    const { subject } = throttle();
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        subject.check({ account: 'lena@demo.test', address: '10.9.0.1' }),
      ),
    );
    const refusals = attempts.filter((a) => a.status === 'rejected').map((a) => a.reason);
    expect(refusals).toHaveLength(7);
    for (const refusal of refusals) expect(refusal).toMatchObject(refused);
  });

  test('an attack from fifty addresses slows the owner down by at most 5 s, never refuses them', async () => {
    const { fail, waitBefore } = throttle();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => fail('mona@demo.test', `10.8.${i}.1`, 8)),
    );
    expect(await waitBefore('mona@demo.test', '10.8.99.1')).toBe(5_000);
    await expect(waitBefore('mona@demo.test', '10.8.0.1')).rejects.toMatchObject(refused);
  });

  test('per address: ten are free across accounts, then each waits 100 ms more, the 21st is refused', async () => {
    const { waitBefore, fail } = throttle();
    for (let i = 0; i < 12; i += 1) await fail(`guess${i}@demo.test`, '10.0.0.2', 1);
    expect(await waitBefore('someone@demo.test', '10.0.0.2')).toBe(300);
    expect(await waitBefore('someone@demo.test', '10.0.0.3')).toBe('none');
    for (let i = 12; i < 18; i += 1) await fail(`guess${i}@demo.test`, '10.0.0.2', 1);
    expect(await waitBefore('guess@demo.test', '10.0.0.2')).toBe(1_000);
    await expect(waitBefore('someone.else@demo.test', '10.0.0.2')).rejects.toMatchObject(refused);
    expect(await waitBefore('guess@demo.test', '10.0.0.3')).toBe('none');
  });

  test('a right password does not count against its address', async () => {
    const { subject, waitBefore } = throttle();
    for (let i = 0; i < 30; i += 1) {
      const keys = { account: `member${i}@demo.test`, address: '10.0.0.20' };
      await subject.check(keys);
      await subject.recordSuccess(keys);
    }
    expect(await waitBefore('member@demo.test', '10.0.0.20')).toBe('none');
  });

  test('the longest of the waits applies', async () => {
    const { waitBefore, fail } = throttle();
    for (let i = 0; i < 3; i += 1) await fail('erin@demo.test', `10.0.0.4${i}`, 1);
    for (let i = 0; i < 12; i += 1) await fail(`other${i}@demo.test`, '10.0.0.4', 1);
    // Account: (4 − 3) × 200 = 200 ms; address: (13 − 10) × 100 = 300 ms; pair: its first.
    expect(await waitBefore('erin@demo.test', '10.0.0.4')).toBe(300);
  });

  test('attempts older than the window no longer count', async () => {
    const { waitBefore, fail } = throttle();
    await fail('finn@demo.test', '10.0.0.5', 4);
    api.clock.advance(16 * 60_000);
    expect(await waitBefore('finn@demo.test', '10.0.0.5')).toBe('none');
  });

  test("the right password clears the account's count and that address's at it", async () => {
    const { subject, waitBefore, fail } = throttle();
    await fail('gail@demo.test', '10.0.0.6', 5);
    await fail('gail@demo.test', '10.0.0.16', 5);
    await subject.recordSuccess({ account: 'gail@demo.test', address: '10.0.0.6' });
    expect(await waitBefore('gail@demo.test', '10.0.0.6')).toBe('none');
    await expect(waitBefore('gail@demo.test', '10.0.0.16')).rejects.toMatchObject(refused);
  });

  test("a password reset clears every address's count at the account", async () => {
    const { subject, waitBefore, fail } = throttle();
    await fail('kim@demo.test', '10.0.0.11', 6);
    await fail('kim@demo.test', '10.0.0.12', 6);
    await fail('kim.other@demo.test', '10.0.0.13', 5);
    await subject.clearAccount('Kim@demo.test');
    expect(await waitBefore('kim@demo.test', '10.0.0.11')).toBe('none');
    expect(await waitBefore('kim@demo.test', '10.0.0.12')).toBe('none');
    await expect(waitBefore('kim.other@demo.test', '10.0.0.13')).rejects.toMatchObject(refused);
  });

  test('an e-mail counts as one account whatever its case and surrounding spaces', async () => {
    const { subject, waitBefore, fail } = throttle();
    await fail(' Hana@Demo.test ', '10.0.0.7', 3);
    expect(await waitBefore('hana@demo.test', '10.0.0.8')).toBe(200);
    await subject.recordSuccess({ account: 'HANA@demo.test', address: '10.0.0.8' });
    expect(await waitBefore('hana@demo.test', '10.0.0.8')).toBe('none');
  });
});

describe('sign-in from several addresses (behind one trusted proxy)', () => {
  // Each failure hashes a password (the decoy's for unknown e-mails) and waits out its delay.
  const hashing = { timeout: 180_000 };

  test(
    'five wrong passwords from one address do not keep the owner out from another',
    hashing,
    async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn(demo.coach, 'Wrong2026x', '198.51.100.1', 'coach')).status).toBe(401);
      }
      expect((await signIn(demo.coach, demoPassword, '198.51.100.1', 'coach')).status).toBe(429);
      expect((await signIn(demo.coach, demoPassword, '198.51.100.2', 'coach')).status).toBe(200);
    },
  );

  test('twenty failures with unknown e-mails refuse that address only', hashing, async () => {
    for (let i = 0; i < 20; i += 1) {
      const wrong = await signIn(`nobody${i}@demo.test`, 'Wrong2026x', '198.51.100.3');
      expect(wrong.body.key).toBe('failedLogin');
    }
    expect((await signIn(demo.student, demoPassword, '198.51.100.3')).status).toBe(429);
    expect((await signIn(demo.student, demoPassword, '198.51.100.4')).status).toBe(200);
  });

  test(
    'a completed reset lets the owner in again where their own guesses were refused',
    hashing,
    async () => {
      const home = '198.51.100.8';
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn(demo.unverified, 'Forgotten2026', home)).status).toBe(401);
      }
      expect((await signIn(demo.unverified, demoPassword, home)).status).toBe(429);
      const forgot = await api.request('POST', '/auth/forgot_password', {
        body: { email: demo.unverified },
        headers: { 'x-forwarded-for': home },
      });
      expect(forgot.status).toBe(202);
      const mail = (await api.request('GET', `/dev/mailbox?email=${demo.unverified}`)).body
        .content[0];
      expect(mail.link).toContain('/reset-password?token=');
      const reset = await api.request('POST', '/auth/reset_password', {
        body: { token: mail.code, password: 'Remembered2026' },
      });
      expect(reset.status).toBe(204);
      expect((await signIn(demo.unverified, 'Remembered2026', home)).status).toBe(200);
    },
  );

  test('an unknown e-mail answers exactly as a known one does', hashing, async () => {
    const answers = async (email: string, from: string) => {
      const keys: string[] = [];
      for (let i = 0; i < 6; i += 1) keys.push((await signIn(email, 'Wrong2026x', from)).body.key);
      return keys;
    };
    const known = await answers(demo.studentCoach, '198.51.100.5');
    expect(known).toEqual([...Array(5).fill('failedLogin'), 'tooManyRequests']);
    expect(await answers('ghost@demo.test', '198.51.100.6')).toEqual(known);
  });
});

describe('an owner under attack from fifty addresses (behind one trusted proxy)', () => {
  const owner = 'besieged.owner@demo.test';
  const attackers = Array.from({ length: 50 }, (_, i) => `203.0.113.${i + 1}`);
  const mailbox = async (email: string) =>
    (await api.request('GET', `/dev/mailbox?email=${email}`)).body.content as {
      subject: string;
      code?: string;
    }[];
  const forgot = (email: string, from: string) =>
    api.request('POST', '/auth/forgot_password', {
      body: { email },
      headers: { 'x-forwarded-for': from },
    });
  /** Every attacker guesses the owner's password `times` times and asks for a reset link. */
  const attack = (times: number) =>
    Promise.all(
      attackers.map(async (from) => {
        const statuses = [];
        for (let i = 0; i < times; i += 1) {
          statuses.push((await signIn(owner, 'Wrong2026x', from)).status);
          statuses.push((await forgot(owner, from)).status);
        }
        return statuses;
      }),
    );

  beforeAll(async () => {
    const created = await api.request('POST', '/auth/signup', {
      body: { email: owner, password: demoPassword, firstName: 'Olga', lastName: 'Owner' },
      headers: { 'x-forwarded-for': '198.51.100.90' },
    });
    expect(created.status).toBe(201);
    // Within one minute of the server's time, however long the machine takes.
    api.clock.stop();
  });
  afterAll(() => api.clock.start());

  test(
    'the owner signs in from a new address, and resets the password, while it goes on',
    { timeout: 300_000 },
    async () => {
      const firstWave = await attack(3);
      for (const statuses of firstWave) expect(statuses).toEqual([401, 202, 401, 202, 401, 202]);
      const secondWave = attack(3);

      const signedIn = await signIn(owner, demoPassword, '198.51.100.91');
      expect(signedIn.status).toBe(200);

      expect((await forgot(owner, '198.51.100.91')).status).toBe(202);
      // A hundred requests and the owner's own, within one minute: one mail, which the owner uses.
      const resetMails = (await mailbox(owner)).filter((m) => m.subject === 'Reset your password');
      expect(resetMails).toHaveLength(1);
      const reset = await api.request('POST', '/auth/reset_password', {
        body: { token: resetMails[0]!.code, password: 'Regained2026' },
      });
      expect(reset.status).toBe(204);
      expect((await signIn(owner, 'Regained2026', '198.51.100.92')).status).toBe(200);

      // Each attacker was held to its own limit of reset requests (its sign-ins, to its pair's).
      for (const statuses of await secondWave) {
        expect(statuses.filter((s) => s === 202)).toHaveLength(2);
        expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
      }
    },
  );
});

describe('sign-up from one address (behind one trusted proxy)', () => {
  const signUp = (email: string, from: string, role: 'STUDENT' | 'COACH' = 'STUDENT') =>
    api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, firstName: 'Ana', lastName: 'Ruiz', role },
      headers: { 'x-forwarded-for': from },
    });

  test('is bounded per hour, refused tries included, for students and coaches alike', async () => {
    for (let i = 0; i < signUpPolicy.limit; i += 1)
      expect((await signUp(`bounded${i}@demo.test`, '198.51.100.70')).status).toBe(201);
    for (const role of ['STUDENT', 'COACH'] as const) {
      const refused = await signUp(`new.${role.toLowerCase()}@demo.test`, '198.51.100.70', role);
      expect(refused.status).toBe(429);
      expect(refused.body.key).toBe('tooManyRequests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await signUp('other.address@demo.test', '198.51.100.71', 'COACH')).status).toBe(201);
    api.clock.advance(signUpPolicy.windowMs);
    expect((await signUp('an.hour.later@demo.test', '198.51.100.70')).status).toBe(201);
  });

  test('says an address is taken a few times an hour, then refuses every sign-up', async () => {
    // A taken address is answered before any password is hashed.
    for (let i = 0; i < takenAddressPolicy.limit; i += 1) {
      const taken = await signUp(demo.student, '198.51.100.72');
      expect(taken.status).toBe(409);
      expect(taken.body.key).toBe('usernameAlreadyExists');
    }
    for (const email of [demo.coach, 'free.address@demo.test']) {
      const refused = await signUp(email, '198.51.100.72');
      expect(refused.status).toBe(429);
      expect(refused.body.key).toBe('tooManyRequests');
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait > 0 && wait <= 60 * 60).toBe(true);
    }
    expect((await signUp(demo.coach, '198.51.100.73')).status).toBe(409);
    api.clock.advance(takenAddressPolicy.windowMs);
    expect((await signUp('free.address@demo.test', '198.51.100.72')).status).toBe(201);
  });

  test("tells the taken address's owner, in their language, once an hour", async () => {
    const owner = 'taken.owner@demo.test';
    expect((await signUp(owner, '198.51.100.74')).status).toBe(201);
    const session = await api.signIn(owner);
    await api.request('PUT', '/account/language', {
      token: session.accessToken,
      body: { languageIso2LetterCode: 'ES' },
    });
    const notices = async () =>
      ((await api.request('GET', `/dev/mailbox?email=${owner}`)).body.content as Json[]).filter(
        (m) => !m.code,
      );
    expect((await signUp(owner, '198.51.100.75')).status).toBe(409);
    expect((await signUp(owner.toUpperCase(), '198.51.100.76')).status).toBe(409);
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice.subject).toBe(
      'Alguien intentó registrarse con tu dirección de correo electrónico',
    );
    expect(notice.text).toContain(`${appOrigin}/forgot-password`);
    api.clock.advance(takenAddressNoticePolicy.windowMs);
    expect((await signUp(owner, '198.51.100.77')).status).toBe(409);
    expect(await notices()).toHaveLength(2);
  });
});
