import type {
  CaptureMethod,
  CardBrand,
  FinancialStatus,
  PaymentBreakdown,
  PaymentPlan,
  PaymentPlanStatus,
  PaymentPlanTerms,
  PaymentScheduleRow,
  PaymentScheduleStatus,
} from '@hci/api-schema';
import type { Queryable } from '../db/database.js';
import { installmentAmounts } from './installments.js';

/** Plan terms, schedule statuses, financial status and the breakdown, computed from rows. */

export interface PlanRow {
  id: number;
  student_id: number;
  application_id: number | null;
  cohort_id: number | null;
  name: string;
  source: string;
  status: PaymentPlanStatus;
  net_tuition: number;
  deposit_amount: number;
  installment_amount: number;
  installment_count: number;
  interest_rate_bps: number;
  refund_withdrawal: number;
  refund_voucher: number;
  refund_custom: number;
  rollover: number;
  collections: boolean;
  auto_pay: boolean;
  /** A payment of the plan is still being processed (it may be due to settle). */
  settling: boolean;
}

export interface ScheduleRow {
  id: number;
  installment: number;
  due_date: string;
  amount_due: number;
  tax_amount: number;
  interest_amount: number;
  amount_paid: number;
  capture_method: CaptureMethod;
  state: 'OPEN' | 'FAILED' | 'CANCELLED' | 'TRANSFERRED';
  payment_method_id: number | null;
  brand: StoredBrand | null;
  last4: string | null;
}

/** A card's brand as stored: one the processor did not recognise is UNKNOWN, shown as OTHER. */
export type StoredBrand = CardBrand | 'UNKNOWN';

export const brandView = (brand: StoredBrand): CardBrand => (brand === 'UNKNOWN' ? 'OTHER' : brand);

/** After this many days past due an account goes to collections. */
export const collectionsAfterDays = 90;

export const rowTotal = (r: ScheduleRow) => r.amount_due + r.tax_amount + r.interest_amount;
/** A row's installment before tax, as the plan's terms state installments. */
const rowInstallment = (r: ScheduleRow) => r.amount_due + r.interest_amount;
export const rowOutstanding = (r: ScheduleRow) =>
  r.state === 'OPEN' ? Math.max(0, rowTotal(r) - r.amount_paid) : 0;

export function rowStatus(r: ScheduleRow, today: string): PaymentScheduleStatus {
  if (r.state === 'CANCELLED' || r.state === 'TRANSFERRED' || r.state === 'FAILED') return r.state;
  if (rowOutstanding(r) === 0) return 'PAID';
  return r.due_date < today ? 'PAST_DUE' : 'PENDING';
}

function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return Math.round((Date.UTC(ty!, tm! - 1, td!) - Date.UTC(fy!, fm! - 1, fd!)) / 86_400_000);
}

export async function loadSchedule(db: Queryable, planId: number): Promise<ScheduleRow[]> {
  return db.query<ScheduleRow>(
    `SELECT r.*, m.brand, m.last4 FROM payment_schedule r LEFT JOIN payment_methods m ON m.id = r.payment_method_id
     WHERE r.plan_id = $1 ORDER BY r.installment`,
    [planId],
  );
}

export const planSelect = `SELECT p.*, s.auto_pay,
  EXISTS (SELECT 1 FROM payments x WHERE x.plan_id = p.id AND x.status = 'IN_PROGRESS') AS settling
  FROM payment_plans p JOIN students s ON s.id = p.student_id`;

export function planView(plan: PlanRow, schedule: ScheduleRow[], today: string): PaymentPlan {
  const open = schedule.filter((r) => rowOutstanding(r) > 0);
  const pastDue = open.filter((r) => r.due_date < today);
  const oldest = pastDue[0]?.due_date;
  const daysOverdue = oldest ? daysBetween(oldest, today) : 0;
  const financialStatus: FinancialStatus =
    plan.collections || daysOverdue > collectionsAfterDays
      ? 'COLLECTIONS'
      : daysOverdue > 0
        ? 'PAST_DUE'
        : 'GOOD';
  // The next installment: the first unpaid one not yet past due, else the oldest past due.
  const next = open.find((r) => r.due_date >= today) ?? open[0];
  const totalOwed = schedule
    .filter((r) => r.state !== 'CANCELLED')
    .reduce((sum, r) => sum + rowTotal(r), 0);
  // As scheduled: a split that did not divide evenly left the last installment a few cents smaller.
  const lastInstallment = schedule.find((r) => r.installment === plan.installment_count);
  const view: PaymentPlan = {
    id: plan.id,
    name: plan.name,
    source: plan.source,
    status: plan.status,
    financialStatus,
    autoPay: plan.auto_pay,
    daysOverdue,
    terms: {
      installmentAmount: plan.installment_amount,
      lastInstallmentAmount: lastInstallment
        ? rowInstallment(lastInstallment)
        : plan.installment_amount,
      totalOwed,
      amountDue: amountDueNow(schedule, today),
      interestRate: plan.interest_rate_bps / 100,
      depositAmount: plan.deposit_amount,
      installmentCount: plan.installment_count,
    },
  };
  if (plan.application_id !== null) view.applicationId = plan.application_id;
  if (next) {
    view.nextDueDate = next.due_date;
    // Read from its row: the last installment can be a few cents smaller than the others.
    view.nextInstallmentAmount = rowInstallment(next);
  }
  return view;
}

/** What is owed today: every outstanding row due on or before today. */
export function amountDueNow(schedule: ScheduleRow[], today: string): number {
  return schedule.filter((r) => r.due_date <= today).reduce((sum, r) => sum + rowOutstanding(r), 0);
}

export function balance(schedule: ScheduleRow[]): number {
  return schedule.reduce((sum, r) => sum + rowOutstanding(r), 0);
}

export function scheduleRowView(r: ScheduleRow, today: string): PaymentScheduleRow {
  const view: PaymentScheduleRow = {
    id: r.id,
    installment: r.installment,
    dueDate: r.due_date,
    captureMethod: r.capture_method,
    currency: 'USD',
    status: rowStatus(r, today),
    amountDue: rowInstallment(r),
    taxAmount: r.tax_amount,
    amountPaid: r.amount_paid,
  };
  if (r.payment_method_id !== null) view.paymentMethodId = r.payment_method_id;
  if (r.brand) view.brand = brandView(r.brand);
  if (r.last4) view.last4 = r.last4;
  return view;
}

export function breakdownView(plan: PlanRow, schedule: ScheduleRow[]): PaymentBreakdown {
  return {
    netTuition: plan.net_tuition,
    totalPaid: schedule.reduce((sum, r) => sum + r.amount_paid, 0),
    totalRemaining: balance(schedule),
    refunds: {
      withdrawal: plan.refund_withdrawal,
      voucher: plan.refund_voucher,
      custom: plan.refund_custom,
    },
    rollover: plan.rollover,
    interest: schedule.reduce((sum, r) => sum + r.interest_amount, 0),
    taxes: schedule.reduce((sum, r) => sum + r.tax_amount, 0),
  };
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
