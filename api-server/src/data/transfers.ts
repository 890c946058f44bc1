import { lifecycle, type TransferInstallment } from '@hci/rules';
import type { PaymentPlanStatus, TransferStatus } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';

/** Offers to move a plan's open balance to another cohort, and the plan a confirmed one opens. */

export interface TransferRow {
  id: number;
  plan_id: number;
  status: TransferStatus;
  from_id: number;
  from_name: string;
  from_start: string;
  to_id: number;
  to_name: string;
  to_start: string;
  fee: number;
  requested_at: string;
  installment_count: number;
  student_id: number;
}

const transferSelect = `
  SELECT t.*, f.id AS from_id, f.name AS from_name, f.start_date AS from_start,
         c.id AS to_id, c.name AS to_name, c.start_date AS to_start
  FROM transfers t JOIN cohorts f ON f.id = t.from_cohort_id JOIN cohorts c ON c.id = t.to_cohort_id`;

/** Confirmed transfers per student (a student without any is absent). */
export async function confirmedCounts(
  db: Queryable,
  studentIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db.query<{ student_id: number; n: number }>(
    `SELECT student_id, count(*)::int AS n FROM transfers
     WHERE student_id = ANY($1::int[]) AND status = 'CONFIRMED' GROUP BY student_id`,
    [studentIds],
  );
  return new Map(rows.map((row) => [row.student_id, row.n]));
}

/** The student's transfers of one status (or all), latest request first. */
export function studentTransfers(
  db: Queryable,
  studentId: number,
  status: TransferStatus | null,
): Promise<TransferRow[]> {
  return db.query<TransferRow>(
    `${transferSelect} WHERE t.student_id = $1 AND ($2::text IS NULL OR t.status = $2) ORDER BY t.requested_at DESC, t.id DESC`,
    [studentId, status],
  );
}

/** One of the student's own transfers, if there is one by that id. */
export async function findTransfer(
  db: Queryable,
  studentId: number,
  transferId: number,
): Promise<TransferRow | undefined> {
  const [transfer] = await db.query<TransferRow>(
    `${transferSelect} WHERE t.id = $1 AND t.student_id = $2`,
    [transferId, studentId],
  );
  return transfer;
}

export async function loadTransfer(db: Queryable, transferId: number): Promise<TransferRow> {
  const [transfer] = await db.query<TransferRow>(`${transferSelect} WHERE t.id = $1`, [transferId]);
  return transfer!;
}

/** Locks the student's row until the transaction ends. */
export async function lockStudent(tx: Queryable, studentId: number): Promise<void> {
  await tx.query('SELECT id FROM students WHERE id = $1 FOR UPDATE', [studentId]);
}

/** The transfer's status and its plan's, as they stand now. */
export async function transferStanding(
  tx: Queryable,
  transferId: number,
): Promise<{ status: TransferStatus; plan_status: PaymentPlanStatus }> {
  const [current] = await tx.query<{ status: TransferStatus; plan_status: PaymentPlanStatus }>(
    'SELECT t.status, p.status AS plan_status FROM transfers t JOIN payment_plans p ON p.id = t.plan_id WHERE t.id = $1',
    [transferId],
  );
  return current!;
}

export async function markPlanTransferred(tx: Queryable, planId: number): Promise<void> {
  await tx.query('UPDATE payment_plans SET status = $2 WHERE id = $1', [
    planId,
    lifecycle.paymentPlan.transferred,
  ]);
}

/** The plan's open rows not yet paid in full are marked transferred. */
export async function markUnpaidRowsTransferred(tx: Queryable, planId: number): Promise<void> {
  await tx.query(
    "UPDATE payment_schedule SET state = $2 WHERE plan_id = $1 AND state = 'OPEN' AND amount_paid < amount_due + tax_amount + interest_amount",
    [planId, lifecycle.scheduleRow.transferred],
  );
}

/** The plan a confirmed transfer opens for the balance it moved; its id. */
export async function insertTransferPlan(
  tx: Queryable,
  plan: {
    studentId: number;
    applicationId: number | null;
    cohortId: number;
    name: string;
    balance: number;
    installmentAmount: number;
    installmentCount: number;
  },
): Promise<number> {
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO payment_plans (student_id, application_id, cohort_id, name, source, net_tuition, installment_amount, installment_count, rollover)
     VALUES ($1, $2, $3, $4, 'TRANSFER', $5, $6, $7, $5) RETURNING id`,
    [
      plan.studentId,
      plan.applicationId,
      plan.cohortId,
      plan.name,
      plan.balance,
      plan.installmentAmount,
      plan.installmentCount,
    ],
  );
  return created!.id;
}

/** The new plan's installments, in one statement. */
export async function insertTransferRows(
  tx: Queryable,
  planId: number,
  installments: readonly TransferInstallment[],
  methodId: number | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due, payment_method_id)
     SELECT $1, a.installment, a.due_date, a.amount, $5
     FROM unnest($2::int[], $3::date[], $4::int[]) AS a(installment, due_date, amount)`,
    [
      planId,
      installments.map((row) => row.installment),
      installments.map((row) => row.dueDate),
      installments.map((row) => row.amountDue),
      methodId,
    ],
  );
}

export async function confirmTransfer(
  tx: Queryable,
  transferId: number,
  decidedAt: string,
  fee: number,
): Promise<void> {
  await tx.query('UPDATE transfers SET status = $4, decided_at = $2, fee = $3 WHERE id = $1', [
    transferId,
    decidedAt,
    fee,
    lifecycle.transfer.confirmed,
  ]);
}

/** Cancels the plan's pending transfers other than `transferId`. */
export async function cancelOtherOffers(
  tx: Queryable,
  planId: number,
  transferId: number,
  decidedAt: string,
): Promise<void> {
  await tx.query(
    "UPDATE transfers SET status = $4, decided_at = $3 WHERE plan_id = $1 AND id <> $2 AND status = 'PENDING'",
    [planId, transferId, decidedAt, lifecycle.transfer.cancelled],
  );
}

export async function cancelTransfer(
  db: Queryable,
  transferId: number,
  decidedAt: string,
): Promise<void> {
  await db.query('UPDATE transfers SET status = $3, decided_at = $2 WHERE id = $1', [
    transferId,
    decidedAt,
    lifecycle.transfer.cancelled,
  ]);
}
