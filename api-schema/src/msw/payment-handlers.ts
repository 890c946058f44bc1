// Payment information: plans with schedule and breakdown, payment methods, payments, transfers.
import { cardBrandOf } from '@hci/payment-cards';
import type {
  FinancialStatus,
  Payment,
  PaymentPlanDetail,
  PaymentReceipt,
  SystemText,
} from '../schema';
import {
  amountDueNow,
  applyToSchedule,
  balance,
  checkCardNotExpired,
  checkNoPaymentUnderway,
  checkTransferConfirmable,
  checkTransferPending,
  openRowStatus,
  paymentAmount,
  planStanding,
  rowOutstanding,
} from '../rules';
import * as fixtures from './fixtures';
import { all, demoNow, failure, notFound, refusalResponse, type MockContext } from './mock-kit';

/** The reference server's test card numbers, so stories can show the same refusals. */
export const testCards = {
  declined: '4000000000000002',
  providerError: '4000000000000119',
} as const;

/**
 * Restates what a plan shows from its schedule on the demo day, as the API reads its rows: each
 * open row's status, what is due and owed, the next installment and how the plan stands.
 */
function restate(plan: PaymentPlanDetail, handedToCollections: boolean) {
  for (const row of plan.schedule) {
    if (row.status === 'PAID' || row.status === 'PENDING' || row.status === 'PAST_DUE') {
      row.status = openRowStatus(row, fixtures.demoToday);
    }
  }
  const standing = planStanding(plan.schedule, fixtures.demoToday, handedToCollections);
  plan.financialStatus = standing.financialStatus;
  plan.daysOverdue = standing.daysOverdue;
  plan.terms.amountDue = amountDueNow(plan.schedule, fixtures.demoToday);
  plan.breakdown.totalPaid = plan.schedule.reduce((sum, row) => sum + row.amountPaid, 0);
  plan.breakdown.totalRemaining = balance(plan.schedule);
  if (standing.next) {
    plan.nextDueDate = standing.next.dueDate;
    plan.nextInstallmentAmount = standing.next.amountDue;
  } else {
    delete plan.nextDueDate;
    delete plan.nextInstallmentAmount;
  }
}

/**
 * Applies `amount` to the plan's rows, oldest due first, and restates what the plan shows; answers
 * what it paid on each row.
 */
function applyPayment(plan: PaymentPlanDetail, amount: number) {
  const applied = applyToSchedule(plan.schedule, amount);
  for (const { id, amount: paid } of applied) {
    plan.schedule.find((row) => row.id === id)!.amountPaid += paid;
  }
  restate(plan, plan.financialStatus === 'COLLECTIONS');
  return applied;
}

/**
 * The installments left unpaid for each financial status on the demo day (2026-03-31): March's
 * (16 days overdue) for PAST_DUE; January to March (75 days) for COLLECTIONS, where the
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
  restate(plan, financialStatus === 'COLLECTIONS');
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

  /** The processor accepts a payment: the rows it paid and its history line name it. */
  const accept = (payment: Payment) => {
    payment.status = 'ACCEPTED';
    const plan = planOf(payment.paymentPlanId)!;
    for (const { paymentId, id } of db.paymentAllocations) {
      if (paymentId !== payment.id) continue;
      const row = plan.schedule.find((entry) => entry.id === id)!;
      row.paymentIds = [...(row.paymentIds ?? []), payment.id];
    }
    for (const event of db.accountHistory) {
      if (event.paymentId === payment.id) event.paymentStatus = 'ACCEPTED';
    }
    db.paymentSettlements.push({
      paymentId: payment.id,
      reference: `ch_mock_${payment.id}`,
      settledAt: demoNow,
    });
  };

  /** An accepted payment's receipt, from the records the mocks keep. */
  const receiptOf = (payment: Payment): PaymentReceipt | undefined => {
    const settlement = db.paymentSettlements.find((entry) => entry.paymentId === payment.id);
    const plan = planOf(payment.paymentPlanId);
    if (payment.status !== 'ACCEPTED' || !settlement || !plan) return undefined;
    const { personalInfo, user } = db.student;
    const cohort = fixtures.planCohorts[plan.id];
    return {
      paymentId: payment.id,
      reference: settlement.reference,
      paymentPlanId: plan.id,
      type: payment.type,
      amount: payment.amount,
      settledAt: settlement.settledAt,
      brand: payment.brand,
      last4: payment.last4,
      payer: {
        firstName: personalInfo.firstName,
        ...(personalInfo.middleName ? { middleName: personalInfo.middleName } : {}),
        lastName: personalInfo.lastName,
        email: user.email,
      },
      planName: plan.name,
      ...(cohort ? { cohort } : {}),
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
    };
  };

  return [
    http.get('/students/{studentId}/payment_plans/{paymentPlanId}', ({ params, response }) => {
      const plan = planOf(params.paymentPlanId);
      return plan ? response(200).json({ content: plan }) : response(404).json(notFound());
    }),
    http.get('/students/{studentId}/payment_methods', ({ response }) =>
      response(200).json(all(db.paymentMethods)),
    ),
    http.post('/students/{studentId}/payment_methods', async ({ request, response }) => {
      const { cardNumber, expirationMonth, expirationYear, holderName, makeDefault } =
        await request.json();
      try {
        checkCardNotExpired(expirationMonth, expirationYear, Date.parse(demoNow));
      } catch (error) {
        return response.untyped(refusalResponse(error));
      }
      if (cardNumber === testCards.declined) {
        return response(402).json(
          failure(402, 'failedAddPaymentMethod', 'The issuer declined the card'),
        );
      }
      if (cardNumber === testCards.providerError) {
        return response(402).json(
          failure(402, 'paymentProviderError', 'The card processor is unavailable'),
        );
      }
      const brand = cardBrandOf(cardNumber);
      const last4 = cardNumber.slice(-4);
      if (db.paymentMethods.some((method) => method.brand === brand && method.last4 === last4)) {
        return response(409).json(failure(409, 'cardAlreadyExist', 'The card is already saved'));
      }
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
        // The same order of checks as the reference server.
        const assigned = db.paymentPlans.some(
          (plan) =>
            plan.status === 'ACTIVE' &&
            plan.schedule.some((row) => row.paymentMethodId === id && rowOutstanding(row) > 0),
        );
        if (assigned) {
          return response(409).json(
            failure(409, 'paymentMethodAssignedDeleteError', 'A pending installment uses the card'),
          );
        }
        const owing = db.paymentPlans.some(
          (plan) => plan.status === 'ACTIVE' && balance(plan.schedule) > 0,
        );
        if (method.isDefault && owing) {
          return response(409).json(
            failure(409, 'paymentMethodDeleteDefaultError', 'The default card pays the balance'),
          );
        }
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
        const method = db.paymentMethods.find((entry) => entry.id === paymentMethodId);
        if (!method) {
          return response(400).json(failure(400, 'paymentRequestError', 'Unknown payment method'));
        }
        let charged: number;
        try {
          // The mock's clock stands still, so only a payment still in progress holds the next.
          checkNoPaymentUnderway(
            db.payments.find(
              (entry) => entry.paymentPlanId === plan.id && entry.status === 'IN_PROGRESS',
            ),
            Date.parse(demoNow),
          );
          charged = paymentAmount(
            { type, ...(amount === undefined ? {} : { amount }) },
            plan.schedule,
            fixtures.demoToday,
          );
        } catch (error) {
          return response.untyped(refusalResponse(error));
        }
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
        for (const { id, amount: paid } of applyPayment(plan, charged)) {
          db.paymentAllocations.push({ paymentId: payment.id, id, amount: paid });
        }
        logEvent(
          'PAYMENT',
          { kind: 'PAYMENT_SUBMITTED', params: { paymentType: type } },
          charged,
          payment,
        );
        return response(201).json({ content: payment });
      },
    ),
    http.get('/students/{studentId}/payments/{paymentId}', ({ params, response }) => {
      const payment = db.payments.find((entry) => entry.id === Number(params.paymentId));
      if (!payment) return response(404).json(notFound());
      // The simulated processor has settled the charge by the time it is read.
      if (payment.status === 'IN_PROGRESS') accept(payment);
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
      const confirmed = db.transfers.filter((entry) => entry.status === 'CONFIRMED').length;
      try {
        checkTransferConfirmable(
          transfer.status,
          confirmed,
          planOf(transfer.paymentPlanId)!.status,
        );
      } catch (error) {
        return response.untyped(refusalResponse(error));
      }
      transfer.status = 'CONFIRMED';
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
      try {
        checkTransferPending(transfer.status);
      } catch (error) {
        return response.untyped(refusalResponse(error));
      }
      transfer.status = 'CANCELLED';
      return response(200).json({ content: transfer });
    }),
  ];
}
