import type { EnrollmentScheduleRow } from '@hci/rules';
import type { Queryable } from '../db/database.js';
import type { PageRequest } from '../http/operation.js';
import { pagedQuery } from './listing.js';
import type { PlanRow, ScheduleRow } from '../shared/payment-plans.js';

/** A student's payment plans and their schedules as stored. */

/**
 * The schedule rows of the plans `plans` (a condition on a plan id, e.g. `= ANY($1::int[])`) with
 * their cards and the payments that paid them. The payments are gathered for all the rows at once:
 * a subquery per row scanned the allocations and payments again for each of a plan's rows, which
 * took a 13-row plan from 0.1 to 0.25 ms.
 */
const scheduleSelect = (plans: string) => `SELECT r.*, m.brand, m.last4, paid.payment_ids
  FROM payment_schedule r LEFT JOIN payment_methods m ON m.id = r.payment_method_id
  LEFT JOIN (
    SELECT a.schedule_row_id, array_agg(a.payment_id ORDER BY a.payment_id) AS payment_ids
    FROM payment_allocations a
      JOIN payments ap ON ap.id = a.payment_id AND ap.active
      JOIN payment_schedule ar ON ar.id = a.schedule_row_id
    WHERE ar.plan_id ${plans} GROUP BY a.schedule_row_id
  ) paid ON paid.schedule_row_id = r.id
  WHERE r.plan_id ${plans}`;

const planColumns = `p.*, s.auto_pay,
  EXISTS (SELECT 1 FROM payments x WHERE x.plan_id = p.id AND x.status = 'IN_PROGRESS') AS settling`;
const planFrom = 'FROM payment_plans p JOIN students s ON s.id = p.student_id';
const planSelect = `SELECT ${planColumns} ${planFrom}`;

/** The columns a list of plans may be sorted by. */
export const planSortColumns = { id: 'id', name: 'name', status: 'status' };

/** The schedules of several plans in one statement, by plan id (a plan without rows is absent). */
export async function loadSchedules(
  db: Queryable,
  planIds: readonly number[],
): Promise<Map<number, ScheduleRow[]>> {
  const rows = await db.query<ScheduleRow & { plan_id: number }>(
    `${scheduleSelect('= ANY($1::int[])')} ORDER BY r.plan_id, r.installment`,
    [planIds],
  );
  const byPlan = new Map<number, ScheduleRow[]>();
  for (const row of rows) {
    const schedule = byPlan.get(row.plan_id) ?? [];
    schedule.push(row);
    byPlan.set(row.plan_id, schedule);
  }
  return byPlan;
}

export async function loadSchedule(db: Queryable, planId: number): Promise<ScheduleRow[]> {
  return (await loadSchedules(db, [planId])).get(planId) ?? [];
}

/** The student's own plan, if there is one by that id. */
export async function findPlan(
  db: Queryable,
  studentId: number,
  planId: number,
): Promise<PlanRow | undefined> {
  const [plan] = await db.query<PlanRow>(`${planSelect} WHERE p.id = $1 AND p.student_id = $2`, [
    planId,
    studentId,
  ]);
  return plan;
}

/**
 * A plan's schedule as a column of the plan's row, so a plan and its schedule take one statement
 * rather than two (the plan list and the plan page, among the API's busiest reads). The
 * schedule's columns are integers, text and dates, which JSON carries as the separate
 * statement's rows would.
 */
const scheduleColumn = `(SELECT coalesce(json_agg(r ORDER BY r.installment), '[]')
    FROM (${scheduleSelect('= p.id')}) r) AS schedule`;

/** The student's own plan with its schedule. */
export async function findPlanWithSchedule(
  db: Queryable,
  studentId: number,
  planId: number,
): Promise<{ plan: PlanRow; schedule: ScheduleRow[] } | undefined> {
  const [row] = await db.query<PlanRow & { schedule: ScheduleRow[] }>(
    `SELECT ${planColumns}, ${scheduleColumn} ${planFrom} WHERE p.id = $1 AND p.student_id = $2`,
    [planId, studentId],
  );
  if (!row) return undefined;
  const { schedule, ...plan } = row;
  return { plan, schedule };
}

/** One page of the student's plans with their schedules, in `order` (from planSortColumns). */
export function studentPlansPage(
  db: Queryable,
  studentId: number,
  page: PageRequest,
  order: string,
) {
  return pagedQuery<PlanRow & { schedule: ScheduleRow[] }>(
    db,
    `SELECT ${planColumns}, ${scheduleColumn} ${planFrom} WHERE p.student_id = $1`,
    [studentId],
    page,
    order,
  );
}

/** The ids of the student's active plans. */
export async function activePlanIds(db: Queryable, studentId: number): Promise<number[]> {
  const plans = await db.query<{ id: number }>(
    "SELECT id FROM payment_plans WHERE student_id = $1 AND status = 'ACTIVE'",
    [studentId],
  );
  return plans.map((plan) => plan.id);
}

/** A plan taken at enrollment, as its terms were offered; its id. */
export async function insertEnrollmentPlan(
  tx: Queryable,
  plan: {
    studentId: number;
    applicationId: number;
    cohortId: number;
    name: string;
    netTuition: number;
    depositAmount: number;
    installmentAmount: number;
    installmentCount: number;
    interestRateBps: number;
    createdAt: string;
  },
): Promise<number> {
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO payment_plans (student_id, application_id, cohort_id, name, net_tuition, deposit_amount,
       installment_amount, installment_count, interest_rate_bps, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      plan.studentId,
      plan.applicationId,
      plan.cohortId,
      plan.name,
      plan.netTuition,
      plan.depositAmount,
      plan.installmentAmount,
      plan.installmentCount,
      plan.interestRateBps,
      plan.createdAt,
    ],
  );
  return created!.id;
}

/** The plan's schedule rows, all charged to one card, in one statement. */
export async function insertScheduleRows(
  tx: Queryable,
  planId: number,
  rows: readonly EnrollmentScheduleRow[],
  methodId: number | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due, interest_amount, capture_method, payment_method_id)
     SELECT $1, r.installment, r.due_date, r.amount_due, r.interest_amount, r.capture_method, $7
     FROM unnest($2::int[], $3::date[], $4::int[], $5::int[], $6::text[]) AS r(installment, due_date, amount_due, interest_amount, capture_method)`,
    [
      planId,
      rows.map((r) => r.installment),
      rows.map((r) => r.dueDate),
      rows.map((r) => r.amountDue),
      rows.map((r) => r.interestAmount),
      rows.map((r) => r.captureMethod),
      methodId,
    ],
  );
}

/** The plan's rows due on or before `day` whose charge the card declined. */
export async function markRowsFailed(tx: Queryable, planId: number, day: string): Promise<void> {
  await tx.query(
    "UPDATE payment_schedule SET state = 'FAILED' WHERE plan_id = $1 AND due_date <= $2::date AND state = 'OPEN'",
    [planId, day],
  );
}
