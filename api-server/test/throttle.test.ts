import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SignInThrottle } from '../src/auth/throttle.js';
import { signUpPolicy } from '../src/http/request-quota.js';
import type { TestApi } from './harness.js';
import { demo, demoPassword, openTestApi } from './harness.js';

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
  /** The wait before the next attempt of `account` from `address`: no timer at all for none. */
  const waitBefore = async (account: string, address: string) => {
    waits.length = 0;
    await subject.check({ account, address });
    if (waits.length === 0) return 'none';
    expect(waits).toHaveLength(1);
    return waits[0];
  };
  const fail = async (account: string, address: string, times: number) => {
    for (let i = 0; i < times; i += 1) await subject.recordFailure({ account, address });
  };
  return { subject, waitBefore, fail };
}

const refused = { status: 429, key: 'tooManyRequests' };

describe('failed sign-ins', () => {
  test('per account: two are free, then each waits 200 ms more, up to 5 s, and none is refused', async () => {
    const { waitBefore, fail } = throttle();
    const waits = [];
    for (let failures = 0; failures < 5; failures += 1) {
      waits.push(await waitBefore('dana@demo.test', `10.0.1.${failures}`));
      await fail('dana@demo.test', `10.0.1.${failures}`, 1);
    }
    expect(waits).toEqual(['none', 'none', 'none', 200, 400]);
    for (let i = 0; i < 4; i += 1) await fail('dana@demo.test', `10.0.2.${i}`, 4);
    expect(await waitBefore('dana@demo.test', '10.0.3.1')).toBe(3_800);
    for (let i = 0; i < 4; i += 1) await fail('dana@demo.test', `10.0.4.${i}`, 4);
    expect(await waitBefore('dana@demo.test', '10.0.3.1')).toBe(5_000);
  });

  test('one address guessing one account is refused at the sixth attempt, that account only', async () => {
    const { waitBefore, fail } = throttle();
    await fail('ivan@demo.test', '10.0.0.9', 5);
    await expect(waitBefore('ivan@demo.test', '10.0.0.9')).rejects.toMatchObject({
      ...refused,
      message: 'Too many failed sign-in attempts; try again later',
    });
    expect(await waitBefore('ivan@demo.test', '10.0.0.10')).toBe(600);
    expect(await waitBefore('jo@demo.test', '10.0.0.9')).toBe('none');
    api.clock.advance(15 * 60_000);
    expect(await waitBefore('ivan@demo.test', '10.0.0.9')).toBe('none');
  });

  test('per address: ten are free across accounts, then each waits 100 ms more, the 21st is refused', async () => {
    const { waitBefore, fail } = throttle();
    await fail('guess@demo.test', '10.0.0.2', 1);
    for (let i = 1; i < 12; i += 1) await fail(`guess${i}@demo.test`, '10.0.0.2', 1);
    expect(await waitBefore('someone@demo.test', '10.0.0.2')).toBe(200);
    expect(await waitBefore('someone@demo.test', '10.0.0.3')).toBe('none');
    for (let i = 12; i < 20; i += 1) await fail(`guess${i}@demo.test`, '10.0.0.2', 1);
    await expect(waitBefore('someone@demo.test', '10.0.0.2')).rejects.toMatchObject(refused);
    expect(await waitBefore('guess@demo.test', '10.0.0.3')).toBe('none');
  });

  test('the longer of the waits applies', async () => {
    const { waitBefore, fail } = throttle();
    await fail('erin@demo.test', '10.0.0.4', 4);
    await fail('other@demo.test', '10.0.0.4', 8);
    // Account: (4 − 2) × 200 = 400 ms; address: (12 − 10) × 100 = 200 ms.
    expect(await waitBefore('erin@demo.test', '10.0.0.4')).toBe(400);
  });

  test('failures older than the window no longer count', async () => {
    const { waitBefore, fail } = throttle();
    await fail('finn@demo.test', '10.0.0.5', 4);
    api.clock.advance(16 * 60_000);
    expect(await waitBefore('finn@demo.test', '10.0.0.5')).toBe('none');
  });

  test("the right password clears the account's failures and that address's guesses at it", async () => {
    const { subject, waitBefore, fail } = throttle();
    await fail('gail@demo.test', '10.0.0.6', 5);
    await fail('gail@demo.test', '10.0.0.16', 5);
    await subject.recordSuccess({ account: 'gail@demo.test', address: '10.0.0.6' });
    expect(await waitBefore('gail@demo.test', '10.0.0.6')).toBe('none');
    await expect(waitBefore('gail@demo.test', '10.0.0.16')).rejects.toMatchObject(refused);
  });

  test("a password reset clears every address's guesses at the account", async () => {
    const { subject, waitBefore, fail } = throttle();
    await fail('kim@demo.test', '10.0.0.11', 5);
    await fail('kim@demo.test', '10.0.0.12', 5);
    await fail('kim.other@demo.test', '10.0.0.12', 5);
    await subject.clearAccount('Kim@demo.test');
    expect(await waitBefore('kim@demo.test', '10.0.0.11')).toBe('none');
    expect(await waitBefore('kim@demo.test', '10.0.0.12')).toBe('none');
    await expect(waitBefore('kim.other@demo.test', '10.0.0.12')).rejects.toMatchObject(refused);
  });

  test('per account: 30 attempts from any addresses, parallel ones included, then 429 to all', async () => {
    const { subject, waitBefore } = throttle();
    const attempts = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        subject.check({ account: 'lena@demo.test', address: `10.9.${i}.1` }),
      ),
    );
    const refusals = attempts.filter((a) => a.status === 'rejected').map((a) => a.reason);
    expect(attempts.length - refusals.length).toBe(30);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject(refused);
      expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
    }
    // The owner too, from an address that never guessed, until a reset link proves the mailbox.
    await expect(waitBefore('lena@demo.test', '10.9.99.1')).rejects.toMatchObject(refused);
    expect(await waitBefore('other.lena@demo.test', '10.9.99.1')).toBe('none');
    await subject.clearAccount('lena@demo.test');
    expect(await waitBefore('lena@demo.test', '10.9.99.1')).toBe('none');
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
  // Each failure hashes a password (the decoy's for unknown e-mails): slow on a busy machine.
  const hashing = { timeout: 180_000 };
  const signIn = (email: string, password: string, from: string, as = 'student') =>
    api.request('POST', `/auth/signin/${as}`, {
      body: { email, password },
      headers: { 'x-forwarded-for': from },
    });

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
    'guesses at one account from ever-changing forwarded addresses stop at its bound',
    hashing,
    async () => {
      const email = demo.unverified;
      const answers = await Promise.all(
        Array.from({ length: 34 }, (_, i) => signIn(email, 'Wrong2026x', `203.0.113.${i + 1}`)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(4);
      const refused = answers.find((a) => a.status === 429)!;
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await signIn(email, demoPassword, '203.0.113.200')).status).toBe(429);
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

describe('sign-up from one address (behind one trusted proxy)', () => {
  const signUp = (email: string, from: string, role: 'STUDENT' | 'COACH' = 'STUDENT') =>
    api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, firstName: 'Ana', lastName: 'Ruiz', role },
      headers: { 'x-forwarded-for': from },
    });

  test('is bounded per hour, refused tries included, for students and coaches alike', async () => {
    // A taken address is refused before any password is hashed, and still counts.
    for (let i = 0; i < signUpPolicy.limit; i += 1)
      expect((await signUp(demo.student, '198.51.100.70')).status).toBe(409);
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
});
