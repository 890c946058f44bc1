import type { FinancialStatus, PaymentPlanTerms } from '../schema';
import { rowOutstanding, type ScheduleEntry } from './payments';

/** A plan's arithmetic: its installments, the terms offered, and how it stands on a given day. */

/** After this many days past due an account goes to collections. */
export const collectionsAfterDays = 90;

/**
 * A balance paid in `count` installments of whole cents: each is the balance's share rounded up to
 * the cent, or what is left of the balance when that is less, so they add up to it exactly. Only
 * the last is smaller, by a few cents, unless the balance is a mere few cents per installment.
 */
export function installmentAmounts(balance: number, count: number) {
  const installmentAmount = Math.ceil(balance / count);
  const amounts: number[] = [];
  let left = balance;
  for (let i = 0; i < count; i += 1) {
    const amount = Math.min(left, installmentAmount);
    amounts.push(amount);
    left -= amount;
  }
  return { installmentAmount, lastInstallmentAmount: amounts[count - 1]!, amounts };
}

/**
 * Terms of a plan offered at enrollment: simple yearly interest on the financed part, which the
 * installments pay off to the cent.
 */
export function offeredTerms(
  tuition: number,
  discount: number,
  deposit: number,
  count: number,
  rateBps: number,
): PaymentPlanTerms {
  const net = Math.max(0, tuition - discount);
  const financed = Math.max(0, net - deposit);
  const interest = Math.round((financed * rateBps * count) / 10_000 / 12);
  const { installmentAmount, lastInstallmentAmount } = installmentAmounts(
    financed + interest,
    count,
  );
  return {
    installmentAmount,
    lastInstallmentAmount,
    totalOwed: net + interest,
    amountDue: deposit > 0 ? deposit : installmentAmount,
    interestRate: rateBps / 100,
    depositAmount: deposit,
    installmentCount: count,
  };
}

function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return Math.round((Date.UTC(ty!, tm! - 1, td!) - Date.UTC(fy!, fm! - 1, fd!)) / 86_400_000);
}

/**
 * How a plan stands today, from its schedule in installment order: days overdue since the oldest
 * unpaid row past due; in collections once handed over or past `collectionsAfterDays`; and the next
 * installment, the first unpaid one not yet past due, else the oldest past due.
 */
export function planStanding<Row extends ScheduleEntry>(
  schedule: readonly Row[],
  today: string,
  handedToCollections: boolean,
): { financialStatus: FinancialStatus; daysOverdue: number; next: Row | undefined } {
  const open = schedule.filter((row) => rowOutstanding(row) > 0);
  const oldest = open.find((row) => row.dueDate < today)?.dueDate;
  const daysOverdue = oldest ? daysBetween(oldest, today) : 0;
  const financialStatus: FinancialStatus =
    handedToCollections || daysOverdue > collectionsAfterDays
      ? 'COLLECTIONS'
      : daysOverdue > 0
        ? 'PAST_DUE'
        : 'GOOD';
  return {
    financialStatus,
    daysOverdue,
    next: open.find((row) => row.dueDate >= today) ?? open[0],
  };
}
