import type { CoachSubscription } from '@hci/api-schema';
import type { DeclineCode } from '@hci/rules';
import type { Queryable } from '../db/database.js';

/** Coach subscriptions renewed at the end of their period, and each attempt at it, as stored. */

/** A coach whose subscription may need something by now, where they live, and its last renewal attempt. */
export interface RenewalCandidate {
  coach_id: number;
  subscription: CoachSubscription;
  time_zone: string | null;
  /** The period the last attempt was for, its number, and the day it is tried again; none before the first. */
  period_start: string | null;
  attempt: number | null;
  retry_on: string | null;
}

/**
 * Coaches whose period ends by `throughDay` (running or cancelled), or whose declined renewal is
 * tried again by then (the caller checks each one's day where the coach lives). A coach's zone is
 * their account's, else their schedule's.
 */
export function renewalCandidates(
  db: Queryable,
  throughDay: string,
  limit: number,
): Promise<RenewalCandidate[]> {
  return db.query<RenewalCandidate>(
    `SELECT c.id AS coach_id, c.subscription, coalesce(u.time_zone, cs.time_zone) AS time_zone,
       r.period_start::text AS period_start, r.attempt, r.retry_on::text AS retry_on
     FROM coaches c
     JOIN students s ON s.id = c.student_id
     JOIN users u ON u.id = s.user_id
     LEFT JOIN coach_schedules cs ON cs.coach_id = c.id
     LEFT JOIN LATERAL (
       SELECT period_start, attempt, outcome, retry_on FROM subscription_renewals
       WHERE coach_id = c.id ORDER BY id DESC LIMIT 1
     ) r ON true
     WHERE c.subscription IS NOT NULL AND (
       (c.subscription->>'status' IN ('ACTIVE', 'CANCELLED')
         AND c.subscription->>'currentPeriodEnd' <= $1)
       OR (c.subscription->>'status' = 'PAST_DUE'
         AND r.outcome = 'DECLINED' AND r.retry_on <= $1::date))
     ORDER BY c.id
     LIMIT $2`,
    [throughDay, limit],
  );
}

/**
 * Running yearly plans whose period ends within `throughDay` and the week after it (the caller
 * checks each one's day), not yet told of it: their notice's event is unclaimed.
 */
export function yearlyRenewalsAhead(
  db: Queryable,
  fromDay: string,
  throughDay: string,
  limit: number,
): Promise<Omit<RenewalCandidate, 'period_start' | 'attempt' | 'retry_on'>[]> {
  return db.query(
    `SELECT c.id AS coach_id, c.subscription, coalesce(u.time_zone, cs.time_zone) AS time_zone
     FROM coaches c
     JOIN students s ON s.id = c.student_id
     JOIN users u ON u.id = s.user_id
     LEFT JOIN coach_schedules cs ON cs.coach_id = c.id
     WHERE c.subscription IS NOT NULL
       AND c.subscription->>'status' = 'ACTIVE' AND c.subscription->>'plan' = 'YEARLY'
       AND c.subscription->>'currentPeriodEnd' > $1
       AND c.subscription->>'currentPeriodEnd' <= $2
       AND NOT EXISTS (SELECT 1 FROM job_events e
         WHERE e.key = 'renewal-notice:' || c.id || ':' || (c.subscription->>'currentPeriodEnd'))
     ORDER BY c.id
     LIMIT $3`,
    [fromDay, throughDay, limit],
  );
}

/** A coach as their renewal reads them: the student whose cards pay it, and where they live. */
export interface RenewedCoach {
  student_id: number;
  subscription: CoachSubscription | null;
  time_zone: string | null;
}

/** The coach's row, locked until the transaction ends (one change of the subscription at a time). */
export async function lockRenewedCoach(
  tx: Queryable,
  coachId: number,
): Promise<RenewedCoach | undefined> {
  const [row] = await tx.query<RenewedCoach>(
    `SELECT c.student_id, c.subscription, coalesce(u.time_zone, cs.time_zone) AS time_zone
     FROM coaches c
     JOIN students s ON s.id = c.student_id
     JOIN users u ON u.id = s.user_id
     LEFT JOIN coach_schedules cs ON cs.coach_id = c.id
     WHERE c.id = $1 FOR UPDATE OF c`,
    [coachId],
  );
  return row;
}

/** The attempts at renewing the period starting `periodStart`, first first. */
export function attemptsOf(
  tx: Queryable,
  coachId: number,
  periodStart: string,
): Promise<{ attempt: number; attempted_on: string }[]> {
  return tx.query(
    `SELECT attempt, attempted_on::text AS attempted_on FROM subscription_renewals
     WHERE coach_id = $1 AND period_start = $2 ORDER BY attempt`,
    [coachId, periodStart],
  );
}

export interface RenewalAttempt {
  coachId: number;
  periodStart: string;
  attempt: number;
  paymentMethodId: number | null;
  amount: number;
  outcome: 'ACCEPTED' | 'DECLINED';
  declineCode: DeclineCode | null;
  chargeId: number | null;
  attemptedOn: string;
  retryOn: string | null;
  createdAt: string;
}

export async function insertAttempt(tx: Queryable, a: RenewalAttempt): Promise<void> {
  await tx.query(
    `INSERT INTO subscription_renewals (coach_id, period_start, attempt, payment_method_id, amount,
       outcome, decline_code, charge_id, attempted_on, retry_on, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      a.coachId,
      a.periodStart,
      a.attempt,
      a.paymentMethodId,
      a.amount,
      a.outcome,
      a.declineCode,
      a.chargeId,
      a.attemptedOn,
      a.retryOn,
      a.createdAt,
    ],
  );
}

/** The coach's last renewal attempt, when declined, is tried again on `day` (a new card: at once). */
export async function retryDeclinedOn(tx: Queryable, coachId: number, day: string) {
  await tx.query(
    `UPDATE subscription_renewals SET retry_on = $2
     WHERE id = (SELECT max(id) FROM subscription_renewals WHERE coach_id = $1)
       AND outcome = 'DECLINED'`,
    [coachId, day],
  );
}
