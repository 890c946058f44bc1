// Payment information: plans with schedule and breakdown, payment methods, payments, transfers.
import type { CardBrand, FinancialStatus, Payment, PaymentPlanDetail } from '../schema';
import * as fixtures from './fixtures';
import { all, demoNow, failure, notFound, type MockContext } from './mock-kit';

/** The reference server's test card numbers, so stories can show the same refusals. */
export const testCards = {
  declined: '4000000000000002',
  providerError: '4000000000000119',
} as const;

function brandOf(cardNumber: string): CardBrand {
  if (/^4/.test(cardNumber)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'MASTERCARD';
  if (/^3[47]/.test(cardNumber)) return 'AMEX';
  if (/^6(011|5)/.test(cardNumber)) return 'DISCOVER';
  return 'OTHER';
}

const remaining = (plan: PaymentPlanDetail) => plan.breakdown.totalRemaining;

/** Applies `amount` to the earliest open installments and recomputes what the plan shows. */
function applyPayment(plan: PaymentPlanDetail, amount: number) {
  let left = amount;
  for (const row of plan.schedule) {
    if (left === 0) break;
    if (row.status === 'PAID' || row.status === 'CANCELLED' || row.status === 'TRANSFERRED') {
      continue;
    }
    const paid = Math.min(left, row.amountDue - row.amountPaid);
    row.amountPaid += paid;
    left -= paid;
    if (row.amountPaid === row.amountDue) row.status = 'PAID';
  }
  plan.breakdown.totalPaid += amount;
  plan.breakdown.totalRemaining -= amount;
  const next = plan.schedule.find((row) => row.status !== 'PAID');
  plan.terms.amountDue = next ? next.amountDue - next.amountPaid : 0;
  if (next) {
    plan.nextDueDate = next.dueDate;
    plan.nextInstallmentAmount = next.amountDue;
  } else {
    delete plan.nextDueDate;
    delete plan.nextInstallmentAmount;
    plan.status = 'CONCLUDED';
  }
  plan.daysOverdue = 0;
  plan.financialStatus = 'GOOD';
}

/**
 * The installments left unpaid for each financial status on the demo day (2026-03-31): March's
 * (16 days overdue) for PAST_DUE; January to March (75 days) for COLLECTIONS, where the
 * institute has handed the account over before the 90-day mark.
 */
const unpaidFor: Record<
  Exclude<FinancialStatus, 'GOOD'>,
  { installments: number[]; days: number }
> = {
  PAST_DUE: { installments: [3], days: 16 },
  COLLECTIONS: { installments: [1, 2, 3], days: 75 },
};

/** Puts a plan behind on its payments, keeping its schedule, terms and breakdown consistent. */
export function fallBehind(
  plan: PaymentPlanDetail,
  financialStatus: Exclude<FinancialStatus, 'GOOD'>,
) {
  const { installments, days } = unpaidFor[financialStatus];
  let owed = 0;
  for (const row of plan.schedule) {
    if (!installments.includes(row.installment)) continue;
    owed += row.amountPaid;
    row.amountPaid = 0;
    row.status = 'PAST_DUE';
  }
  plan.breakdown.totalPaid -= owed;
  plan.breakdown.totalRemaining += owed;
  plan.terms.amountDue = owed;
  plan.financialStatus = financialStatus;
  plan.daysOverdue = days;
}

export function paymentHandlers({ http, db, nextId }: MockContext) {
  const planOf = (id: string) => db.paymentPlans.find((plan) => plan.id === Number(id));
  const logEvent = (type: 'PAYMENT' | 'TRANSFER', description: string, amount?: number) =>
    db.accountHistory.unshift({
      id: nextId(),
      applicationId: 1,
      eventDate: demoNow,
      type,
      description,
      ...(amount === undefined ? {} : { amount }),
      performedBy: 'Jordan Whitaker',
    });

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
      const expires = `${expirationYear}-${String(expirationMonth).padStart(2, '0')}`;
      if (expires < fixtures.demoToday.slice(0, 7)) {
        return response(400).json(
          failure(400, 'invalidPaymentMethodDetails', 'The card has expired'),
        );
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
      const brand = brandOf(cardNumber);
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
        const assigned = db.paymentPlans.some((plan) =>
          plan.schedule.some((row) => row.status === 'PENDING' && row.paymentMethodId === id),
        );
        if (assigned) {
          return response(409).json(
            failure(409, 'paymentMethodAssignedDeleteError', 'A pending installment uses the card'),
          );
        }
        const owing = db.paymentPlans.some((plan) => remaining(plan) > 0);
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
        if (remaining(plan) === 0) {
          return response(400).json(failure(400, 'paymentNoBalance', 'Nothing is owed'));
        }
        if (
          db.payments.some(
            (entry) => entry.paymentPlanId === plan.id && entry.status === 'IN_PROGRESS',
          )
        ) {
          return response(409).json(
            failure(409, 'paymentStatusInProgress', 'A payment is still being processed'),
          );
        }
        const charged =
          type === 'PAY_OFF'
            ? remaining(plan)
            : type === 'INSTALLMENT'
              ? plan.terms.amountDue
              : amount;
        if (charged === undefined) {
          return response(400).json(failure(400, 'paymentRequestError', 'The amount is missing'));
        }
        if (charged > remaining(plan)) {
          return response(400).json(
            failure(400, 'paymentBalanceExceeded', 'The amount is above the balance'),
          );
        }
        if (type === 'PRE_PAY' && charged < plan.terms.installmentAmount) {
          return response(400).json(
            failure(400, 'paymentAmountLower', 'Pre-pay at least one installment'),
          );
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
        applyPayment(plan, charged);
        logEvent('PAYMENT', 'Payment submitted', charged);
        return response(201).json({ content: payment });
      },
    ),
    http.get('/students/{studentId}/payments/{paymentId}', ({ params, response }) => {
      const payment = db.payments.find((entry) => entry.id === Number(params.paymentId));
      if (!payment) return response(404).json(notFound());
      // The simulated processor has settled the charge by the time it is read.
      payment.status = 'ACCEPTED';
      return response(200).json({ content: payment });
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
      if (transfer.status !== 'PENDING') {
        return response(409).json(failure(409, 'statusInvalid', 'The transfer is not pending'));
      }
      transfer.status = 'CONFIRMED';
      logEvent('TRANSFER', `Transfer to ${transfer.toCohort.name} confirmed`, transfer.fee);
      return response(200).json({ content: transfer });
    }),
    http.post('/students/{studentId}/transfers/{transferId}/cancel', ({ params, response }) => {
      const transfer = db.transfers.find((entry) => entry.id === Number(params.transferId));
      if (!transfer) return response(404).json(notFound());
      if (transfer.status !== 'PENDING') {
        return response(409).json(failure(409, 'statusInvalid', 'The transfer is not pending'));
      }
      transfer.status = 'CANCELLED';
      logEvent('TRANSFER', `Transfer to ${transfer.toCohort.name} cancelled`);
      return response(200).json({ content: transfer });
    }),
  ];
}
