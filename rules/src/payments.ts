import { cardExpired } from '@hci/payment-cards';
import type {
  NextPayment,
  PaymentPlanStatus,
  PaymentScheduleRow,
  PaymentScheduleStatus,
  PaymentStatus,
  PaymentType,
} from '@hci/api-schema';
import { refuse, RuleRefusal } from './refusal';

/** What a payment may charge, when it settles, and how it is spread over the schedule. */

/** A card charge settles this long after it is made (the processor's simulated latency). */
export const settlementMs = 2_000;
/** After a payment settles, another one waits this long. */
export const acceptedCooldownMs = 10_000;
/** The smallest amount a student may name, in cents: $1.00. */
export const minimumPaymentCents = 100;

/** A schedule row as the payment rules read it (the contract's row is one). */
export type ScheduleEntry = Pick<
  PaymentScheduleRow,
  'id' | 'installment' | 'dueDate' | 'amountDue' | 'taxAmount' | 'amountPaid' | 'status'
>;

/**
 * Rows that can no longer be paid: they were cancelled or moved to another plan. A FAILED row, whose
 * automatic charge the card declined, still owes its amount until the student pays it.
 */
const closedStatuses: ReadonlySet<PaymentScheduleStatus> = new Set(['CANCELLED', 'TRANSFERRED']);

/** What is left to pay on a row: its amount and tax less what was paid; a closed row owes nothing. */
export function rowOutstanding(row: Omit<ScheduleEntry, 'id' | 'installment' | 'dueDate'>): number {
  if (closedStatuses.has(row.status)) return 0;
  return Math.max(0, row.amountDue + row.taxAmount - row.amountPaid);
}

/** The status of a row still open: paid once nothing is outstanding, else past due or pending. */
export function openRowStatus(
  row: Pick<ScheduleEntry, 'dueDate' | 'amountDue' | 'taxAmount' | 'amountPaid'>,
  today: string,
): 'PAID' | 'PAST_DUE' | 'PENDING' {
  if (rowOutstanding({ ...row, status: 'PENDING' }) === 0) return 'PAID';
  return row.dueDate < today ? 'PAST_DUE' : 'PENDING';
}

/** What is owed today: every outstanding row due on or before today. */
export function amountDueNow(schedule: readonly ScheduleEntry[], today: string): number {
  return schedule
    .filter((row) => row.dueDate <= today)
    .reduce((sum, row) => sum + rowOutstanding(row), 0);
}

/** What is owed in all: every outstanding row. */
export function balance(schedule: readonly ScheduleEntry[]): number {
  return schedule.reduce((sum, row) => sum + rowOutstanding(row), 0);
}

/** Rows in the order payments reach them: oldest due date first, then the lower installment. */
const oldestFirst = <Row extends Pick<ScheduleEntry, 'dueDate' | 'installment'>>(
  rows: readonly Row[],
): Row[] =>
  rows.toSorted(
    (a, b) =>
      (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0) || a.installment - b.installment,
  );

/**
 * What the student pays next, which is also what "pay the installment" charges: everything due
 * today or earlier (`dueNow`, from `amountDueNow`), or with nothing due, what the next open row
 * still owes once partial payments toward it are taken off, on that row's due date. Nothing once
 * the plan owes nothing. Whoever knows the day passes `amountDueNow(schedule, today)`; a screen
 * passes the plan's `terms.amountDue`, worked out on the API's day.
 */
export function nextPayment(
  dueNow: number,
  schedule: readonly ScheduleEntry[],
): NextPayment | undefined {
  if (dueNow > 0) return { amount: dueNow };
  const next = oldestFirst(schedule).find((row) => rowOutstanding(row) > 0);
  return next && { amount: rowOutstanding(next), dueDate: next.dueDate };
}

/** The smallest amount a payment of this type may name, given what is due today. */
export function minimumPayment(type: PaymentType, dueNow: number): number {
  return type === 'PRE_PAY' ? Math.max(minimumPaymentCents, dueNow) : minimumPaymentCents;
}

/** Whether the student names the amount of a payment of this type (any but PAY_OFF, INSTALLMENT). */
export function namesAmount(type: PaymentType): boolean {
  return type !== 'PAY_OFF' && type !== 'INSTALLMENT';
}

/**
 * What a payment of the request's type charges, before it is checked: the balance (PAY_OFF), what
 * is due today or else the next row's remainder (INSTALLMENT), or the amount named, if any.
 */
export function chargedAmount(
  request: PaymentRequest,
  dueNow: number,
  schedule: readonly ScheduleEntry[],
): number | undefined {
  if (request.type === 'PAY_OFF') return balance(schedule);
  if (request.type === 'INSTALLMENT') return nextPayment(dueNow, schedule)?.amount ?? 0;
  return request.amount;
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
export function paymentAmount(
  request: PaymentRequest,
  schedule: readonly ScheduleEntry[],
  today: string,
): number {
  const owed = balance(schedule);
  if (owed === 0) throw refuse('paymentNoBalance', 'Nothing is owed on this plan', 400);
  const dueNow = amountDueNow(schedule, today);
  const amount = chargedAmount(request, dueNow, schedule);
  if (amount === undefined)
    throw new RuleRefusal(400, 'badRequest', 'An amount is required', [
      { path: 'amount', message: 'This field is required' },
    ]);
  if (namesAmount(request.type)) {
    if (request.type === 'PRE_PAY' && amount < dueNow)
      throw refuse('paymentAmountLower', 'The amount is lower than the amount due', 400);
    if (amount < minimumPaymentCents)
      throw refuse('paymentAmountLower', 'The minimum payment is $1.00', 400);
  }
  if (amount > owed)
    throw refuse('paymentBalanceExceeded', 'The amount is more than the balance', 400);
  return amount;
}

/**
 * How an accepted payment is spread over the schedule: oldest due date first (then the lower
 * installment), each row up to what it still owes. Whatever exceeds the open rows is not applied.
 */
export function applyToSchedule(
  rows: readonly ScheduleEntry[],
  amount: number,
): { id: number; amount: number }[] {
  const applied = [];
  let left = amount;
  for (const row of oldestFirst(rows)) {
    const take = Math.min(left, rowOutstanding(row));
    if (take <= 0) continue;
    applied.push({ id: row.id, amount: take });
    left -= take;
  }
  return applied;
}

/** What one payment paid on one schedule row. */
export interface Allocation {
  paymentId: number;
  /** The schedule row's id. */
  id: number;
  amount: number;
}

/**
 * How accepted payments are spread, one after another in the order given: each as
 * `applyToSchedule` spreads it over what the ones before it left owing. Answers what each payment
 * paid on each row, in that order.
 */
export function applyInTurn(
  rows: readonly ScheduleEntry[],
  payments: readonly { id: number; amount: number }[],
): Allocation[] {
  const owing = rows.map((row) => ({ ...row }));
  const allocations: Allocation[] = [];
  for (const payment of payments) {
    for (const applied of applyToSchedule(owing, payment.amount)) {
      owing.find((row) => row.id === applied.id)!.amountPaid += applied.amount;
      allocations.push({ paymentId: payment.id, ...applied });
    }
  }
  return allocations;
}

/** The plan's latest payment that is in progress or accepted. */
export interface LatestPayment {
  status: PaymentStatus;
  createdAt: string;
}

/**
 * One payment at a time: none while the last one is being processed, nor during the cooldown after
 * it was accepted, so the student sees a payment applied before making another.
 */
export function checkNoPaymentUnderway(latest: LatestPayment | undefined, now: number): void {
  if (latest?.status === 'IN_PROGRESS')
    throw refuse('paymentStatusInProgress', 'A payment is being processed', 409);
  if (
    latest?.status === 'ACCEPTED' &&
    Date.parse(latest.createdAt) > now - settlementMs - acceptedCooldownMs
  ) {
    throw refuse(
      'paymentStatusAccepted',
      'A payment was just accepted; retry in a few seconds',
      409,
    );
  }
}

/** Charges made at or before this moment have settled. */
export function settlementCutoff(now: number): string {
  return new Date(now - settlementMs).toISOString();
}

/** A settled charge counts only if its plan is still active; otherwise it was for nothing. */
export function settledStatus(planStatus: PaymentPlanStatus): PaymentStatus {
  return planStatus === 'ACTIVE' ? 'ACCEPTED' : 'INVALID';
}

/** A payment withdrawn, or refused when it settled, is no longer the student's to see. */
export function checkPaymentShown(payment: { active: boolean; status: PaymentStatus }): void {
  if (!payment.active) throw refuse('paymentDeleted', 'The payment is no longer active', 410);
  if (payment.status === 'INVALID')
    throw refuse('paymentStatusInvalid', 'The payment was not valid', 410);
}

/** A card stays usable through the last day of its expiry month, as the month runs in UTC. */
export function checkCardNotExpired(expMonth: number, expYear: number, now: number): void {
  const current = new Date(now);
  const thisMonth = { month: current.getUTCMonth() + 1, year: current.getUTCFullYear() };
  if (cardExpired({ month: expMonth, year: expYear }, thisMonth))
    throw refuse('invalidPaymentMethodDetails', 'The card has expired', 400);
}

/** A payment is made on an active plan, with one of the student's stored cards; answers the card. */
export function checkPaymentRequest<Card>(planStatus: PaymentPlanStatus, card: Card | undefined) {
  if (planStatus !== 'ACTIVE')
    throw refuse('paymentRequestError', 'The payment plan is not active', 400);
  if (!card) throw refuse('paymentRequestError', 'Unknown payment method', 400);
  return card;
}
