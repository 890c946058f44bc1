import { Temporal } from 'temporal-polyfill';

/**
 * What the product does on its own about money: when an installment is charged automatically,
 * which declines are tried again and when, and when students and coaches are told ahead.
 */

/**
 * Why a card processor declined a charge. A soft decline may pass another day (the funds are
 * back, the limit is free); a hard one never will with that card, so it is not tried again.
 */
export type DeclineCode =
  | 'insufficient_funds'
  | 'over_limit'
  | 'stolen_card'
  | 'lost_card'
  | 'expired_card'
  | 'closed_account';

const hardDeclines: ReadonlySet<DeclineCode> = new Set([
  'stolen_card',
  'lost_card',
  'expired_card',
  'closed_account',
]);

export function isHardDecline(code: DeclineCode): boolean {
  return hardDeclines.has(code);
}

/** Days after the first declined attempt on which a soft-declined charge is tried again. */
export const retryDaysAfterDecline = [3, 5, 7] as const;

/** The first attempt and its retries. */
export const maxChargeAttempts = 1 + retryDaysAfterDecline.length;

/**
 * The day the next attempt falls on after attempt `attempt` (1 for the first) was declined with
 * `code`, the first attempt having been made on `firstAttemptDay`; none after a hard decline or
 * the last retry.
 */
export function nextChargeAttempt(
  firstAttemptDay: string,
  attempt: number,
  code: DeclineCode,
): string | null {
  if (isHardDecline(code) || attempt >= maxChargeAttempts) return null;
  return Temporal.PlainDate.from(firstAttemptDay)
    .add({ days: retryDaysAfterDecline[attempt - 1]! })
    .toString();
}

/**
 * The calendar day at instant `now` (ms) where a person lives; UTC when their zone is unknown or
 * not one the runtime knows, so a bad stored zone never stops what is due.
 */
export function dayIn(timeZone: string | null | undefined, now: number): string {
  const instant = Temporal.Instant.fromEpochMilliseconds(now);
  try {
    return instant
      .toZonedDateTimeISO(timeZone || 'UTC')
      .toPlainDate()
      .toString();
  } catch {
    return instant.toZonedDateTimeISO('UTC').toPlainDate().toString();
  }
}

/** An installment falls due on its due date where the student lives, from that day's midnight. */
export function installmentDueNow(
  dueDate: string,
  timeZone: string | null | undefined,
  now: number,
): boolean {
  return dueDate <= dayIn(timeZone, now);
}

/** Students who pay by hand are reminded this many days before an installment falls due. */
export const paymentReminderDaysAhead = 3;

/** Whether a student paying by hand is reminded today of an installment due on `dueDate`. */
export function paymentReminderDue(
  dueDate: string,
  timeZone: string | null | undefined,
  now: number,
): boolean {
  const today = dayIn(timeZone, now);
  const remindOn = Temporal.PlainDate.from(dueDate)
    .subtract({ days: paymentReminderDaysAhead })
    .toString();
  return remindOn <= today && today < dueDate;
}

/** A yearly subscription's coach hears of its renewal this many days before the period ends. */
export const renewalNoticeDaysAhead = 7;

/** Whether the notice of a yearly renewal on `periodEnd` goes out on `today`. */
export function renewalNoticeDue(periodEnd: string, today: string): boolean {
  const noticeOn = Temporal.PlainDate.from(periodEnd)
    .subtract({ days: renewalNoticeDaysAhead })
    .toString();
  return noticeOn <= today && today < periodEnd;
}

/** Sessions are recalled to both sides this long before they start. */
export const sessionReminderMs = 24 * 60 * 60_000;

/** Whether the reminder of a session starting at `startsAt` is due at `now` (and not too late). */
export function sessionReminderDue(startsAt: string, now: number): boolean {
  const starts = Date.parse(startsAt);
  return starts - sessionReminderMs <= now && now < starts;
}

/** Documents waiting for a signature are recalled after this many days unsigned. */
export const signatureReminderDays = 2;
