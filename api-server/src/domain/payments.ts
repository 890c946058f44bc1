import type { Payment, PaymentReceipt } from '@hci/api-schema';
import {
  checkPaymentRequest,
  checkNoPaymentUnderway,
  checkPaymentShown,
  paymentAmount,
  paymentReceipt,
  planName,
} from '@hci/rules';
import { isoAt } from '../clock.js';
import * as cardData from '../data/cards.js';
import * as intentData from '../data/communication-intents.js';
import * as paymentData from '../data/payments.js';
import * as paymentPlanData from '../data/payment-plans.js';
import * as studentData from '../data/students.js';
import { ApiError, notFound } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { charging, created, ok, paged } from '../http/operation.js';
import { cancelChargeRetries } from '../jobs/auto-pay.js';
import { settlePayments } from '../payments/settlement.js';
import { chargeCard } from '../payments/charges.js';
import { inboxMessage } from '../shared/inbox-messages.js';
import type { Services } from '../services.js';
import { orderBy, pageOf } from '../shared/listing.js';
import {
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
  brand: p.brand,
  last4: p.last4,
  createdAt: p.created_at,
});

const receiptView = (r: paymentData.ReceiptRow): PaymentReceipt =>
  paymentReceipt({
    payment: { ...r, paymentPlanId: r.plan_id },
    dueAtEnrollment: r.due_at_enrollment,
    settledAt: r.settled_at,
    reference: r.reference,
    payer: {
      firstName: r.first_name,
      middleName: r.middle_name,
      lastName: r.last_name,
      email: r.email,
    },
    planName: planName(r.plan_source, {
      installmentCount: r.installment_count,
      depositAmount: r.deposit_amount,
    }),
    cohort:
      r.cohort_id !== null && r.cohort_name !== null && r.cohort_start_date !== null
        ? { id: r.cohort_id, name: r.cohort_name, startDate: r.cohort_start_date }
        : null,
    installments: r.installments,
    planOwed: r.plan_owed,
    paidThrough: r.paid_through,
  });

const noSuchPlan = () => notFound('No such payment plan');

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
      const settled = await settlePayments(
        services,
        rows.filter((plan) => plan.settling).map((plan) => plan.id),
      );
      // A payment that settled just now changed the schedules read with the plans.
      const schedules = settled
        ? await paymentPlanData.loadSchedules(
            db,
            rows.map((plan) => plan.id),
          )
        : new Map(rows.map((plan) => [plan.id, plan.schedule]));
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

    makePayment: charging<'makePayment'>({
      async handle(input) {
        const { studentId } = input.params;
        const plan = await paymentPlanData.findPlan(db, studentId, input.params.paymentPlanId);
        if (!plan) throw noSuchPlan();
        const { body } = input;
        const method = checkPaymentRequest(
          plan.status,
          await cardData.findMethod(db, studentId, body.paymentMethodId),
        );
        if (plan.settling) await settlePayments(services, [plan.id]);
        const card = { cardBrand: method.brand, cardLast4: method.last4 };
        // What the card was asked for, once the charge is tried: a decline rolls the payment back,
        // and the inbox says so (as for an accepted one), with the way to pay again.
        let attempted: number | undefined;
        // One payment per plan at a time: the plan's row stays locked from the check for a payment
        // in progress to the new payment's insert, so two requests at once (a double press, two
        // tabs) cannot both pass the check and charge the card twice.
        const paymentId = await db
          .transaction(async (tx) => {
            await paymentData.lockPlan(tx, plan.id);
            const latest = await paymentData.latestPayment(tx, plan.id);
            checkNoPaymentUnderway(latest, services.clock.now());
            const schedule = await paymentPlanData.loadSchedule(tx, plan.id);
            const day = today(services);
            const amount = paymentAmount(body, scheduleEntries(schedule, day), day);
            attempted = amount;
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
              paymentId: id,
            });
            // The card was charged: the inbox says so, as it does for the enrollment's first charge.
            const received = inboxMessage('PAYMENT_RECEIVED', { amount, ...card });
            await intentData.insertInboxMessages(tx, studentId, [received], now);
            return id;
          })
          .catch(async (error: unknown) => {
            if (error instanceof ApiError && error.key === 'failedPay' && attempted !== undefined) {
              const failed = inboxMessage('PAYMENT_FAILED', { amount: attempted, ...card });
              await intentData.insertInboxMessages(
                db,
                studentId,
                [failed],
                isoAt(services.clock.now()),
              );
            }
            throw error;
          });
        return created(paymentView(await paymentData.findPayment(db, paymentId)));
      },
      // A payment is recorded with the reference of the charge that paid it.
      async replay(_input, charge) {
        return created(paymentView(await paymentData.findPaymentByReference(db, charge.reference)));
      },
    }),

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

    async getPaymentReceipt(input) {
      const { studentId, paymentId } = input.params;
      const planId = await paymentData.findPaymentPlanId(db, studentId, paymentId);
      if (planId === undefined) throw notFound('No such payment');
      // A payment due to settle is accepted (or not) before it is read.
      await settlePayments(services, [planId]);
      const receipt = await paymentData.findReceipt(db, studentId, paymentId);
      if (!receipt) throw notFound('The payment has no receipt');
      return ok(receiptView(receipt));
    },

    async updateAutoPay(input) {
      const { studentId } = input.params;
      const { autoPay } = input.body;
      await db.transaction(async (tx) => {
        await paymentData.setAutoPay(tx, studentId, autoPay);
        if (!autoPay) await cancelChargeRetries(tx, studentId);
      });
      return ok(await loadFullStudent(db, studentId));
    },
  } satisfies Partial<Handlers>;
}
