// Payment information: plans with schedule and breakdown, payment methods, payments, transfers.
import { cardBrandOf } from '@hci/payment-cards';
import type {
  FinancialStatus,
  Payment,
  PaymentPlanDetail,
  PaymentReceipt,
  SystemText,
  Transfer,
} from '@hci/api-schema';
import {
  applyInTurn,
  balance,
  checkCardNotExpired,
  checkCardNotStored,
  checkCardRemovable,
  checkNoPaymentUnderway,
  checkPaymentRequest,
  checkSimulatedCardStored,
  checkTransferConfirmable,
  checkTransferPending,
  lifecycle,
  nextTransferFee,
  paymentAmount,
  paymentReceipt,
  planName,
  rowOutstanding,
  settledStatus,
  transferPlan,
  transferTerms,
} from '@hci/rules';
import * as fixtures from './fixtures';
import { restatePlan } from './plan-view';
import { all, demoNow, inboxMessage, notFound, page, type MockContext } from './mock-kit';

/**
 * The installments left unpaid for each financial status on the demo day (2026-03-31): March's
 * (19 days overdue) for PAST_DUE; January to March (78 days) for COLLECTIONS, where the
 * institute has handed the account over before the 90-day mark.
 */
const unpaidFor: Record<Exclude<FinancialStatus, 'GOOD'>, number[]> = {
  PAST_DUE: [3],
  COLLECTIONS: [1, 2, 3],
};

/** Puts a plan behind on its payments, keeping its schedule, terms and breakdown consistent. */
export function fallBehind(
  plan: PaymentPlanDetail,
  financialStatus: Exclude<FinancialStatus, 'GOOD'>,
) {
  for (const row of plan.schedule) {
    if (!unpaidFor[financialStatus].includes(row.installment)) continue;
    row.amountPaid = 0;
    delete row.paymentIds;
  }
  restatePlan(plan, fixtures.demoToday, financialStatus === 'COLLECTIONS');
}

export function paymentHandlers({ http, db, nextId }: MockContext) {
  const planOf = (id: string | number) => db.paymentPlans.find((plan) => plan.id === Number(id));
  const logEvent = (
    type: 'PAYMENT' | 'TRANSFER',
    description: SystemText,
    amount: number,
    payment?: Payment,
  ) =>
    db.accountHistory.unshift({
      id: nextId(),
      applicationId: 1,
      eventDate: demoNow,
      type,
      description,
      amount,
      performedBy: 'STUDENT',
      ...(payment ? { paymentId: payment.id, paymentStatus: payment.status } : {}),
    });

  /**
   * Settles the plan's charges as the API settles those whose processing time has passed; the
   * mock's charges have settled once the payment or its plan is read (its receipt comes after).
   * Each is accepted, or not, by the shared rule, and the accepted ones are spread over the
   * schedule in turn; the rows they paid and their history lines name them.
   */
  const settle = (plan: PaymentPlanDetail) => {
    const due = db.payments.filter(
      (payment) => payment.paymentPlanId === plan.id && payment.status === 'IN_PROGRESS',
    );
    if (due.length === 0) return;
    for (const payment of due) {
      payment.status = settledStatus(plan.status);
      for (const event of db.accountHistory) {
        if (event.paymentId === payment.id) event.paymentStatus = payment.status;
      }
    }
    const accepted = due.filter((payment) => payment.status === 'ACCEPTED');
    for (const allocation of applyInTurn(plan.schedule, accepted)) {
      const row = plan.schedule.find((entry) => entry.id === allocation.id)!;
      row.amountPaid += allocation.amount;
      row.paymentIds = [...(row.paymentIds ?? []), allocation.paymentId];
      db.paymentAllocations.push(allocation);
    }
    for (const payment of accepted) {
      db.paymentSettlements.push({
        paymentId: payment.id,
        reference: `ch_mock_${payment.id}`,
        settledAt: demoNow,
      });
    }
    restatePlan(plan, fixtures.demoToday, plan.financialStatus === 'COLLECTIONS');
  };

  /**
   * Moves the plan's unpaid rows to the plan the transfer opens, as the API does when it is
   * confirmed: the balance in the transfer's installments from the demo day, on the default card.
   */
  const moveToNewPlan = (plan: PaymentPlanDetail, transfer: Transfer) => {
    const remaining = balance(plan.schedule);
    const count = transfer.newTerms.installmentCount;
    plan.status = lifecycle.paymentPlan.transferred;
    for (const row of plan.schedule) {
      if ((row.status === 'PENDING' || row.status === 'PAST_DUE') && rowOutstanding(row) > 0)
        row.status = lifecycle.scheduleRow.transferred;
    }
    const card = db.paymentMethods.find((method) => method.isDefault);
    const terms = transferTerms(remaining, 0, count);
    const opened: PaymentPlanDetail = {
      id: nextId(),
      ...(plan.applicationId === undefined ? {} : { applicationId: plan.applicationId }),
      name: planName('TRANSFER', terms),
      source: 'TRANSFER',
      status: lifecycle.paymentPlan.opened,
      financialStatus: 'GOOD',
      autoPay: plan.autoPay,
      daysOverdue: 0,
      terms,
      schedule: transferPlan(remaining, count, fixtures.demoToday).installments.map((row) => ({
        ...row,
        id: nextId(),
        captureMethod: 'AUTOMATIC',
        currency: 'USD',
        status: 'PENDING',
        taxAmount: 0,
        amountPaid: 0,
        ...(card ? { paymentMethodId: card.id, brand: card.brand, last4: card.last4 } : {}),
      })),
      breakdown: {
        netTuition: remaining,
        totalPaid: 0,
        totalRemaining: remaining,
        refunds: { withdrawal: 0, voucher: 0, custom: 0 },
        rollover: remaining,
        interest: 0,
        taxes: 0,
      },
    };
    restatePlan(opened, fixtures.demoToday, false);
    db.paymentPlans.push(opened);
    db.planCohorts[opened.id] = transfer.toCohort;
  };

  /** An accepted payment's receipt, from the records the mocks keep. */
  const receiptOf = (payment: Payment): PaymentReceipt | undefined => {
    const settlement = db.paymentSettlements.find((entry) => entry.paymentId === payment.id);
    const plan = planOf(payment.paymentPlanId);
    if (payment.status !== 'ACCEPTED' || !settlement || !plan) return undefined;
    const settledBy = (entry: { paymentId: number; settledAt: string }) =>
      entry.settledAt < settlement.settledAt ||
      (entry.settledAt === settlement.settledAt && entry.paymentId <= payment.id);
    const paidBefore = new Set(
      db.paymentSettlements
        .filter(settledBy)
        .map((entry) => entry.paymentId)
        .filter((id) =>
          db.payments.some(
            (p) => p.id === id && p.status === 'ACCEPTED' && p.paymentPlanId === plan.id,
          ),
        ),
    );
    return paymentReceipt({
      payment,
      dueAtEnrollment: db.accountHistory.some(
        (event) =>
          event.paymentId === payment.id &&
          event.description.kind === 'ENROLLMENT_PAYMENT_SUBMITTED',
      ),
      ...settlement,
      payer: { ...db.student.personalInfo, email: db.student.user.email },
      planName: plan.name,
      cohort: db.planCohorts[plan.id],
      installments: db.paymentAllocations
        .filter((allocation) => allocation.paymentId === payment.id)
        .map(({ id, amount }) => {
          const row = plan.schedule.find((entry) => entry.id === id)!;
          return {
            scheduleRowId: id,
            installment: row.installment,
            dueDate: row.dueDate,
            amountApplied: amount,
          };
        }),
      planOwed: plan.schedule.reduce((sum, row) => sum + row.amountDue + row.taxAmount, 0),
      paidThrough: db.paymentAllocations
        .filter((allocation) => paidBefore.has(allocation.paymentId))
        .reduce((sum, allocation) => sum + allocation.amount, 0),
    });
  };

  return [
    http.get('/students/{studentId}/payment_plans', ({ query, response }) => {
      for (const plan of db.paymentPlans) settle(plan);
      return response(200).json(
        page(
          db.paymentPlans.map(({ schedule: _schedule, breakdown: _breakdown, ...plan }) => plan),
          query,
        ),
      );
    }),
    http.get('/students/{studentId}/payment_plans/{paymentPlanId}', ({ params, response }) => {
      const plan = planOf(params.paymentPlanId);
      if (!plan) return response(404).json(notFound());
      settle(plan);
      return response(200).json({ content: plan });
    }),
    http.get('/students/{studentId}/payment_methods', ({ response }) =>
      response(200).json(all(db.paymentMethods)),
    ),
    http.post('/students/{studentId}/payment_methods', async ({ request, response }) => {
      const { cardNumber, expirationMonth, expirationYear, holderName, makeDefault } =
        await request.json();
      checkCardNotExpired(expirationMonth, expirationYear, Date.parse(demoNow));
      checkSimulatedCardStored(cardNumber);
      const brand = cardBrandOf(cardNumber);
      const last4 = cardNumber.slice(-4);
      checkCardNotStored(
        db.paymentMethods.some((method) => method.brand === brand && method.last4 === last4),
      );
      const isDefault = makeDefault === true || db.paymentMethods.length === 0;
      if (isDefault) for (const method of db.paymentMethods) method.isDefault = false;
      const method = {
        id: nextId(),
        isDefault,
        brand,
        last4,
        expirationMonth,
        expirationYear,
        holderName,
      };
      db.paymentMethods.push(method);
      return response(201).json({ content: method });
    }),
    http.put(
      '/students/{studentId}/payment_methods/{paymentMethodId}',
      async ({ params, request, response }) => {
        const method = db.paymentMethods.find(
          (entry) => entry.id === Number(params.paymentMethodId),
        );
        if (!method) return response(404).json(notFound());
        Object.assign(method, await request.json());
        return response(200).json({ content: method });
      },
    ),
    http.delete(
      '/students/{studentId}/payment_methods/{paymentMethodId}',
      ({ params, response }) => {
        const id = Number(params.paymentMethodId);
        const method = db.paymentMethods.find((entry) => entry.id === id);
        if (!method) return response(404).json(notFound());
        const active = db.paymentPlans.filter((plan) => plan.status === 'ACTIVE');
        checkCardRemovable({
          assignedToOpenInstallment: active.some((plan) =>
            plan.schedule.some((row) => row.paymentMethodId === id && rowOutstanding(row) > 0),
          ),
          isDefault: method.isDefault,
          balanceOwed: active.reduce((sum, plan) => sum + balance(plan.schedule), 0),
        });
        db.paymentMethods = db.paymentMethods.filter((entry) => entry !== method);
        return response(204).empty();
      },
    ),
    http.post(
      '/students/{studentId}/payment_methods/{paymentMethodId}/default',
      ({ params, response }) => {
        const method = db.paymentMethods.find(
          (entry) => entry.id === Number(params.paymentMethodId),
        );
        if (!method) return response(404).json(notFound());
        for (const entry of db.paymentMethods) entry.isDefault = entry === method;
        return response(200).json({ content: method });
      },
    ),
    http.post(
      '/students/{studentId}/payment_plans/{paymentPlanId}/payments',
      async ({ params, request, response }) => {
        const plan = planOf(params.paymentPlanId);
        if (!plan) return response(404).json(notFound());
        const { type, paymentMethodId, amount } = await request.json();
        const method = checkPaymentRequest(
          plan.status,
          db.paymentMethods.find((entry) => entry.id === paymentMethodId),
        );
        // The mock's clock stands still, so only a payment still in progress holds the next:
        // one not read since it was made.
        checkNoPaymentUnderway(
          db.payments.find(
            (entry) => entry.paymentPlanId === plan.id && entry.status === 'IN_PROGRESS',
          ),
          Date.parse(demoNow),
        );
        const charged = paymentAmount(
          { type, ...(amount === undefined ? {} : { amount }) },
          plan.schedule,
          fixtures.demoToday,
        );
        const payment: Payment = {
          id: nextId(),
          paymentPlanId: plan.id,
          type,
          status: 'IN_PROGRESS',
          amount: charged,
          paymentMethodId: method.id,
          brand: method.brand,
          last4: method.last4,
          createdAt: demoNow,
        };
        db.payments.push(payment);
        logEvent(
          'PAYMENT',
          { kind: 'PAYMENT_SUBMITTED', params: { paymentType: type } },
          charged,
          payment,
        );
        db.intents.unshift(
          inboxMessage(nextId(), db.student.id, 'PAYMENT_RECEIVED', {
            amount: charged,
            cardBrand: method.brand,
            cardLast4: method.last4,
          }),
        );
        return response(201).json({ content: payment });
      },
    ),
    http.get('/students/{studentId}/payments/{paymentId}', ({ params, response }) => {
      const payment = db.payments.find((entry) => entry.id === Number(params.paymentId));
      if (!payment) return response(404).json(notFound());
      settle(planOf(payment.paymentPlanId)!);
      return response(200).json({ content: payment });
    }),
    http.get('/students/{studentId}/payments/{paymentId}/receipt', ({ params, response }) => {
      const payment = db.payments.find((entry) => entry.id === Number(params.paymentId));
      const receipt = payment && receiptOf(payment);
      return receipt ? response(200).json({ content: receipt }) : response(404).json(notFound());
    }),
    http.get('/students/{studentId}/transfers', ({ query, response }) => {
      const status = query.get('status');
      return response(200).json(
        all(db.transfers.filter((transfer) => !status || transfer.status === status)),
      );
    }),
    http.post('/students/{studentId}/transfers/{transferId}/confirm', ({ params, response }) => {
      const transfer = db.transfers.find((entry) => entry.id === Number(params.transferId));
      if (!transfer) return response(404).json(notFound());
      const plan = planOf(transfer.paymentPlanId)!;
      const confirmed = db.transfers.filter((entry) => entry.status === 'CONFIRMED').length;
      checkTransferConfirmable(transfer.status, confirmed, plan.status);
      transfer.fee = nextTransferFee(confirmed);
      moveToNewPlan(plan, transfer);
      transfer.status = lifecycle.transfer.confirmed;
      // Other offers to move this plan are withdrawn: its open rows have just moved.
      for (const other of db.transfers) {
        if (other !== transfer && other.paymentPlanId === plan.id && other.status === 'PENDING')
          other.status = lifecycle.transfer.cancelled;
      }
      logEvent(
        'TRANSFER',
        { kind: 'TRANSFERRED', params: { cohort: transfer.toCohort.name } },
        transfer.fee,
      );
      return response(200).json({ content: transfer });
    }),
    http.post('/students/{studentId}/transfers/{transferId}/cancel', ({ params, response }) => {
      const transfer = db.transfers.find((entry) => entry.id === Number(params.transferId));
      if (!transfer) return response(404).json(notFound());
      checkTransferPending(transfer.status);
      transfer.status = lifecycle.transfer.cancelled;
      return response(200).json({ content: transfer });
    }),
  ];
}
