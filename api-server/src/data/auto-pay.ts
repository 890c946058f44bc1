import type { DeclineCode } from '@hci/rules';
import type { Queryable } from '../db/database.js';
import type { ScheduleRow } from '../shared/payment-plans.js';

/** Installments charged on their due date, and each attempt at it, as stored. */

/** An installment whose automatic charge (first or again) may be due, and where its student lives. */
export interface AutoChargeCandidate {
  id: number;
  due_date: string;
  time_zone: string | null;
  /** The attempt to make: one past the last made. */
  attempt: number;
  /** The day the last declined attempt is tried again on; none before the first attempt. */
  retry_on: string | null;
}

/**
 * Installments to charge automatically whose day (first attempt or retry) is `throughDay` or
 * earlier (the caller checks each one's day where its student lives): open and owing, on an
 * active plan out of collections, of a student with automatic payment on, never attempted or
 * declined softly with a retry day set.
 */
export function autoChargeCandidates(
  db: Queryable,
  throughDay: string,
  limit: number,
): Promise<AutoChargeCandidate[]> {
  return db.query<AutoChargeCandidate>(
    `SELECT r.id, r.due_date, u.time_zone, coalesce(c.attempt, 0) + 1 AS attempt, c.retry_on
     FROM payment_schedule r
     JOIN payment_plans p ON p.id = r.plan_id AND p.status = 'ACTIVE' AND NOT p.collections
     JOIN students s ON s.id = p.student_id AND s.auto_pay
     JOIN users u ON u.id = s.user_id
     LEFT JOIN LATERAL (
       SELECT attempt, outcome, retry_on FROM installment_charges
       WHERE schedule_row_id = r.id ORDER BY attempt DESC LIMIT 1
     ) c ON true
     WHERE r.capture_method = 'AUTOMATIC' AND r.state IN ('OPEN', 'FAILED')
       AND r.amount_paid < r.amount_due + r.interest_amount + r.tax_amount
       AND r.due_date <= $1::date
       AND (c.attempt IS NULL OR (c.outcome = 'DECLINED' AND c.retry_on <= $1::date))
     ORDER BY r.due_date, r.id
     LIMIT $2`,
    [throughDay, limit],
  );
}

/** An installment as its automatic charge reads it, with its plan, student and card. */
export interface ChargedRow extends ScheduleRow {
  plan_id: number;
  plan_status: string;
  collections: boolean;
  application_id: number | null;
  student_id: number;
  auto_pay: boolean;
  time_zone: string | null;
}

/** The installment, its plan's row locked until the transaction ends (one payment at a time). */
export async function lockChargedRow(
  tx: Queryable,
  rowId: number,
): Promise<ChargedRow | undefined> {
  const [row] = await tx.query<ChargedRow>(
    `SELECT r.*, p.status AS plan_status, p.collections, p.application_id, p.student_id,
       s.auto_pay, u.time_zone
     FROM payment_schedule r
     JOIN payment_plans p ON p.id = r.plan_id
     JOIN students s ON s.id = p.student_id
     JOIN users u ON u.id = s.user_id
     WHERE r.id = $1 FOR UPDATE OF p`,
    [rowId],
  );
  return row;
}

/** The installment's attempts so far, first first. */
export function attemptsOf(
  tx: Queryable,
  rowId: number,
): Promise<{ attempt: number; attempted_on: string }[]> {
  return tx.query(
    'SELECT attempt, attempted_on FROM installment_charges WHERE schedule_row_id = $1 ORDER BY attempt',
    [rowId],
  );
}

export interface ChargeAttempt {
  rowId: number;
  attempt: number;
  paymentMethodId: number | null;
  amount: number;
  outcome: 'ACCEPTED' | 'DECLINED';
  declineCode: DeclineCode | null;
  paymentId: number | null;
  attemptedOn: string;
  retryOn: string | null;
  createdAt: string;
}

export async function insertAttempt(tx: Queryable, a: ChargeAttempt): Promise<void> {
  await tx.query(
    `INSERT INTO installment_charges (schedule_row_id, attempt, payment_method_id, amount, outcome,
       decline_code, payment_id, attempted_on, retry_on, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      a.rowId,
      a.attempt,
      a.paymentMethodId,
      a.amount,
      a.outcome,
      a.declineCode,
      a.paymentId,
      a.attemptedOn,
      a.retryOn,
      a.createdAt,
    ],
  );
}

/** A declined row still owes its amount; it reads as failed until it is paid. */
export async function markRowFailed(tx: Queryable, rowId: number): Promise<void> {
  await tx.query("UPDATE payment_schedule SET state = 'FAILED' WHERE id = $1", [rowId]);
}

/**
 * The student's declined installments are tried again on `day` (a new or changed card: at once),
 * hard declines included, since the card that refused may no longer be the one charged.
 */
export async function retryDeclinedOn(tx: Queryable, studentId: number, day: string) {
  await tx.query(
    `UPDATE installment_charges c SET retry_on = $2
     FROM payment_schedule r JOIN payment_plans p ON p.id = r.plan_id
     WHERE c.schedule_row_id = r.id AND p.student_id = $1 AND c.outcome = 'DECLINED'
       AND c.attempt = (SELECT max(attempt) FROM installment_charges WHERE schedule_row_id = r.id)`,
    [studentId, day],
  );
}

/**
 * The student's installments still owing whose last automatic charge was declined are charged to
 * `methodId` from now on.
 */
export async function chargeDeclinedTo(tx: Queryable, studentId: number, methodId: number) {
  await tx.query(
    `UPDATE payment_schedule r SET payment_method_id = $2
     FROM payment_plans p
     WHERE p.id = r.plan_id AND p.student_id = $1 AND p.status = 'ACTIVE'
       AND r.amount_paid < r.amount_due + r.interest_amount + r.tax_amount
       AND (SELECT outcome FROM installment_charges
            WHERE schedule_row_id = r.id ORDER BY attempt DESC LIMIT 1) = 'DECLINED'`,
    [studentId, methodId],
  );
}

/** Automatic payment turned off: no declined installment of the student is tried again. */
export async function cancelRetries(tx: Queryable, studentId: number) {
  await tx.query(
    `UPDATE installment_charges c SET retry_on = NULL
     FROM payment_schedule r JOIN payment_plans p ON p.id = r.plan_id
     WHERE c.schedule_row_id = r.id AND p.student_id = $1 AND c.retry_on IS NOT NULL`,
    [studentId],
  );
}
