import type {
  CardBrand,
  PaymentPlanStatus,
  PaymentReceiptInstallment,
  PaymentStatus,
  PaymentType,
} from '@hci/api-schema';
import type { Allocation, LatestPayment } from '@hci/rules';
import type { Queryable } from '../db/database.js';
import type { ScheduleRow } from '../shared/payment-plans.js';

/** Payments made on a student's plans, and what settling them writes to the schedule. */

export interface PaymentRow {
  id: number;
  plan_id: number;
  type: PaymentType;
  status: PaymentStatus;
  amount: number;
  payment_method_id: number;
  brand: CardBrand;
  last4: string;
  created_at: string;
  active: boolean;
}

/** A payment in progress, locked until its transaction ends, with its plan's status. */
export interface DuePaymentRow {
  id: number;
  plan_id: number;
  amount: number;
  plan_status: PaymentPlanStatus;
}

const paymentSelect = `SELECT p.*, m.brand, m.last4 FROM payments p JOIN payment_methods m ON m.id = p.payment_method_id`;

export async function findPayment(db: Queryable, paymentId: number): Promise<PaymentRow> {
  const [payment] = await db.query<PaymentRow>(`${paymentSelect} WHERE p.id = $1`, [paymentId]);
  return payment!;
}

/** The payment a card charge paid, by the charge's reference. */
export async function findPaymentByReference(
  db: Queryable,
  reference: string,
): Promise<PaymentRow> {
  const [payment] = await db.query<PaymentRow>(`${paymentSelect} WHERE p.reference = $1`, [
    reference,
  ]);
  return payment!;
}

/** The plan of one of the student's own payments, if there is one by that id. */
export async function findPaymentPlanId(
  db: Queryable,
  studentId: number,
  paymentId: number,
): Promise<number | undefined> {
  const [found] = await db.query<{ plan_id: number }>(
    'SELECT plan_id FROM payments WHERE id = $1 AND student_id = $2',
    [paymentId, studentId],
  );
  return found?.plan_id;
}

/** Whether any of the plans has a payment in progress made at or before `cutoff`. */
export async function hasPaymentsDue(
  db: Queryable,
  planIds: readonly number[],
  cutoff: string,
): Promise<boolean> {
  const [pending] = await db.query(
    `SELECT 1 FROM payments WHERE plan_id = ANY($1::int[]) AND status = 'IN_PROGRESS' AND created_at <= $2 LIMIT 1`,
    [planIds, cutoff],
  );
  return Boolean(pending);
}

/** The plans' payments in progress made at or before `cutoff`, locked, oldest first. */
export function lockPaymentsDue(
  tx: Queryable,
  planIds: readonly number[],
  cutoff: string,
): Promise<DuePaymentRow[]> {
  return tx.query<DuePaymentRow>(
    `SELECT p.id, p.plan_id, p.amount, pl.status AS plan_status FROM payments p JOIN payment_plans pl ON pl.id = p.plan_id
     WHERE p.plan_id = ANY($1::int[]) AND p.status = 'IN_PROGRESS' AND p.created_at <= $2
     ORDER BY p.created_at, p.id FOR UPDATE OF p`,
    [planIds, cutoff],
  );
}

export async function settlePaymentsAs(
  tx: Queryable,
  settled: readonly { id: number; status: PaymentStatus }[],
  settledAt: string,
): Promise<void> {
  await tx.query(
    `UPDATE payments p SET status = s.status, settled_at = $3
     FROM unnest($1::int[], $2::text[]) AS s(id, status) WHERE p.id = s.id`,
    [settled.map((p) => p.id), settled.map((p) => p.status), settledAt],
  );
}

/** The plans' rows a payment can go to (open ones, and failed ones still owed), locked. */
export function lockOpenScheduleRows(
  tx: Queryable,
  planIds: readonly number[],
): Promise<(ScheduleRow & { plan_id: number })[]> {
  return tx.query<ScheduleRow & { plan_id: number }>(
    "SELECT * FROM payment_schedule WHERE plan_id = ANY($1::int[]) AND state IN ('OPEN', 'FAILED') FOR UPDATE",
    [planIds],
  );
}

/** Adds each amount to its schedule row's amount paid, in one statement. */
export async function addToAmountsPaid(
  tx: Queryable,
  applied: readonly { id: number; amount: number }[],
): Promise<void> {
  await tx.query(
    `UPDATE payment_schedule r SET amount_paid = r.amount_paid + a.amount
     FROM unnest($1::int[], $2::int[]) AS a(id, amount) WHERE r.id = a.id`,
    [applied.map((row) => row.id), applied.map((row) => row.amount)],
  );
}

/** What each payment paid on each schedule row, recorded as it settles, in one statement. */
export async function insertAllocations(
  tx: Queryable,
  allocations: readonly Allocation[],
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_allocations (payment_id, schedule_row_id, amount)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[])`,
    [
      allocations.map((a) => a.paymentId),
      allocations.map((a) => a.id),
      allocations.map((a) => a.amount),
    ],
  );
}

/** An accepted payment with what its receipt shows, as stored. */
export interface ReceiptRow {
  id: number;
  plan_id: number;
  type: PaymentType;
  due_at_enrollment: boolean;
  amount: number;
  reference: string | null;
  settled_at: string;
  brand: CardBrand;
  last4: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  plan_source: string;
  installment_count: number;
  deposit_amount: number;
  cohort_id: number | null;
  cohort_name: string | null;
  cohort_start_date: string | null;
  installments: PaymentReceiptInstallment[];
  plan_owed: number;
  paid_through: number;
}

/**
 * One of the student's own payments, accepted and still active, with the student, card, plan
 * and cohort its receipt names, the rows it paid (oldest due first), the plan's total and what
 * the plan's accepted payments had paid by the time this one settled, in one statement.
 */
export async function findReceipt(
  db: Queryable,
  studentId: number,
  paymentId: number,
): Promise<ReceiptRow | undefined> {
  const [receipt] = await db.query<ReceiptRow>(
    `SELECT p.id, p.plan_id, p.type, p.amount, p.reference,
       EXISTS (SELECT 1 FROM account_history h
                 WHERE h.payment_id = p.id AND h.kind = 'ENROLLMENT_PAYMENT_SUBMITTED') AS due_at_enrollment,
       coalesce(p.settled_at, p.created_at) AS settled_at, m.brand, m.last4,
       s.first_name, s.middle_name, s.last_name, u.email,
       pl.source AS plan_source, pl.installment_count, pl.deposit_amount,
       c.id AS cohort_id, c.name AS cohort_name, c.start_date AS cohort_start_date,
       (SELECT coalesce(json_agg(json_build_object('scheduleRowId', r.id, 'installment', r.installment,
            'dueDate', r.due_date, 'amountApplied', a.amount) ORDER BY r.due_date, r.installment), '[]')
          FROM payment_allocations a JOIN payment_schedule r ON r.id = a.schedule_row_id
          WHERE a.payment_id = p.id) AS installments,
       (SELECT coalesce(sum(r.amount_due + r.interest_amount + r.tax_amount), 0)::int
          FROM payment_schedule r WHERE r.plan_id = p.plan_id) AS plan_owed,
       (SELECT coalesce(sum(a.amount), 0)::int
          FROM payment_allocations a JOIN payments q ON q.id = a.payment_id
          WHERE q.plan_id = p.plan_id AND q.status = 'ACCEPTED'
            AND (coalesce(q.settled_at, q.created_at), q.id) <= (coalesce(p.settled_at, p.created_at), p.id)
       ) AS paid_through
     FROM payments p
       JOIN payment_methods m ON m.id = p.payment_method_id
       JOIN payment_plans pl ON pl.id = p.plan_id
       JOIN students s ON s.id = p.student_id
       JOIN users u ON u.id = s.user_id
       LEFT JOIN cohorts c ON c.id = pl.cohort_id
     WHERE p.id = $1 AND p.student_id = $2 AND p.status = 'ACCEPTED' AND p.active`,
    [paymentId, studentId],
  );
  return receipt;
}

/** Locks the plan's row until the transaction ends. */
export async function lockPlan(tx: Queryable, planId: number): Promise<void> {
  await tx.query('SELECT id FROM payment_plans WHERE id = $1 FOR UPDATE', [planId]);
}

/** The plan's latest active payment that is in progress or accepted. */
export async function latestPayment(
  tx: Queryable,
  planId: number,
): Promise<LatestPayment | undefined> {
  const [latest] = await tx.query<LatestPayment>(
    `SELECT status, created_at AS "createdAt" FROM payments WHERE plan_id = $1 AND active
     AND (status = 'IN_PROGRESS' OR status = 'ACCEPTED') ORDER BY id DESC LIMIT 1`,
    [planId],
  );
  return latest;
}

/** A payment just charged, in progress; its id. */
export async function insertPayment(
  tx: Queryable,
  payment: {
    studentId: number;
    planId: number;
    methodId: number;
    type: PaymentType;
    amount: number;
    reference: string;
    createdAt: string;
  },
): Promise<number> {
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO payments (student_id, plan_id, payment_method_id, type, amount, status, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, 'IN_PROGRESS', $6, $7) RETURNING id`,
    [
      payment.studentId,
      payment.planId,
      payment.methodId,
      payment.type,
      payment.amount,
      payment.reference,
      payment.createdAt,
    ],
  );
  return inserted!.id;
}

export async function setAutoPay(db: Queryable, studentId: number, autoPay: boolean) {
  await db.query('UPDATE students SET auto_pay = $2 WHERE id = $1', [studentId, autoPay]);
}
