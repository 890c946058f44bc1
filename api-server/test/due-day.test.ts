// A due day on two instances of the API at once: each installment due is charged exactly once,
// whichever instance's sweep finds it and whichever worker takes its job.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runDueJobs } from '../src/jobs/index.js';
import type { TestApi } from './harness.js';
import { openTestApi } from './harness.js';
import { dueDayCharges, seedDueDay } from './due-day.js';

let api: TestApi;

beforeAll(async () => {
  api = await openTestApi();
  api.clock.stop();
});
afterAll(() => api.close());

describe('a due day', () => {
  test('two instances charge each installment due exactly once', async () => {
    const count = 150;
    const rows = await seedDueDay(api.services, count);
    const second = await api.sameDatabase(api.clock);
    await Promise.all([runDueJobs(api.services), runDueJobs(second.services)]);
    // Their sweeps once more, as the next minute's would: nothing is charged again.
    await Promise.all([runDueJobs(second.services), runDueJobs(api.services)]);
    expect(await dueDayCharges(api.services, rows)).toEqual({
      attempts: count,
      rows_attempted: count,
      accepted: count,
      paid_rows: count,
    });
    const [charges] = await api.services.db.query<{ made: number }>(
      `SELECT count(*)::int AS made FROM card_charges c JOIN payment_schedule r ON r.plan_id = c.subject_id
       WHERE c.purpose = 'PAYMENT' AND r.id = ANY($1)`,
      [rows],
    );
    expect(charges!.made).toBe(count);
  });
});
