/**
 * What each accepted payment paid: the schedule rows it went to and how much of it each took, so a
 * payment has a receipt and a paid row names the payments that paid it. The account history's
 * payment lines name their payment too.
 *
 * Payments accepted before this was recorded are spread again as settling spreads them: in the
 * order they settled, over the rows that hold a payment, oldest due first, each row taking what
 * it holds. Where a row's payments and its amount paid disagree (a payment that found no row
 * owing), a payment takes only what the rows hold. A history line of a payment names the one the
 * API made at the same moment, of the same amount, for the same student.
 */
export default `
CREATE TABLE payment_allocations (
  payment_id integer NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  schedule_row_id integer NOT NULL REFERENCES payment_schedule(id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  PRIMARY KEY (payment_id, schedule_row_id)
);
CREATE INDEX payment_allocations_row ON payment_allocations (schedule_row_id, payment_id);

WITH paid_rows AS (
  SELECT id, plan_id, amount_paid,
    sum(amount_paid) OVER (PARTITION BY plan_id ORDER BY due_date, installment, id) AS paid_through
  FROM payment_schedule WHERE amount_paid > 0
), accepted AS (
  SELECT id, plan_id, amount,
    sum(amount) OVER (PARTITION BY plan_id ORDER BY coalesce(settled_at, created_at), id) AS paid_through
  FROM payments WHERE status = 'ACCEPTED'
), shares AS (
  SELECT p.id AS payment_id, r.id AS schedule_row_id,
    least(p.paid_through, r.paid_through)
      - greatest(p.paid_through - p.amount, r.paid_through - r.amount_paid) AS amount
  FROM accepted p JOIN paid_rows r ON r.plan_id = p.plan_id
)
INSERT INTO payment_allocations (payment_id, schedule_row_id, amount)
SELECT payment_id, schedule_row_id, amount FROM shares WHERE amount > 0;

ALTER TABLE account_history ADD COLUMN payment_id integer REFERENCES payments(id) ON DELETE SET NULL;
UPDATE account_history h SET payment_id = (
  SELECT p.id FROM payments p
  WHERE p.student_id = h.student_id AND p.created_at = h.event_date AND p.amount = h.amount
  ORDER BY p.id LIMIT 1
) WHERE h.type = 'PAYMENT';
CREATE INDEX account_history_payment ON account_history (payment_id) WHERE payment_id IS NOT NULL;
`;
