import type { Payment, PaymentPlanStatus, PaymentStatus, PaymentType } from '@hci/api-schema';
import {
  applyToSchedule,
  checkNoPaymentUnderway,
  checkPaymentShown,
  paymentAmount,
  settledStatus,
  settlementCutoff,
} from '@hci/api-schema/rules';
import { isoAt } from '../clock.js';
import type { Queryable } from '../db/database.js';
import { notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { created, ok, paged } from '../http/operation.js';
import { chargeCard } from '../payments/charges.js';
import type { Services } from '../services.js';
import { loadMethod } from '../shared/cards.js';
import { orderBy, pageOf, pagedQuery } from '../shared/listing.js';
import type { PlanRow, ScheduleRow, StoredBrand } from '../shared/payment-plans.js';
import {
  brandView,
  breakdownView,
  loadPlan,
  loadPlanWithSchedule,
  loadSchedule,
  loadSchedules,
  planSelect,
  planView,
  scheduleEntries,
  scheduleRowView,
} from '../shared/payment-plans.js';
import { today } from '../shared/rows.js';
import { loadFullStudent } from '../shared/views.js';

interface PaymentRow {
  id: number;
  plan_id: number;
  type: PaymentType;
  status: PaymentStatus;
  amount: number;
  payment_method_id: number;
  brand: StoredBrand;
  last4: string;
  created_at: string;
  active: boolean;
}

const paymentView = (p: PaymentRow): Payment => ({
  id: p.id,
  paymentPlanId: p.plan_id,
  type: p.type,
  status: p.status,
  amount: p.amount,
  paymentMethodId: p.payment_method_id,
  brand: brandView(p.brand),
  last4: p.last4,
  createdAt: p.created_at,
});

const paymentSelect = `SELECT p.*, m.brand, m.last4 FROM payments p JOIN payment_methods m ON m.id = p.payment_method_id`;

/** Applies accepted payments' `amount` to the plan's open rows (see applyToSchedule), in one statement. */
async function applyPayment(tx: Queryable, planId: number, amount: number, day: string) {
  const rows = await tx.query<ScheduleRow>(
    "SELECT * FROM payment_schedule WHERE plan_id = $1 AND state = 'OPEN' FOR UPDATE",
    [planId],
  );
  const applied = applyToSchedule(scheduleEntries(rows, day), amount);
  if (applied.length === 0) return;
  await tx.query(
    `UPDATE payment_schedule r SET amount_paid = r.amount_paid + a.amount
     FROM unnest($1::int[], $2::int[]) AS a(id, amount) WHERE r.id = a.id`,
    [applied.map((row) => row.id), applied.map((row) => row.amount)],
  );
}

/**
 * Settles the plans' charges whose processing time has passed: ACCEPTED and applied to the
 * schedule, or INVALID when the plan stopped being active meanwhile.
 */
export async function settlePayments(
  services: Services,
  planIds: readonly number[],
): Promise<void> {
  if (planIds.length === 0) return;
  const cutoff = settlementCutoff(services.clock.now());
  // Most reads find nothing to settle: they should not pay for a transaction to learn it.
  const [pending] = await services.db.query(
    `SELECT 1 FROM payments WHERE plan_id = ANY($1::int[]) AND status = 'IN_PROGRESS' AND created_at <= $2 LIMIT 1`,
    [planIds, cutoff],
  );
  if (!pending) return;
  await services.db.transaction(async (tx) => {
    const due = await tx.query<{
      id: number;
      plan_id: number;
      amount: number;
      plan_status: PaymentPlanStatus;
    }>(
      `SELECT p.id, p.plan_id, p.amount, pl.status AS plan_status FROM payments p JOIN payment_plans pl ON pl.id = p.plan_id
       WHERE p.plan_id = ANY($1::int[]) AND p.status = 'IN_PROGRESS' AND p.created_at <= $2 FOR UPDATE OF p`,
      [planIds, cutoff],
    );
    const settled = due.map((payment) => ({
      ...payment,
      status: settledStatus(payment.plan_status),
    }));
    await tx.query(
      `UPDATE payments p SET status = s.status, settled_at = $3
       FROM unnest($1::int[], $2::text[]) AS s(id, status) WHERE p.id = s.id`,
      [settled.map((p) => p.id), settled.map((p) => p.status), isoAt(services.clock.now())],
    );
    // Applying payments one after another, oldest rows first, fills the rows as their sum does.
    const acceptedByPlan = new Map<number, number>();
    for (const p of settled)
      if (p.status === 'ACCEPTED')
        acceptedByPlan.set(p.plan_id, (acceptedByPlan.get(p.plan_id) ?? 0) + p.amount);
    for (const [planId, amount] of acceptedByPlan)
      await applyPayment(tx, planId, amount, today(services));
  });
}

/** A student's payment plans, the payments made on them, and automatic payment. */
export function paymentHandlers(services: Services) {
  const { db } = services;

  return {
    async listStudentPaymentPlans(input) {
      const { studentId } = input.params;
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<PlanRow>(
        db,
        `${planSelect} WHERE p.student_id = $1`,
        [studentId],
        page,
        orderBy(input, { id: 'id', name: 'name', status: 'status' }),
      );
      await settlePayments(
        services,
        rows.filter((plan) => plan.settling).map((plan) => plan.id),
      );
      const schedules = await loadSchedules(
        db,
        rows.map((plan) => plan.id),
      );
      const day = today(services);
      const views = rows.map((plan) => planView(plan, schedules.get(plan.id) ?? [], day));
      return paged(views, total, page);
    },

    async getPaymentPlan(input) {
      const { studentId } = input.params;
      const { plan, schedule: read } = await loadPlanWithSchedule(
        db,
        studentId,
        input.params.paymentPlanId,
      );
      // A payment that settled just now changed the schedule read with the plan.
      if (plan.settling) await settlePayments(services, [plan.id]);
      const schedule = plan.settling ? await loadSchedule(db, plan.id) : read;
      const day = today(services);
      return ok({
        ...planView(plan, schedule, day),
        schedule: schedule.map((r) => scheduleRowView(r, day)),
        breakdown: breakdownView(plan, schedule, day),
      });
    },

    async makePayment(input) {
      const { studentId } = input.params;
      const plan = await loadPlan(db, studentId, input.params.paymentPlanId);
      const { body } = input;
      if (plan.status !== 'ACTIVE')
        throw rule('paymentRequestError', 'The payment plan is not active', 400);
      const method = await loadMethod(db, studentId, body.paymentMethodId);
      if (!method) throw rule('paymentRequestError', 'Unknown payment method', 400);
      if (plan.settling) await settlePayments(services, [plan.id]);
      // One payment per plan at a time: the plan's row stays locked from the check for a payment
      // in progress to the new payment's insert, so two requests at once (a double press, two
      // tabs) cannot both pass the check and charge the card twice.
      const paymentId = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM payment_plans WHERE id = $1 FOR UPDATE', [plan.id]);
        const [latest] = await tx.query<{ status: PaymentStatus; createdAt: string }>(
          `SELECT status, created_at AS "createdAt" FROM payments WHERE plan_id = $1 AND active
           AND (status = 'IN_PROGRESS' OR status = 'ACCEPTED') ORDER BY id DESC LIMIT 1`,
          [plan.id],
        );
        checkNoPaymentUnderway(latest, services.clock.now());
        const schedule = await loadSchedule(tx, plan.id);
        const day = today(services);
        const amount = paymentAmount(body, scheduleEntries(schedule, day), day);
        const charge = await chargeCard(tx, services, {
          purpose: 'PAYMENT',
          subjectId: plan.id,
          paymentMethodId: method.id,
          token: method.token,
          amount,
        });
        const [inserted] = await tx.query<{ id: number }>(
          `INSERT INTO payments (student_id, plan_id, payment_method_id, type, amount, status, reference, created_at)
           VALUES ($1, $2, $3, $4, $5, 'IN_PROGRESS', $6, $7) RETURNING id`,
          [
            studentId,
            plan.id,
            method.id,
            body.type,
            amount,
            charge.reference,
            isoAt(services.clock.now()),
          ],
        );
        await tx.query(
          "INSERT INTO account_history (student_id, application_id, event_date, type, description, amount, performed_by) VALUES ($1, $2, $3, 'PAYMENT', $4, $5, 'Student')",
          [
            studentId,
            plan.application_id,
            isoAt(services.clock.now()),
            `Payment submitted (${body.type.toLowerCase().replace('_', ' ')})`,
            amount,
          ],
        );
        return inserted!.id;
      });
      const [payment] = await db.query<PaymentRow>(`${paymentSelect} WHERE p.id = $1`, [paymentId]);
      return created(paymentView(payment!));
    },

    async getPayment(input) {
      const { studentId } = input.params;
      const { paymentId } = input.params;
      const [found] = await db.query<{ plan_id: number }>(
        'SELECT plan_id FROM payments WHERE id = $1 AND student_id = $2',
        [paymentId, studentId],
      );
      if (!found) throw notFound('No such payment');
      await settlePayments(services, [found.plan_id]);
      const [payment] = await db.query<PaymentRow>(`${paymentSelect} WHERE p.id = $1`, [paymentId]);
      checkPaymentShown(payment!);
      return ok(paymentView(payment!));
    },

    async updateAutoPay(input) {
      const { studentId } = input.params;
      const { autoPay } = input.body;
      await db.query('UPDATE students SET auto_pay = $2 WHERE id = $1', [studentId, autoPay]);
      return ok(await loadFullStudent(db, studentId));
    },
  } satisfies Partial<Handlers>;
}
