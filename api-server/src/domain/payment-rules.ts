import type {
  PaymentPlanStatus,
  PaymentPlanTerms,
  PaymentStatus,
  PaymentType,
  TransferStatus,
} from '@hci/api-schema';
import { isoAt } from '../clock.js';
import { badRequest, rule } from '../http/errors.js';
import { installmentAmounts } from './installments.js';
import type { ScheduleRow } from './payment-plans.js';
import { amountDueNow, balance, rowOutstanding } from './payment-plans.js';

/** What a payment may charge, when it settles and where it goes; what a transfer costs and makes. */

/** A card charge settles this long after it is made (the processor's simulated latency). */
export const settlementMs = 2_000;
/** After a payment settles, another one waits this long (paymentStatusAccepted). */
export const acceptedCooldownMs = 10_000;
/** The smallest amount a student may name: $1.00. */
export const minimumPaymentCents = 100;
/** Confirmed transfers allowed per student; the first is free, later ones cost the fee. */
export const maxTransfers = 2;
export const transferFee = 30_000;

/** The plan's latest active payment that is in progress or accepted. */
export interface LatestPayment {
  status: PaymentStatus;
  created_at: string;
}

/**
 * One payment at a time: none while the last one is being processed, nor during the cooldown after
 * it was accepted, so the student sees a payment applied before making another.
 */
export function checkNoPaymentUnderway(latest: LatestPayment | undefined, now: number): void {
  if (latest?.status === 'IN_PROGRESS')
    throw rule('paymentStatusInProgress', 'A payment is being processed', 409);
  if (
    latest?.status === 'ACCEPTED' &&
    Date.parse(latest.created_at) > now - settlementMs - acceptedCooldownMs
  ) {
    throw rule('paymentStatusAccepted', 'A payment was just accepted; retry in a few seconds', 409);
  }
}

export interface PaymentRequest {
  type: PaymentType;
  amount?: number;
}

/**
 * What a payment charges. PAY_OFF: the whole balance. INSTALLMENT: what is due today or, with
 * nothing due, what the next row still owes. Any other type: the amount the student names, at least
 * $1.00, and for PRE_PAY at least what is due today (future rows come after it). Never more than
 * the balance.
 */
export function paymentAmount(request: PaymentRequest, schedule: ScheduleRow[], today: string) {
  const owed = balance(schedule);
  if (owed === 0) throw rule('paymentNoBalance', 'Nothing is owed on this plan', 400);
  const dueNow = amountDueNow(schedule, today);
  let amount: number;
  switch (request.type) {
    case 'PAY_OFF':
      amount = owed;
      break;
    case 'INSTALLMENT':
      amount = dueNow > 0 ? dueNow : rowOutstanding(schedule.find((r) => rowOutstanding(r) > 0)!);
      break;
    default:
      if (request.amount === undefined)
        throw badRequest('An amount is required', [
          { path: 'amount', message: 'This field is required' },
        ]);
      amount = request.amount;
      if (request.type === 'PRE_PAY' && amount < dueNow)
        throw rule('paymentAmountLower', 'The amount is lower than the amount due', 400);
      if (amount < minimumPaymentCents)
        throw rule('paymentAmountLower', 'The minimum payment is $1.00', 400);
  }
  if (amount > owed)
    throw rule('paymentBalanceExceeded', 'The amount is more than the balance', 400);
  return amount;
}

/** Charges made at or before this moment have settled. */
export function settlementCutoff(now: number): string {
  return isoAt(now - settlementMs);
}

/** A settled charge counts only if its plan is still active; otherwise it was for nothing. */
export function settledStatus(planStatus: PaymentPlanStatus): PaymentStatus {
  return planStatus === 'ACTIVE' ? 'ACCEPTED' : 'INVALID';
}

/**
 * How an accepted payment is spread over the schedule: oldest due date first (then the lower
 * installment), each row up to what it still owes. Whatever exceeds the open rows is not applied.
 */
export function applyToSchedule(
  rows: ScheduleRow[],
  amount: number,
): { id: number; amount: number }[] {
  const oldestFirst = rows.toSorted(
    (a, b) =>
      (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : 0) ||
      a.installment - b.installment,
  );
  const applied = [];
  let left = amount;
  for (const row of oldestFirst) {
    const take = Math.min(left, rowOutstanding(row));
    if (take <= 0) continue;
    applied.push({ id: row.id, amount: take });
    left -= take;
  }
  return applied;
}

/** A payment withdrawn, or refused when it settled, is no longer the student's to see. */
export function checkPaymentShown(payment: { active: boolean; status: PaymentStatus }): void {
  if (!payment.active) throw rule('paymentDeleted', 'The payment is no longer active', 410);
  if (payment.status === 'INVALID')
    throw rule('paymentStatusInvalid', 'The payment was not valid', 410);
}

/** A card stays usable through the last day of its expiry month. */
export function checkCardNotExpired(expMonth: number, expYear: number, now: number): void {
  const current = new Date(now);
  if (expYear * 12 + expMonth < current.getUTCFullYear() * 12 + current.getUTCMonth() + 1)
    throw rule('invalidPaymentMethodDetails', 'The card has expired', 400);
}

/** The fee of the student's next transfer, given how many they have confirmed: the first is free. */
export function nextTransferFee(confirmed: number): number {
  return confirmed === 0 ? 0 : transferFee;
}

/** Only a pending transfer can still be confirmed or cancelled. */
export function checkTransferPending(status: TransferStatus): void {
  if (status !== 'PENDING') throw rule('statusInvalid', 'The transfer is no longer pending', 409);
}

/**
 * Whether a transfer can be confirmed, in the order the student is told: it is still pending, the
 * student has transfers left, and its plan is still active.
 */
export function checkTransferConfirmable(
  status: TransferStatus,
  confirmed: number,
  planStatus: PaymentPlanStatus,
): void {
  checkTransferPending(status);
  if (confirmed >= maxTransfers)
    throw rule('exceededTransfers', 'The transfer limit has been reached', 409);
  if (planStatus !== 'ACTIVE')
    throw rule('transferNotPermit', 'This payment schedule cannot be transferred', 409);
}

/** What a transfer offers: the remaining balance over its installments, the fee due at once. */
export function transferTerms(remaining: number, fee: number, count: number): PaymentPlanTerms {
  const { installmentAmount, lastInstallmentAmount } = installmentAmounts(remaining, count);
  return {
    installmentAmount,
    lastInstallmentAmount,
    totalOwed: remaining + fee,
    amountDue: fee,
    interestRate: 0,
    depositAmount: 0,
    installmentCount: count,
  };
}
