import type {
  CaptureMethod,
  CardBrand,
  PaymentBreakdown,
  PaymentPlan,
  PaymentPlanStatus,
  PaymentScheduleRow,
} from '@hci/api-schema';
import {
  amountDueNow,
  balance,
  nextPayment,
  openRowStatus,
  planName,
  planStanding,
} from '@hci/rules';

/** Plan terms, schedule statuses, financial status and the breakdown, read from stored rows. */

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
  brand: CardBrand | null;
  last4: string | null;
  /** The accepted payments that paid toward the row, oldest first; not read when paying. */
  payment_ids?: number[] | null;
}

/** A row's installment before tax, as the plan's terms state installments. */
const rowInstallment = (r: ScheduleRow) => r.amount_due + r.interest_amount;

export function planView(plan: PlanRow, schedule: ScheduleRow[], today: string): PaymentPlan {
  const rows = scheduleEntries(schedule, today);
  const { financialStatus, daysOverdue, next } = planStanding(rows, today, plan.collections);
  const totalOwed = rows
    .filter((r) => r.status !== 'CANCELLED')
    .reduce((sum, r) => sum + r.amountDue + r.taxAmount, 0);
  // As scheduled: a split that did not divide evenly left the last installment a few cents smaller.
  const lastInstallment = rows.find((r) => r.installment === plan.installment_count);
  const dueNow = amountDueNow(rows, today);
  const view: PaymentPlan = {
    id: plan.id,
    name: planName(plan.source, {
      installmentCount: plan.installment_count,
      depositAmount: plan.deposit_amount,
    }),
    source: plan.source,
    status: plan.status,
    financialStatus,
    autoPay: plan.auto_pay,
    daysOverdue,
    terms: {
      installmentAmount: plan.installment_amount,
      lastInstallmentAmount: lastInstallment?.amountDue ?? plan.installment_amount,
      totalOwed,
      amountDue: dueNow,
      interestRate: plan.interest_rate_bps / 100,
      depositAmount: plan.deposit_amount,
      installmentCount: plan.installment_count,
    },
  };
  if (plan.application_id !== null) view.applicationId = plan.application_id;
  // The one rule every screen reads: what the installment payment charges, partial payments off.
  const payNext = nextPayment(dueNow, rows);
  if (payNext) view.nextPayment = payNext;
  if (next) {
    view.nextDueDate = next.dueDate;
    // Read from its row: the last installment can be a few cents smaller than the others.
    view.nextInstallmentAmount = next.amountDue;
  }
  return view;
}

/** An open row reads as where its payment stands; a failed one reads PAID once the student paid it. */
function rowStatus(
  state: ScheduleRow['state'],
  amounts: Parameters<typeof openRowStatus>[0],
  today: string,
): PaymentScheduleRow['status'] {
  if (state === 'OPEN') return openRowStatus(amounts, today);
  if (state === 'FAILED' && openRowStatus(amounts, today) === 'PAID') return 'PAID';
  return state;
}

export function scheduleRowView(r: ScheduleRow, today: string): PaymentScheduleRow {
  const amounts = {
    dueDate: r.due_date,
    amountDue: rowInstallment(r),
    taxAmount: r.tax_amount,
    amountPaid: r.amount_paid,
  };
  const view: PaymentScheduleRow = {
    id: r.id,
    installment: r.installment,
    captureMethod: r.capture_method,
    currency: 'USD',
    status: rowStatus(r.state, amounts, today),
    ...amounts,
  };
  if (r.payment_method_id !== null) view.paymentMethodId = r.payment_method_id;
  if (r.brand) view.brand = r.brand;
  if (r.last4) view.last4 = r.last4;
  if (r.payment_ids?.length) view.paymentIds = r.payment_ids;
  return view;
}

/** The schedule as the shared rules read it: each row as the contract shows it on `today`. */
export function scheduleEntries(schedule: ScheduleRow[], today: string): PaymentScheduleRow[] {
  return schedule.map((r) => scheduleRowView(r, today));
}

export function breakdownView(
  plan: PlanRow,
  schedule: ScheduleRow[],
  today: string,
): PaymentBreakdown {
  return {
    netTuition: plan.net_tuition,
    totalPaid: schedule.reduce((sum, r) => sum + r.amount_paid, 0),
    totalRemaining: balance(scheduleEntries(schedule, today)),
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
