import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { demo, openTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const allocations = () =>
  api.services.db.query(
    'SELECT payment_id, schedule_row_id, amount FROM payment_allocations ORDER BY payment_id, schedule_row_id',
  );
const historyPayments = () =>
  api.services.db.query('SELECT id, payment_id FROM account_history ORDER BY id');

test('payments accepted before their rows were recorded are spread again as settling spreads them', async () => {
  const { db } = api.services;
  const seeded = { allocations: await allocations(), history: await historyPayments() };
  expect(seeded.allocations.length).toBeGreaterThan(0);
  const [owner] = await db.query<{ studentId: number; methodId: number }>(
    `SELECT s.id AS "studentId", m.id AS "methodId" FROM students s JOIN users u ON u.id = s.user_id
     JOIN payment_methods m ON m.student_id = s.id WHERE u.email = $1 LIMIT 1`,
    [demo.student],
  );
  const { studentId, methodId } = owner!;
  // The tables as they were before: no record of what each payment paid.
  await db.exec(`
    DROP TABLE payment_allocations;
    ALTER TABLE account_history DROP COLUMN payment_id;
    DELETE FROM schema_migrations WHERE version = 16;
  `);
  // A plan of three $100 rows: the first paid, the second $60 of it, by two payments that
  // settled one after the other; one payment still in progress and one refused paid nothing.
  const [plan] = await db.query<{ id: number }>(
    `INSERT INTO payment_plans (student_id, name, net_tuition, installment_amount, installment_count)
     VALUES ($1, 'Three rows', 30000, 10000, 3) RETURNING id`,
    [studentId],
  );
  const rows = await db.query<{ id: number }>(
    `INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due, amount_paid)
     VALUES ($1, 1, '2026-01-01', 10000, 10000), ($1, 2, '2026-02-01', 10000, 6000),
       ($1, 3, '2026-03-01', 10000, 0) RETURNING id`,
    [plan!.id],
  );
  const payments = await db.query<{ id: number }>(
    `INSERT INTO payments (student_id, plan_id, payment_method_id, type, amount, status, created_at, settled_at)
     VALUES ($1, $2, $3, 'CUSTOM', 9000, 'ACCEPTED', '2026-01-20T10:00:00Z', '2026-01-20T10:00:02Z'),
       ($1, $2, $3, 'CUSTOM', 7000, 'ACCEPTED', '2026-01-10T10:00:00Z', '2026-01-10T10:00:02Z'),
       ($1, $2, $3, 'CUSTOM', 500, 'IN_PROGRESS', '2026-01-30T10:00:00Z', NULL),
       ($1, $2, $3, 'CUSTOM', 800, 'INVALID', '2026-01-25T10:00:00Z', '2026-01-25T10:00:02Z')
     RETURNING id`,
    [studentId, plan!.id, methodId],
  );
  const [later, earlier] = payments.map((payment) => payment.id);
  const lines = await db.query<{ id: number }>(
    `INSERT INTO account_history (student_id, event_date, type, kind, amount) VALUES
       ($1, '2026-01-10T10:00:00Z', 'PAYMENT', 'PAYMENT_SUBMITTED', 7000),
       ($1, '2026-01-20T10:00:00Z', 'PAYMENT', 'PAYMENT_SUBMITTED', 1234),
       ($1, '2026-01-20T10:00:00Z', 'NOTE', 'INSTALLMENT_PAST_DUE', 9000)
     RETURNING id`,
    [studentId],
  );

  expect(await migrate(db)).toEqual([16]);

  const [first, second] = rows.map((row) => row.id);
  const added = [
    { payment_id: earlier, schedule_row_id: first, amount: 7000 },
    { payment_id: later, schedule_row_id: first, amount: 3000 },
    { payment_id: later, schedule_row_id: second, amount: 6000 },
  ];
  expect(await allocations()).toEqual(
    [...seeded.allocations, ...added].sort(
      (a, b) =>
        Number(a.payment_id) - Number(b.payment_id) ||
        Number(a.schedule_row_id) - Number(b.schedule_row_id),
    ),
  );
  // A payment line names the payment made at its moment for its amount; nothing else does.
  expect(await historyPayments()).toEqual([
    ...seeded.history,
    { id: lines[0]!.id, payment_id: earlier },
    { id: lines[1]!.id, payment_id: null },
    { id: lines[2]!.id, payment_id: null },
  ]);
});
