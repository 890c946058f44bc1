// What outlives its use is removed by an hourly job, by the API's clock: old idempotency answers,
// codes and refresh tokens past their expiry, and idle accounts whose address was never verified
// (the address is then free again); an account holding anything is kept.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { unverifiedAccountDays } from '@hci/rules';
import { jobWork } from '../src/jobs/index.js';
import type { TestApi } from './harness.js';
import { demo, demoPassword, openTestApi } from './harness.js';
import { addCard } from './requests.js';

let api: TestApi;
const dayMs = 86_400_000;

beforeAll(async () => {
  api = await openTestApi();
  api.clock.stop();
});
afterAll(() => api.close());

/** Sends the hourly job as pg-boss's schedule does, and runs it. */
const runHousekeeping = async () => {
  await api.services.queue.send([{ queue: 'housekeeping', data: {}, key: `${api.clock.now()}` }]);
  await api.services.queue.runDue(jobWork(api.services));
};

const signUp = (email: string) =>
  api.request('POST', '/auth/signup', {
    body: { email, password: demoPassword, firstName: 'Idle', lastName: 'Reader' },
  });

const count = async (sql: string, params: unknown[] = []) => {
  const [row] = await api.services.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${sql}) x`,
    params as string[],
  );
  return row!.n;
};
const userExists = (email: string) => count('SELECT 1 FROM users WHERE email = $1', [email]);

describe('housekeeping', () => {
  test('removes what has expired, and idle unverified accounts after their days, as a job', async () => {
    const idle = 'idle.unverified@demo.test';
    const holding = 'holding.unverified@demo.test';
    expect((await signUp(idle)).status).toBe(201);
    expect((await signUp(holding)).status).toBe(201);
    // An unverified account may add a card: it then holds something and is kept.
    const holder = await api.signIn(holding);
    expect((await addCard(api, holder, '4242424242424242')).status).toBe(201);
    await api.signIn(demo.student);
    const [user] = await api.services.db.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [demo.student],
    );
    await api.services.db.query(
      `INSERT INTO idempotent_requests (user_id, operation, key, fingerprint, status, body, created_at)
       VALUES ($1, 'payPaymentPlan', 'k-1', 'f', 200, '{}', $2)`,
      [user!.id, new Date(api.clock.now()).toISOString()],
    );
    const codes = () => count('SELECT 1 FROM verification_codes');
    const tokens = () => count('SELECT 1 FROM refresh_tokens');
    const answers = () => count('SELECT 1 FROM idempotent_requests');
    expect(await codes()).toBeGreaterThan(0);
    expect(await tokens()).toBeGreaterThan(0);

    // Nothing has expired yet: nothing goes.
    await runHousekeeping();
    expect(await answers()).toBe(1);
    expect(await userExists(idle)).toBe(1);

    // Two days on: the day-old answer and the expired codes are gone; the accounts stay.
    api.clock.advance(2 * dayMs);
    const tokensBefore = await tokens();
    await runHousekeeping();
    expect(await answers()).toBe(0);
    expect(
      await count('SELECT 1 FROM verification_codes WHERE expires_at < $1', [
        new Date(api.clock.now() - dayMs).toISOString(),
      ]),
    ).toBe(0);
    expect(await userExists(idle)).toBe(1);

    // A day short of the unverified account's days: kept.
    api.clock.advance((unverifiedAccountDays - 3) * dayMs);
    await runHousekeeping();
    expect(await userExists(idle)).toBe(1);

    // Past them: the idle one is gone and its address free again; the one holding a card stays,
    // as do the verified demo accounts. Refresh tokens past their expiry went too.
    api.clock.advance(2 * dayMs);
    await runHousekeeping();
    expect(await userExists(idle)).toBe(0);
    expect(await userExists(holding)).toBe(1);
    expect(await userExists(demo.student)).toBe(1);
    expect(await tokens()).toBeLessThan(tokensBefore);
    expect(
      await count('SELECT 1 FROM refresh_tokens WHERE expires_at < $1', [
        new Date(api.clock.now() - dayMs).toISOString(),
      ]),
    ).toBe(0);
    expect((await signUp(idle)).status).toBe(201);
  });
});
