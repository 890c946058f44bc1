// A due day at scale, for the due-day test and `npm run bench`: `count` students with automatic
// payment on, each with one installment due on `day` and a card that accepts, written in a few
// statements.
import { dayIn } from '@hci/rules';
import type { Services } from '../src/services.js';

/** Writes the students and their due installments; answers the installments' ids. */
export async function seedDueDay(services: Services, count: number): Promise<number[]> {
  const day = dayIn('UTC', services.clock.now());
  const card = services.cards.tokenize({
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
  });
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const rows = await services.db.query<{ id: number }>(
    `WITH u AS (
       INSERT INTO users (email, password_hash, email_verified, time_zone)
       SELECT 'due-' || $4 || '-' || g || '@bench.test', 'none', true, 'UTC'
       FROM generate_series(1, $1::int) g RETURNING id
     ), s AS (
       INSERT INTO students (user_id, first_name, last_name, auto_pay)
       SELECT id, 'Dana', 'Due', true FROM u RETURNING id
     ), m AS (
       INSERT INTO payment_methods
         (student_id, token, brand, last4, exp_month, exp_year, holder_name, fingerprint, is_default)
       SELECT id, $2, 'VISA', '4242', 12, 2031, 'Dana Due', $5, true FROM s
       RETURNING id, student_id
     ), p AS (
       INSERT INTO payment_plans (student_id, name, net_tuition, installment_amount, installment_count)
       SELECT student_id, 'Due day', 10000, 10000, 1 FROM m RETURNING id
     )
     INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due)
     SELECT id, 1, $3::date, 10000 FROM p RETURNING id`,
    [count, card.token, day, tag, card.fingerprint],
  );
  return rows.map((row) => row.id);
}

/** How the seeded installments were charged: attempts, accepted payments, charges made. */
export async function dueDayCharges(services: Services, rowIds: number[]) {
  const [figures] = await services.db.query<{
    attempts: number;
    rows_attempted: number;
    accepted: number;
    paid_rows: number;
  }>(
    `SELECT
       (SELECT count(*)::int FROM installment_charges WHERE schedule_row_id = ANY($1)) AS attempts,
       (SELECT count(DISTINCT schedule_row_id)::int FROM installment_charges
        WHERE schedule_row_id = ANY($1)) AS rows_attempted,
       (SELECT count(*)::int FROM payments p JOIN payment_schedule r ON r.plan_id = p.plan_id
        WHERE r.id = ANY($1) AND p.status = 'ACCEPTED') AS accepted,
       (SELECT count(*)::int FROM payment_schedule WHERE id = ANY($1) AND amount_paid >= amount_due)
         AS paid_rows`,
    [rowIds],
  );
  return figures!;
}
