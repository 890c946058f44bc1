import { Temporal } from 'temporal-polyfill';
import type { PaymentPlanStatus, PaymentPlanTerms, TransferStatus } from '@hci/api-schema';
import { installmentAmounts } from './payment-plans';
import { refuse } from './refusal';

/** What a transfer to another cohort costs, when it may be decided, and the terms it makes. */

/** Confirmed transfers allowed per student; the first is free, later ones cost the fee. */
export const maxTransfers = 2;
/** The fee of every confirmed transfer after the first, in cents. */
export const transferFee = 30_000;

/** The fee of the student's next transfer, given how many they have confirmed: the first is free. */
export function nextTransferFee(confirmed: number): number {
  return confirmed === 0 ? 0 : transferFee;
}

/** Only a pending transfer can still be confirmed or cancelled. */
export function checkTransferPending(status: TransferStatus): void {
  if (status !== 'PENDING')
    throw refuse('transferNotPending', 'The transfer is no longer pending', 409);
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
    throw refuse('exceededTransfers', 'The transfer limit has been reached', 409);
  if (planStatus !== 'ACTIVE')
    throw refuse('transferNotPermit', 'This payment schedule cannot be transferred', 409);
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

/** An installment of the plan a confirmed transfer opens. */
export interface TransferInstallment {
  installment: number;
  dueDate: string;
  amountDue: number;
}

/**
 * The plan a confirmed transfer opens for the balance it moves: its installments, a month apart
 * from the day it is confirmed, with no deposit and no interest (the fee is charged at once).
 */
export function transferPlan(
  remaining: number,
  count: number,
  confirmedOn: string,
): { installmentAmount: number; installments: TransferInstallment[] } {
  const { installmentAmount, amounts } = installmentAmounts(remaining, count);
  const from = Temporal.PlainDate.from(confirmedOn);
  return {
    installmentAmount,
    installments: amounts.map((amountDue, index) => ({
      installment: index + 1,
      dueDate: from.add({ months: index + 1 }).toString(),
      amountDue,
    })),
  };
}

/** One figure of a transfer's comparison, on the current plan and on the new one. */
export interface TransferFigure {
  current: number;
  next: number;
}

/**
 * A transfer set beside the plan it replaces, like with like: what is left to pay on each, and
 * what each costs in all. The new plan takes over the current one's balance and adds the fee
 * (transferTerms), so what was already paid counts in the new plan's total cost too.
 */
export function transferComparison(
  currentTotalOwed: number,
  transfer: { fee: number; newTerms: Pick<PaymentPlanTerms, 'totalOwed'> },
): { remaining: TransferFigure; totalCost: TransferFigure } {
  const currentRemaining = transfer.newTerms.totalOwed - transfer.fee;
  const paid = currentTotalOwed - currentRemaining;
  return {
    remaining: { current: currentRemaining, next: transfer.newTerms.totalOwed },
    totalCost: { current: currentTotalOwed, next: paid + transfer.newTerms.totalOwed },
  };
}
