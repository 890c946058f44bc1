import type { CaptureMethod, FinancialStatus, PaymentPlanTerms, SystemText } from '@hci/api-schema';
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
 * A plan as offered at enrollment, in cents: the cohort's tuition, the codes' discount, the deposit,
 * the number of installments and the yearly interest rate in basis points.
 */
export interface EnrollmentOffer {
  tuition: number;
  discount: number;
  deposit: number;
  count: number;
  rateBps: number;
}

/**
 * What a plan taken at enrollment finances: the tuition less the codes' discount is the net
 * tuition; what the deposit leaves of it is financed at simple yearly interest, paid off to the
 * cent by the installments.
 */
export function enrollmentFinancing({
  tuition,
  discount,
  deposit,
  count,
  rateBps,
}: EnrollmentOffer) {
  const net = Math.max(0, tuition - discount);
  const financed = Math.max(0, net - deposit);
  const interest = Math.round((financed * rateBps * count) / 10_000 / 12);
  return { net, financed, interest, installments: installmentAmounts(financed + interest, count) };
}

/** Terms of a plan offered at enrollment (see enrollmentFinancing). */
export function offeredTerms(offer: EnrollmentOffer): PaymentPlanTerms {
  const { deposit, count, rateBps } = offer;
  const { net, interest, installments } = enrollmentFinancing(offer);
  const { installmentAmount, lastInstallmentAmount } = installments;
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

/** A schedule row of a plan taken at enrollment; `amountDue` excludes the row's interest. */
export interface EnrollmentScheduleRow {
  installment: number;
  dueDate: string;
  amountDue: number;
  interestAmount: number;
  /** The row due at enrollment is paid by the student at checkout; the others are charged on their day. */
  captureMethod: CaptureMethod;
}

/** The day `months` months after an ISO day, on the month's last day when it is shorter. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const monthIndex = y! * 12 + (m! - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(Math.min(d!, lastDay), 2)}`;
}

/**
 * The schedule of a plan taken at enrollment, the moment the application completes. What is due
 * today is what the plan step showed: the deposit (row 0) or, without one, the first installment.
 * The installments fall monthly from the cohort's start; for a cohort already under way, monthly
 * from today, the first a month from now when a deposit is paid today. Each installment carries
 * its share of the interest, split the way the installments themselves are.
 */
export function enrollmentSchedule(
  offer: EnrollmentOffer,
  cohortStart: string,
  today: string,
): EnrollmentScheduleRow[] {
  const { deposit, count } = offer;
  const { interest, installments } = enrollmentFinancing(offer);
  const interestShares = installmentAmounts(interest, count).amounts;
  const started = cohortStart <= today;
  const first = !started ? cohortStart : deposit > 0 ? addMonths(today, 1) : today;
  const rows: EnrollmentScheduleRow[] =
    deposit > 0
      ? [
          {
            installment: 0,
            dueDate: today,
            amountDue: deposit,
            interestAmount: 0,
            captureMethod: 'MANUAL',
          },
        ]
      : [];
  installments.amounts.forEach((amount, i) => {
    const interestAmount = Math.min(amount, interestShares[i]!);
    const atCheckout = i === 0 && deposit === 0;
    rows.push({
      installment: i + 1,
      dueDate: atCheckout ? today : addMonths(first, i),
      amountDue: amount - interestAmount,
      interestAmount,
      captureMethod: atCheckout ? 'MANUAL' : 'AUTOMATIC',
    });
  });
  return rows;
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

/**
 * What a plan is called, from its terms: one payment and no deposit is paying in full, anything
 * else monthly installments; a plan a transfer made says so. The apps word it in the reader's
 * language.
 */
export function planName(
  source: string,
  terms: Pick<PaymentPlanTerms, 'installmentCount' | 'depositAmount'>,
): SystemText {
  const { installmentCount } = terms;
  if (source === 'TRANSFER')
    return { kind: 'PLAN_TRANSFER_INSTALLMENTS', params: { installmentCount } };
  if (installmentCount === 1 && terms.depositAmount === 0)
    return { kind: 'PLAN_PAY_IN_FULL', params: {} };
  return { kind: 'PLAN_MONTHLY_INSTALLMENTS', params: { installmentCount } };
}

/** How a plan offered at enrollment is described: one payment, or a deposit then payments. */
export function planDescription(
  terms: Pick<PaymentPlanTerms, 'installmentCount' | 'depositAmount'>,
): SystemText {
  const { installmentCount } = terms;
  return installmentCount === 1 && terms.depositAmount === 0
    ? { kind: 'PLAN_ONE_PAYMENT', params: {} }
    : { kind: 'PLAN_DEPOSIT_THEN_PAYMENTS', params: { installmentCount } };
}
