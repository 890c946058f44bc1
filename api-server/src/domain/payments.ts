import type { Payment } from '@hci/api-schema';
import {
  applyToSchedule,
  checkNoPaymentUnderway,
  checkPaymentShown,
  paymentAmount,
  settledStatus,
  settlementCutoff,
} from '@hci/api-schema/rules';
import { isoAt } from '../clock.js';
import * as cardData from '../data/cards.js';
import * as paymentData from '../data/payments.js';
import * as paymentPlanData from '../data/payment-plans.js';
import * as studentData from '../data/students.js';
import { notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { created, ok, paged } from '../http/operation.js';
import { chargeCard } from '../payments/charges.js';
import type { Services } from '../services.js';
import { orderBy, pageOf } from '../shared/listing.js';
import {
  brandView,
  breakdownView,
  planView,
  scheduleEntries,
  scheduleRowView,
} from '../shared/payment-plans.js';
import { today } from '../shared/rows.js';
import { loadFullStudent } from '../shared/views.js';

const paymentView = (p: paymentData.PaymentRow): Payment => ({
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

const noSuchPlan = () => notFound('No such payment plan');

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
  if (!(await paymentData.hasPaymentsDue(services.db, planIds, cutoff))) return;
  await services.db.transaction(async (tx) => {
    const due = await paymentData.lockPaymentsDue(tx, planIds, cutoff);
    const settled = due.map((payment) => ({
      ...payment,
      status: settledStatus(payment.plan_status),
    }));
    await paymentData.settlePaymentsAs(tx, settled, isoAt(services.clock.now()));
    // Applying payments one after another, oldest rows first, fills the rows as their sum does.
    const acceptedByPlan = new Map<number, number>();
    for (const p of settled)
      if (p.status === 'ACCEPTED')
        acceptedByPlan.set(p.plan_id, (acceptedByPlan.get(p.plan_id) ?? 0) + p.amount);
    if (acceptedByPlan.size === 0) return;
    const openRows = await paymentData.lockOpenScheduleRows(tx, [...acceptedByPlan.keys()]);
    const day = today(services);
    const applied = [...acceptedByPlan].flatMap(([planId, amount]) =>
      applyToSchedule(
        scheduleEntries(
          openRows.filter((row) => row.plan_id === planId),
          day,
        ),
        amount,
      ),
    );
    if (applied.length > 0) await paymentData.addToAmountsPaid(tx, applied);
  });
}

/** A student's payment plans, the payments made on them, and automatic payment. */
export function paymentHandlers(services: Services) {
  const { db } = services;

  return {
    async listStudentPaymentPlans(input) {
      const { studentId } = input.params;
      const page = pageOf(input);
      const { rows, total } = await paymentPlanData.studentPlansPage(
        db,
        studentId,
        page,
        orderBy(input, paymentPlanData.planSortColumns),
      );
      await settlePayments(
        services,
        rows.filter((plan) => plan.settling).map((plan) => plan.id),
      );
      const schedules = await paymentPlanData.loadSchedules(
        db,
        rows.map((plan) => plan.id),
      );
      const day = today(services);
      const views = rows.map((plan) => planView(plan, schedules.get(plan.id) ?? [], day));
      return paged(views, total, page);
    },

    async getPaymentPlan(input) {
      const { studentId } = input.params;
      const found = await paymentPlanData.findPlanWithSchedule(
        db,
        studentId,
        input.params.paymentPlanId,
      );
      if (!found) throw noSuchPlan();
      const { plan, schedule: read } = found;
      // A payment that settled just now changed the schedule read with the plan.
      if (plan.settling) await settlePayments(services, [plan.id]);
      const schedule = plan.settling ? await paymentPlanData.loadSchedule(db, plan.id) : read;
      const day = today(services);
      return ok({
        ...planView(plan, schedule, day),
        schedule: schedule.map((r) => scheduleRowView(r, day)),
        breakdown: breakdownView(plan, schedule, day),
      });
    },

    async makePayment(input) {
      const { studentId } = input.params;
      const plan = await paymentPlanData.findPlan(db, studentId, input.params.paymentPlanId);
      if (!plan) throw noSuchPlan();
      const { body } = input;
      if (plan.status !== 'ACTIVE')
        throw rule('paymentRequestError', 'The payment plan is not active', 400);
      const method = await cardData.findMethod(db, studentId, body.paymentMethodId);
      if (!method) throw rule('paymentRequestError', 'Unknown payment method', 400);
      if (plan.settling) await settlePayments(services, [plan.id]);
      // One payment per plan at a time: the plan's row stays locked from the check for a payment
      // in progress to the new payment's insert, so two requests at once (a double press, two
      // tabs) cannot both pass the check and charge the card twice.
      const paymentId = await db.transaction(async (tx) => {
        await paymentData.lockPlan(tx, plan.id);
        const latest = await paymentData.latestPayment(tx, plan.id);
        checkNoPaymentUnderway(latest, services.clock.now());
        const schedule = await paymentPlanData.loadSchedule(tx, plan.id);
        const day = today(services);
        const amount = paymentAmount(body, scheduleEntries(schedule, day), day);
        const charge = await chargeCard(tx, services, {
          purpose: 'PAYMENT',
          subjectId: plan.id,
          paymentMethodId: method.id,
          token: method.token,
          amount,
        });
        const now = isoAt(services.clock.now());
        const id = await paymentData.insertPayment(tx, {
          studentId,
          planId: plan.id,
          methodId: method.id,
          type: body.type,
          amount,
          reference: charge.reference,
          createdAt: now,
        });
        await studentData.insertHistoryEvent(tx, {
          studentId,
          applicationId: plan.application_id,
          eventDate: now,
          type: 'PAYMENT',
          description: { kind: 'PAYMENT_SUBMITTED', params: { paymentType: body.type } },
          amount,
        });
        return id;
      });
      return created(paymentView(await paymentData.findPayment(db, paymentId)));
    },

    async getPayment(input) {
      const { studentId } = input.params;
      const { paymentId } = input.params;
      const planId = await paymentData.findPaymentPlanId(db, studentId, paymentId);
      if (planId === undefined) throw notFound('No such payment');
      await settlePayments(services, [planId]);
      const payment = await paymentData.findPayment(db, paymentId);
      checkPaymentShown(payment);
      return ok(paymentView(payment));
    },

    async updateAutoPay(input) {
      const { studentId } = input.params;
      const { autoPay } = input.body;
      await paymentData.setAutoPay(db, studentId, autoPay);
      return ok(await loadFullStudent(db, studentId));
    },
  } satisfies Partial<Handlers>;
}
