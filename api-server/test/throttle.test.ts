import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SignInThrottle } from '../src/auth/throttle.js';
import type { TestApi } from './harness.js';
import { openTestApi } from './harness.js';

// The throttle against a real database, with its waits recorded instead of slept. Each test uses
// its own accounts and addresses.
let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
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

describe('failed sign-ins', () => {
  test('per account: two are free, each further one waits 200 ms more, the sixth attempt is refused', async () => {
    const { waitBefore, fail } = throttle();
    const waits = [];
    for (let failures = 0; failures < 5; failures += 1) {
      waits.push(await waitBefore('dana@demo.test', '10.0.0.1'));
      await fail('dana@demo.test', '10.0.0.1', 1);
    }
    expect(waits).toEqual(['none', 'none', 'none', 200, 400]);
    await expect(waitBefore('dana@demo.test', '10.0.0.1')).rejects.toMatchObject({
      status: 429,
      key: 'tooManyRequests',
      message: 'Too many failed sign-in attempts; try again later',
    });
  });

  test('per address: ten are free across accounts, then each waits 100 ms more', async () => {
    const { waitBefore, fail } = throttle();
    for (let i = 0; i < 12; i += 1) await fail(`guess${i}@demo.test`, '10.0.0.2', 1);
    expect(await waitBefore('someone@demo.test', '10.0.0.2')).toBe(200);
    expect(await waitBefore('someone@demo.test', '10.0.0.3')).toBe('none');
  });

  test('the longer of the two waits applies', async () => {
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

  test("a successful sign-in clears the account's failures", async () => {
    const { subject, waitBefore, fail } = throttle();
    await fail('gail@demo.test', '10.0.0.6', 4);
    await subject.recordSuccess('gail@demo.test');
    expect(await waitBefore('gail@demo.test', '10.0.0.6')).toBe('none');
  });

  test('an e-mail counts as one account whatever its case and surrounding spaces', async () => {
    const { subject, waitBefore, fail } = throttle();
    await fail(' Hana@Demo.test ', '10.0.0.7', 3);
    expect(await waitBefore('hana@demo.test', '10.0.0.8')).toBe(200);
    await subject.recordSuccess('HANA@demo.test');
    expect(await waitBefore('hana@demo.test', '10.0.0.8')).toBe('none');
  });
});
