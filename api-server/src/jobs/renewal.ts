import type { CoachSubscription, SubscriptionPlan } from '@hci/api-schema';
import {
  dayIn,
  declinedRenewal,
  endedSubscription,
  nextChargeAttempt,
  periodEnd,
  periodEndAction,
  renewalNoticeDaysAhead,
  renewalNoticeWanted,
  renewedSubscription,
  subscriptionPrices,
  type DeclineCode,
} from '@hci/rules';
import { isoAt } from '../clock.js';
import * as cardData from '../data/cards.js';
import * as renewalData from '../data/renewal.js';
import * as subscriptionData from '../data/subscription.js';
import type { Queryable } from '../db/database.js';
import { CardDeclined } from '../payments/card-processor.js';
import { chargeCard } from '../payments/charges.js';
import type { Services } from '../services.js';
import { expiredCard } from './auto-pay.js';
import { claimEvent } from './events.js';
import { mailJob } from './mail.js';
import type { JobRequest } from './queue.js';

/** One attempt at renewing a coach's subscription: the period it pays, and which attempt (1 the first). */
export interface RenewalData {
  coachId: number;
  periodStart: string;
  attempt: number;
}

/** The business event's key: its job's singleton key and the card processor's idempotency key. */
const renewalKey = ({ coachId, periodStart, attempt }: RenewalData) =>
  `renewal:${coachId}:${periodStart}:${attempt}`;

const renewalJob = (data: RenewalData): JobRequest<RenewalData> => ({
  queue: 'renewal',
  data,
  key: renewalKey(data),
});

/**
 * The subscriptions whose period ended by now (renewed, or ended when cancelled) and the declined
 * renewals whose retry day came, as jobs, each judged on the day where its coach lives.
 */
export async function dueRenewals(services: Services, limit: number): Promise<JobRequest[]> {
  const now = services.clock.now();
  const throughDay = dayIn('Pacific/Kiritimati', now);
  const candidates = await renewalData.renewalCandidates(services.db, throughDay, limit);
  return candidates.flatMap(({ coach_id: coachId, subscription, time_zone, ...last }) => {
    if (subscription.status === 'PAST_DUE') {
      const retryDue = last.retry_on !== null && last.retry_on <= dayIn(time_zone, now);
      if (!retryDue || last.period_start === null || last.attempt === null) return [];
      return [renewalJob({ coachId, periodStart: last.period_start, attempt: last.attempt + 1 })];
    }
    if (!periodEndAction(subscription, time_zone, now)) return [];
    return [renewalJob({ coachId, periodStart: subscription.currentPeriodEnd!, attempt: 1 })];
  });
}

/**
 * Yearly plans renewing within the week are told so, once per period: the notice's event is
 * claimed in the transaction that sends its mail.
 */
export async function sendRenewalNotices(services: Services, limit: number): Promise<void> {
  const now = services.clock.now();
  const ahead = renewalNoticeDaysAhead * 86_400_000;
  const candidates = await renewalData.yearlyRenewalsAhead(
    services.db,
    dayIn('Etc/GMT+12', now),
    dayIn('Pacific/Kiritimati', now + ahead),
    limit,
  );
  for (const { coach_id: coachId, subscription, time_zone } of candidates) {
    if (!renewalNoticeWanted(subscription, time_zone, now)) continue;
    const ends = subscription.currentPeriodEnd!;
    await services.db.transaction(async (tx) => {
      if (!(await claimEvent(tx, `renewal-notice:${coachId}:${ends}`))) return;
      await services.queue.sendIn(tx, [
        mailJob({ kind: 'renewalNotice', coachId, periodEnd: ends }),
      ]);
    });
  }
}

/**
 * What a renewal's job still finds to do: a running plan whose period ends `periodStart` renews,
 * a cancelled one ends; a past-due one is retried when this is its next attempt. Anything else
 * (done already, the plan changed or was cancelled since) is nothing.
 */
function stillDue(
  current: CoachSubscription,
  attemptsMade: number,
  { periodStart, attempt }: RenewalData,
): 'renew' | 'end' | null {
  if (attempt === 1) {
    if (attemptsMade > 0 || current.currentPeriodEnd !== periodStart) return null;
    if (current.status === 'ACTIVE') return 'renew';
    return current.status === 'CANCELLED' ? 'end' : null;
  }
  return current.status === 'PAST_DUE' && attemptsMade === attempt - 1 ? 'renew' : null;
}

/**
 * Renews a coach's subscription for the period starting `periodStart`. The coach's row is locked
 * while it runs, and the attempt is recorded by (coach, period, attempt) in the same transaction
 * as the charge: a job run twice, on two instances at once, or again after a crash, charges once.
 * The processor is given the same key, so a charge it made before a crash rolled the transaction
 * back is not made again.
 */
export async function renewSubscription(services: Services, data: RenewalData): Promise<void> {
  const { coachId, periodStart, attempt } = data;
  await services.db.transaction(async (tx) => {
    const coach = await renewalData.lockRenewedCoach(tx, coachId);
    const current = coach?.subscription;
    if (!coach || !current?.plan) return;
    const attempts = await renewalData.attemptsOf(tx, coachId, periodStart);
    const action = stillDue(current, attempts.length, data);
    if (action === 'end')
      await subscriptionData.saveSubscription(tx, coachId, endedSubscription(current));
    if (action !== 'renew') return;
    const { plan } = current;
    const now = services.clock.now();
    const amount = subscriptionPrices[plan];
    const attemptFacts = {
      coachId,
      periodStart,
      attempt,
      amount,
      attemptedOn: dayIn(coach.time_zone, now),
      createdAt: isoAt(now),
    };
    const decline = { tx, services, current, plan, firstDay: attempts[0]?.attempted_on };
    const card =
      (current.paymentMethodId === undefined
        ? undefined
        : await cardData.findMethod(tx, coach.student_id, current.paymentMethodId)) ??
      (await cardData.findDefaultMethod(tx, coach.student_id));
    if (!card) return declined(decline, { ...attemptFacts, code: 'closed_account', card: null });
    const expired = expiredCard(card, now);
    if (expired) return declined(decline, { ...attemptFacts, code: expired, card });
    let reference: string;
    try {
      ({ reference } = await chargeCard(tx, services, {
        purpose: 'SUBSCRIPTION',
        subjectId: coachId,
        paymentMethodId: card.id,
        token: card.token,
        amount,
        idempotencyKey: renewalKey(data),
      }));
    } catch (error) {
      if (!(error instanceof CardDeclined)) throw error;
      return declined(decline, { ...attemptFacts, code: error.code, card });
    }
    const charge = await subscriptionData.insertCharge(tx, coachId, {
      plan,
      amount,
      chargedAt: attemptFacts.createdAt,
      periodStart,
      periodEnd: periodEnd(periodStart, plan),
      brand: card.brand,
      last4: card.last4,
      reference,
    });
    await renewalData.insertAttempt(tx, {
      ...attemptFacts,
      paymentMethodId: card.id,
      outcome: 'ACCEPTED',
      declineCode: null,
      chargeId: charge.invoiceId,
      retryOn: null,
    });
    const renewed = renewedSubscription(current, plan, periodStart);
    await subscriptionData.saveSubscription(tx, coachId, { ...renewed, paymentMethodId: card.id });
    await services.queue.sendIn(tx, [
      mailJob({ kind: 'renewalReceipt', invoiceId: charge.invoiceId }),
    ]);
  });
}

/**
 * A declined renewal: recorded with the day it is tried again (none after a hard decline, the
 * last retry, or without a card), the subscription past due or ended as that day says, and the
 * coach mailed a link to change its card.
 */
async function declined(
  on: {
    tx: Queryable;
    services: Services;
    current: CoachSubscription;
    plan: SubscriptionPlan;
    firstDay: string | undefined;
  },
  facts: Omit<
    renewalData.RenewalAttempt,
    'paymentMethodId' | 'outcome' | 'declineCode' | 'chargeId' | 'retryOn'
  > & {
    code: DeclineCode;
    card: { id: number } | null;
  },
): Promise<void> {
  const { tx, services, current, plan } = on;
  const retryOn = facts.card
    ? nextChargeAttempt(on.firstDay ?? facts.attemptedOn, facts.attempt, facts.code)
    : null;
  await renewalData.insertAttempt(tx, {
    ...facts,
    paymentMethodId: facts.card?.id ?? null,
    outcome: 'DECLINED',
    declineCode: facts.code,
    chargeId: null,
    retryOn,
  });
  const subscription = declinedRenewal(current, plan, facts.periodStart, retryOn);
  await subscriptionData.saveSubscription(tx, facts.coachId, subscription);
  const { coachId, periodStart, attempt } = facts;
  await services.queue.sendIn(tx, [
    mailJob({ kind: 'renewalFailed', coachId, periodStart, attempt }),
  ]);
}

/**
 * A past-due subscription's card changed: its declined renewal is tried again at once, by the
 * next sweep, which is sent now.
 */
export async function retryRenewalNow(tx: Queryable, services: Services, coachId: number) {
  // The earliest day anywhere: due now for every coach, whatever their zone.
  const day = dayIn('Etc/GMT+12', services.clock.now());
  await renewalData.retryDeclinedOn(tx, coachId, day);
  await services.queue.sendIn(tx, [{ queue: 'sweep', data: {}, key: 'sweep' }]);
}
