// What a student owes on a plan, read from its schedule the way the API charges it.
import type { PaymentPlan, PaymentScheduleRow } from '@hci/api-schema';

const settled = new Set<PaymentScheduleRow['status']>(['PAID', 'CANCELLED', 'TRANSFERRED']);

/** What is left to pay on one row: its amount and tax, less what was paid. */
export function rowOutstanding(row: PaymentScheduleRow): number {
  if (settled.has(row.status)) return 0;
  return Math.max(0, row.amountDue + row.taxAmount - row.amountPaid);
}

/**
 * What "pay the installment" charges: everything due by today, or, when nothing is due yet, the
 * next installment that still owes something.
 */
export function installmentCharge(plan: PaymentPlan, schedule: readonly PaymentScheduleRow[]) {
  if (plan.terms.amountDue > 0) return plan.terms.amountDue;
  const next = schedule.find((row) => rowOutstanding(row) > 0);
  return next ? rowOutstanding(next) : 0;
}

/** The card the next open installment names: the one auto-pay charges on its due date. */
export function nextChargedCard(schedule: readonly PaymentScheduleRow[]) {
  const next = schedule.find((row) => rowOutstanding(row) > 0 && row.brand && row.last4);
  return next?.brand && next.last4 ? { brand: next.brand, last4: next.last4 } : undefined;
}
