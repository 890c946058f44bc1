import {
  enrollmentSchedule,
  offeredTerms,
  type EnrollmentOffer,
  type EnrollmentScheduleRow,
} from '@hci/rules';
import { transferTerms } from '@hci/rules';
import type { AccountHistoryType, SystemText } from '@hci/api-schema';
import { demoCohorts, type DemoCohort } from './cohorts';
import { daysFrom } from './dates';
import { demoVouchers } from './discount-codes';

/** A plan the institute offers for a cohort. */
export interface DemoPlanOption {
  name: string;
  description: string;
  deposit: number;
  count: number;
  rateBps: number;
}

/**
 * The plans offered for each cohort: pay in full, or a $500 deposit then 6 or 12 monthly
 * installments; none charges interest.
 */
export const demoPlanOptions: readonly DemoPlanOption[] = [
  {
    name: 'Pay in full',
    description: 'One payment, no interest.',
    deposit: 0,
    count: 1,
    rateBps: 0,
  },
  {
    name: '6 monthly installments',
    description: 'A deposit, then six payments.',
    deposit: 50000,
    count: 6,
    rateBps: 0,
  },
  {
    name: '12 monthly installments',
    description: 'A deposit, then twelve payments.',
    deposit: 50000,
    count: 12,
    rateBps: 0,
  },
];

/** The offer of one of those plans for a price (a cohort's tuition). */
export const demoOffer = (
  option: DemoPlanOption,
  tuition: number,
  discount = 0,
): EnrollmentOffer => ({
  tuition,
  discount,
  deposit: option.deposit,
  count: option.count,
  rateBps: option.rateBps,
});

/** The plan the demo student chose at enrollment, a week before the spring cohort started. */
export const demoPlanOption = demoPlanOptions[2]!;

export const demoPlanOffer = (today: string): EnrollmentOffer =>
  demoOffer(demoPlanOption, demoCohorts(today).current.tuition);

/** One row of the demo plan: when it was paid (the afternoon of its due day), if it was. */
export interface DemoPlanRow extends EnrollmentScheduleRow {
  paidAt?: string;
}

/** The plan's rows on `today`: laid out by the enrollment rule, each due row paid on its day. */
export function demoPlanRows(today: string): DemoPlanRow[] {
  const { current } = demoCohorts(today);
  return enrollmentSchedule(demoPlanOffer(today), current.startDate, demoEnrolledOn(today)).map(
    (row) => (row.dueDate <= today ? { ...row, paidAt: `${row.dueDate}T15:00:00Z` } : row),
  );
}

/** The day the demo student completed enrollment and paid the deposit. */
export function demoEnrolledOn(today: string): string {
  return daysFrom(demoCohorts(today).current.startDate, -7);
}

/** The terms the plan was taken on. */
export const demoPlanTerms = (today: string) => offeredTerms(demoPlanOffer(today));

/** The welcome voucher, refunded on the plan ten days after enrollment. */
export const demoPlanVoucher = (today: string) => demoVouchers(today)[0]!;

/** What the plan still owes on `today`: its rows less what was paid on them. */
const remaining = (today: string) =>
  demoPlanRows(today)
    .filter((row) => !row.paidAt)
    .reduce((sum, row) => sum + row.amountDue + row.interestAmount, 0);

/** A transfer of the plan the student asked for: to which open cohort, over how many months. */
export interface DemoTransfer {
  to: keyof Omit<ReturnType<typeof demoCohorts>, 'current'>;
  installmentCount: number;
  status: 'PENDING' | 'CANCELLED';
  requestedAt: string;
}

/**
 * The student's transfers, newest first: one to the fall cohort asked two days ago and one to the
 * Spanish-language cohort the institute proposed the day before, both still to decide, and one to
 * the Denver cohort asked in February and cancelled.
 */
export function demoTransfers(today: string): DemoTransfer[] {
  const at = (days: number, time: string) => `${daysFrom(today, days)}T${time}:00Z`;
  return [
    { to: 'next', installmentCount: 9, status: 'PENDING', requestedAt: at(-2, '16:00') },
    { to: 'spanish', installmentCount: 10, status: 'PENDING', requestedAt: at(-3, '10:00') },
    { to: 'denver', installmentCount: 12, status: 'CANCELLED', requestedAt: at(-57, '11:30') },
  ];
}

/** What a transfer offers on `today` (the first is free), as the transfer rule works it out. */
export const demoTransferTerms = (today: string, transfer: DemoTransfer) =>
  transferTerms(remaining(today), 0, transfer.installmentCount);

/** The cohort a transfer goes to. */
export const demoTransferCohort = (today: string, transfer: DemoTransfer): DemoCohort =>
  demoCohorts(today)[transfer.to];

/** A line of the student's account history: a kind and its facts, and the row a payment paid. */
export interface DemoHistoryEvent {
  at: string;
  type: AccountHistoryType;
  description: SystemText;
  amount?: number;
  /** For a payment line, the installment it paid (0, the deposit). */
  installment?: number;
  performedBy: 'SYSTEM' | 'ADVISOR';
}

/**
 * The account history, oldest first: applying a month before enrollment, choosing the plan and
 * signing the agreement, each payment on the day it was made, the voucher, the transfers asked.
 */
export function demoAccountHistory(today: string): DemoHistoryEvent[] {
  const enrolledOn = demoEnrolledOn(today);
  const at = (days: number, time = '15:00') => `${daysFrom(enrolledOn, days)}T${time}:00Z`;
  const voucher = demoPlanVoucher(today);
  const system = 'SYSTEM' as const;
  const events: DemoHistoryEvent[] = [
    {
      at: at(-33, '20:44'),
      type: 'APPLICATION',
      description: { kind: 'APPLICATION_SUBMITTED', params: {} },
      performedBy: system,
    },
    {
      at: at(-30, '10:00'),
      type: 'APPLICATION',
      description: { kind: 'APPLICATION_REVIEWED', params: {} },
      performedBy: 'ADVISOR',
    },
    {
      at: at(-1, '09:30'),
      type: 'PAYMENT_PLAN',
      description: { kind: 'PAYMENT_PLAN_CHOSEN', params: { installmentCount: 12 } },
      amount: demoPlanOffer(today).tuition,
      performedBy: system,
    },
    {
      at: at(-1, '09:40'),
      type: 'AGREEMENT',
      description: { kind: 'AGREEMENT_SIGNED', params: { agreement: 'ENROLLMENT_AGREEMENT' } },
      performedBy: system,
    },
    ...demoPlanRows(today)
      .filter((row) => row.paidAt)
      .map((row): DemoHistoryEvent => ({
        at: row.paidAt!,
        type: 'PAYMENT',
        description:
          row.installment === 0
            ? { kind: 'DEPOSIT_PAID', params: {} }
            : { kind: 'INSTALLMENT_PAID', params: { installment: row.installment } },
        amount: row.amountDue + row.interestAmount,
        installment: row.installment,
        performedBy: system,
      })),
    {
      at: at(0, '15:05'),
      type: 'ENROLLMENT',
      description: { kind: 'ENROLLED', params: { cohort: demoCohorts(today).current.name } },
      performedBy: system,
    },
    {
      at: at(10, '12:00'),
      type: 'REFUND',
      description: { kind: 'VOUCHER_APPLIED', params: { code: voucher.code } },
      amount: voucher.amount,
      performedBy: system,
    },
    ...demoTransfers(today).map((transfer): DemoHistoryEvent => ({
      at: transfer.requestedAt,
      type: 'TRANSFER',
      description: { kind: 'TRANSFER_REQUESTED', params: {} },
      performedBy: system,
    })),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
