import type {
  Payment,
  PaymentMethod,
  PaymentPlanStatus,
  PaymentStatus,
  PaymentType,
  Transfer,
  TransferStatus,
} from '@hci/api-schema';
import {
  applyToSchedule,
  balance,
  checkCardNotExpired,
  checkNoPaymentUnderway,
  checkPaymentShown,
  checkTransferConfirmable,
  checkTransferPending,
  installmentAmounts,
  nextTransferFee,
  paymentAmount,
  settledStatus,
  settlementCutoff,
  transferTerms,
} from '@hci/api-schema/rules';
import { isoAt } from '../clock.js';
import type { Queryable } from '../db/database.js';
import { ApiError, notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { created, noContent, ok, paged } from '../http/operation.js';
import { chargeCard } from '../payments/charges.js';
import type { Services } from '../services.js';
import type { PlanRow, ScheduleRow, StoredBrand } from '../shared/payment-plans.js';
import {
  brandView,
  breakdownView,
  loadSchedule,
  planSelect,
  planView,
  scheduleEntries,
  scheduleRowView,
} from '../shared/payment-plans.js';
import { orderBy, pageOf, pagedQuery } from '../shared/listing.js';
import { today } from '../shared/rows.js';

interface MethodRow {
  id: number;
  student_id: number;
  token: string;
  brand: StoredBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
}

const methodView = (m: MethodRow): PaymentMethod => ({
  id: m.id,
  isDefault: m.is_default,
  brand: brandView(m.brand),
  last4: m.last4,
  expirationMonth: m.exp_month,
  expirationYear: m.exp_year,
  holderName: m.holder_name,
});

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

/** Applies an accepted payment's `amount` to the plan's open rows (see applyToSchedule). */
async function applyPayment(tx: Queryable, planId: number, amount: number, day: string) {
  const rows = await tx.query<ScheduleRow>(
    "SELECT * FROM payment_schedule WHERE plan_id = $1 AND state = 'OPEN' FOR UPDATE",
    [planId],
  );
  for (const row of applyToSchedule(scheduleEntries(rows, day), amount)) {
    await tx.query('UPDATE payment_schedule SET amount_paid = amount_paid + $2 WHERE id = $1', [
      row.id,
      row.amount,
    ]);
  }
}

/**
 * Settles the plan's charges whose processing time has passed: ACCEPTED and applied to the
 * schedule, or INVALID when the plan stopped being active meanwhile.
 */
export async function settlePayments(services: Services, planId: number): Promise<void> {
  const cutoff = settlementCutoff(services.clock.now());
  // Most reads find nothing to settle: they should not pay for a transaction to learn it.
  const [pending] = await services.db.query(
    `SELECT 1 FROM payments WHERE plan_id = $1 AND status = 'IN_PROGRESS' AND created_at <= $2 LIMIT 1`,
    [planId, cutoff],
  );
  if (!pending) return;
  await services.db.transaction(async (tx) => {
    const due = await tx.query<{ id: number; amount: number; plan_status: PaymentPlanStatus }>(
      `SELECT p.id, p.amount, pl.status AS plan_status FROM payments p JOIN payment_plans pl ON pl.id = p.plan_id
       WHERE p.plan_id = $1 AND p.status = 'IN_PROGRESS' AND p.created_at <= $2 FOR UPDATE OF p`,
      [planId, cutoff],
    );
    for (const payment of due) {
      const status = settledStatus(payment.plan_status);
      await tx.query('UPDATE payments SET status = $2, settled_at = $3 WHERE id = $1', [
        payment.id,
        status,
        isoAt(services.clock.now()),
      ]);
      if (status === 'ACCEPTED') await applyPayment(tx, planId, payment.amount, today(services));
    }
  });
}

export function paymentHandlers(services: Services) {
  const { db, cards } = services;

  const loadPlan = async (studentId: number, planId: number) => {
    const [plan] = await db.query<PlanRow>(`${planSelect} WHERE p.id = $1 AND p.student_id = $2`, [
      planId,
      studentId,
    ]);
    if (!plan) throw notFound('No such payment plan');
    return plan;
  };

  const loadMethod = async (studentId: number, methodId: number) => {
    const [method] = await db.query<MethodRow>(
      'SELECT * FROM payment_methods WHERE id = $1 AND student_id = $2 AND deleted_at IS NULL',
      [methodId, studentId],
    );
    return method ?? null;
  };

  const studentBalance = async (studentId: number) => {
    const plans = await db.query<{ id: number }>(
      "SELECT id FROM payment_plans WHERE student_id = $1 AND status = 'ACTIVE'",
      [studentId],
    );
    let total = 0;
    for (const plan of plans)
      total += balance(scheduleEntries(await loadSchedule(db, plan.id), today(services)));
    return total;
  };

  const transferView = async (t: {
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
  }): Promise<Transfer> => {
    const remaining = balance(scheduleEntries(await loadSchedule(db, t.plan_id), today(services)));
    // A pending transfer shows what confirming it would cost now; a decided one, what it cost.
    const fee =
      t.status === 'PENDING' ? nextTransferFee(await confirmedTransfers(t.student_id)) : t.fee;
    return {
      id: t.id,
      paymentPlanId: t.plan_id,
      status: t.status,
      fromCohort: { id: t.from_id, name: t.from_name, startDate: t.from_start },
      toCohort: { id: t.to_id, name: t.to_name, startDate: t.to_start },
      fee,
      requestedAt: t.requested_at,
      newTerms: transferTerms(remaining, fee, t.installment_count),
    };
  };

  const transferSelect = `
    SELECT t.*, f.id AS from_id, f.name AS from_name, f.start_date AS from_start,
           c.id AS to_id, c.name AS to_name, c.start_date AS to_start
    FROM transfers t JOIN cohorts f ON f.id = t.from_cohort_id JOIN cohorts c ON c.id = t.to_cohort_id`;

  const confirmedTransfers = async (studentId: number, from: Queryable = db) => {
    const [row] = await from.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM transfers WHERE student_id = $1 AND status = 'CONFIRMED'",
      [studentId],
    );
    return row?.n ?? 0;
  };

  const loadTransfer = async (input: { params: { studentId: number; transferId: number } }) => {
    const { studentId } = input.params;
    const [transfer] = await db.query<Parameters<typeof transferView>[0]>(
      `${transferSelect} WHERE t.id = $1 AND t.student_id = $2`,
      [input.params.transferId, studentId],
    );
    if (!transfer) throw notFound('No such transfer');
    return transfer;
  };

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
      const views = [];
      for (const plan of rows) {
        if (plan.settling) await settlePayments(services, plan.id);
        views.push(planView(plan, await loadSchedule(db, plan.id), today(services)));
      }
      return paged(views, total, page);
    },

    async getPaymentPlan(input) {
      const { studentId } = input.params;
      const plan = await loadPlan(studentId, input.params.paymentPlanId);
      if (plan.settling) await settlePayments(services, plan.id);
      const schedule = await loadSchedule(db, plan.id);
      const day = today(services);
      return ok({
        ...planView(plan, schedule, day),
        schedule: schedule.map((r) => scheduleRowView(r, day)),
        breakdown: breakdownView(plan, schedule, day),
      });
    },

    async makePayment(input) {
      const { studentId } = input.params;
      const plan = await loadPlan(studentId, input.params.paymentPlanId);
      const { body } = input;
      if (plan.status !== 'ACTIVE')
        throw rule('paymentRequestError', 'The payment plan is not active', 400);
      const method = await loadMethod(studentId, body.paymentMethodId);
      if (!method) throw rule('paymentRequestError', 'Unknown payment method', 400);
      if (plan.settling) await settlePayments(services, plan.id);
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
      await settlePayments(services, found.plan_id);
      const [payment] = await db.query<PaymentRow>(`${paymentSelect} WHERE p.id = $1`, [paymentId]);
      checkPaymentShown(payment!);
      return ok(paymentView(payment!));
    },

    async listPaymentMethods(input) {
      const { studentId } = input.params;
      const rows = await db.query<MethodRow>(
        'SELECT * FROM payment_methods WHERE student_id = $1 AND deleted_at IS NULL ORDER BY is_default DESC, id',
        [studentId],
      );
      return paged(rows.map(methodView), rows.length, { page: 0, size: rows.length });
    },

    async addPaymentMethod(input) {
      const { studentId } = input.params;
      const { body } = input;
      const card = cards.tokenize({
        number: body.cardNumber,
        expMonth: body.expirationMonth,
        expYear: body.expirationYear,
        cvc: body.cvc,
      });
      const method = await db.transaction(async (tx) => {
        const [duplicate] = await tx.query(
          'SELECT 1 FROM payment_methods WHERE student_id = $1 AND fingerprint = $2 AND deleted_at IS NULL',
          [studentId, card.fingerprint],
        );
        if (duplicate) throw rule('cardAlreadyExist', 'This card is already stored', 409);
        const [existing] = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM payment_methods WHERE student_id = $1 AND deleted_at IS NULL',
          [studentId],
        );
        const makeDefault = body.makeDefault || existing?.n === 0;
        if (makeDefault)
          await tx.query('UPDATE payment_methods SET is_default = false WHERE student_id = $1', [
            studentId,
          ]);
        const [row] = await tx.query<MethodRow>(
          `INSERT INTO payment_methods (student_id, token, brand, last4, exp_month, exp_year, holder_name, fingerprint, is_default)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
          [
            studentId,
            card.token,
            card.brand,
            card.last4,
            card.expMonth,
            card.expYear,
            body.holderName.trim(),
            card.fingerprint,
            makeDefault,
          ],
        );
        return row!;
      });
      return created(methodView(method));
    },

    async updatePaymentMethod(input) {
      const { studentId } = input.params;
      const { body } = input;
      const method = await loadMethod(studentId, input.params.paymentMethodId);
      if (!method) throw notFound('No such payment method');
      checkCardNotExpired(body.expirationMonth, body.expirationYear, services.clock.now());
      const [row] = await db.query<MethodRow>(
        'UPDATE payment_methods SET exp_month = $2, exp_year = $3, holder_name = $4 WHERE id = $1 RETURNING *',
        [method.id, body.expirationMonth, body.expirationYear, body.holderName.trim()],
      );
      return ok(methodView(row!));
    },

    async deletePaymentMethod(input) {
      const { studentId } = input.params;
      const method = await loadMethod(studentId, input.params.paymentMethodId);
      if (!method) throw notFound('No such payment method');
      const [assigned] = await db.query(
        `SELECT 1 FROM payment_schedule r JOIN payment_plans p ON p.id = r.plan_id
         WHERE r.payment_method_id = $1 AND p.status = 'ACTIVE' AND r.state = 'OPEN'
           AND r.amount_paid < r.amount_due + r.tax_amount + r.interest_amount LIMIT 1`,
        [method.id],
      );
      if (assigned)
        throw rule(
          'paymentMethodAssignedDeleteError',
          'The card is assigned to a pending payment schedule',
          409,
        );
      if (method.is_default && (await studentBalance(studentId)) > 0) {
        throw rule(
          'paymentMethodDeleteDefaultError',
          'The default card cannot be removed until the balance is paid',
          409,
        );
      }
      await db.query(
        'UPDATE payment_methods SET deleted_at = $2, is_default = false WHERE id = $1',
        [method.id, isoAt(services.clock.now())],
      );
      return noContent();
    },

    async setDefaultPaymentMethod(input) {
      const { studentId } = input.params;
      const method = await loadMethod(studentId, input.params.paymentMethodId);
      if (!method) throw notFound('No such payment method');
      await db.transaction(async (tx) => {
        await tx.query('UPDATE payment_methods SET is_default = (id = $2) WHERE student_id = $1', [
          studentId,
          method.id,
        ]);
      });
      return ok(methodView({ ...method, is_default: true }));
    },

    async listTransfers(input) {
      const { studentId } = input.params;
      const rows = await db.query<Parameters<typeof transferView>[0]>(
        `${transferSelect} WHERE t.student_id = $1 AND ($2::text IS NULL OR t.status = $2) ORDER BY t.requested_at DESC, t.id DESC`,
        [studentId, input.query.status ?? null],
      );
      const views = [];
      for (const row of rows) views.push(await transferView(row));
      return paged(views, views.length, { page: 0, size: views.length });
    },

    async confirmTransfer(input) {
      const transfer = await loadTransfer(input);
      const studentId = transfer.student_id;
      const plan = await loadPlan(studentId, transfer.plan_id);
      const { body } = input;
      const method = body.paymentMethodId
        ? await loadMethod(studentId, body.paymentMethodId)
        : ((
            await db.query<MethodRow>(
              'SELECT * FROM payment_methods WHERE student_id = $1 AND is_default AND deleted_at IS NULL',
              [studentId],
            )
          )[0] ?? null);
      const now = isoAt(services.clock.now());
      // One confirmation per student at a time: the student's row stays locked from the checks
      // (the transfer still pending, the transfers confirmed so far, which set the fee) to the
      // fee's charge and the new plan, so two requests at once cannot both charge the fee.
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM students WHERE id = $1 FOR UPDATE', [studentId]);
        const [current] = await tx.query<{
          status: TransferStatus;
          plan_status: PaymentPlanStatus;
        }>(
          'SELECT t.status, p.status AS plan_status FROM transfers t JOIN payment_plans p ON p.id = t.plan_id WHERE t.id = $1',
          [transfer.id],
        );
        const confirmed = await confirmedTransfers(studentId, tx);
        checkTransferConfirmable(current!.status, confirmed, current!.plan_status);
        const fee = nextTransferFee(confirmed);
        if (fee > 0) {
          if (!method)
            throw rule('confirmTransferError', 'No card to charge the transfer fee to', 409);
          try {
            await chargeCard(tx, services, {
              purpose: 'TRANSFER_FEE',
              subjectId: transfer.id,
              paymentMethodId: method.id,
              token: method.token,
              amount: fee,
            });
          } catch (error) {
            if (error instanceof ApiError)
              throw rule(
                'confirmTransferError',
                `The transfer fee could not be charged: ${error.message}`,
                409,
              );
            throw error;
          }
        }
        const remaining = balance(
          scheduleEntries(await loadSchedule(tx, plan.id), today(services)),
        );
        await tx.query("UPDATE payment_plans SET status = 'TRANSFERRED' WHERE id = $1", [plan.id]);
        await tx.query(
          "UPDATE payment_schedule SET state = 'TRANSFERRED' WHERE plan_id = $1 AND state = 'OPEN' AND amount_paid < amount_due + tax_amount + interest_amount",
          [plan.id],
        );
        const { installmentAmount, amounts } = installmentAmounts(
          remaining,
          transfer.installment_count,
        );
        const [created] = await tx.query<{ id: number }>(
          `INSERT INTO payment_plans (student_id, application_id, cohort_id, name, source, net_tuition, installment_amount, installment_count, rollover)
           VALUES ($1, $2, $3, $4, 'TRANSFER', $5, $6, $7, $5) RETURNING id`,
          [
            studentId,
            plan.application_id,
            transfer.to_id,
            `${transfer.installment_count} monthly installments (transfer)`,
            remaining,
            installmentAmount,
            transfer.installment_count,
          ],
        );
        const [defaultMethod] = await tx.query<{ id: number }>(
          'SELECT id FROM payment_methods WHERE student_id = $1 AND is_default AND deleted_at IS NULL',
          [studentId],
        );
        for (const [index, amount] of amounts.entries()) {
          await tx.query(
            `INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due, payment_method_id)
             VALUES ($1, $2, ($3::date + make_interval(months => $2::int))::date, $4, $5)`,
            [created!.id, index + 1, today(services), amount, defaultMethod?.id ?? null],
          );
        }
        await tx.query(
          "UPDATE transfers SET status = 'CONFIRMED', decided_at = $2, fee = $3 WHERE id = $1",
          [transfer.id, now, fee],
        );
        // Other offers to move this plan are withdrawn: its open rows have just moved.
        await tx.query(
          "UPDATE transfers SET status = 'CANCELLED', decided_at = $3 WHERE plan_id = $1 AND id <> $2 AND status = 'PENDING'",
          [plan.id, transfer.id, now],
        );
        await tx.query(
          "INSERT INTO account_history (student_id, application_id, event_date, type, description, amount, performed_by) VALUES ($1, $2, $3, 'TRANSFER', $4, $5, 'Student')",
          [studentId, plan.application_id, now, `Transferred to ${transfer.to_name}`, fee],
        );
      });
      const [updated] = await db.query<Parameters<typeof transferView>[0]>(
        `${transferSelect} WHERE t.id = $1`,
        [transfer.id],
      );
      return ok(await transferView(updated!));
    },

    async cancelTransfer(input) {
      const transfer = await loadTransfer(input);
      checkTransferPending(transfer.status);
      await db.query("UPDATE transfers SET status = 'CANCELLED', decided_at = $2 WHERE id = $1", [
        transfer.id,
        isoAt(services.clock.now()),
      ]);
      return ok(await transferView({ ...transfer, status: 'CANCELLED' }));
    },
  } satisfies Partial<Handlers>;
}
