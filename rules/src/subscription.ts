import { Temporal } from 'temporal-polyfill';
import type { CoachSubscription, SubscriptionInvoice, SubscriptionPlan } from '@hci/api-schema';
import { dayIn, renewalNoticeDue } from './auto-pay';
import { receiptNumber } from './receipts';
import { refuse, RuleRefusal } from './refusal';

/** A coach's subscription to the platform: its prices, its periods, and how it changes. */

/** What each plan costs per period, in cents. */
export const subscriptionPrices: Record<SubscriptionPlan, number> = {
  MONTHLY: 2900,
  YEARLY: 29000,
};

/** What a year costs on the yearly plan against twelve months of the monthly one, in cents. */
export const yearlySaving = 12 * subscriptionPrices.MONTHLY - subscriptionPrices.YEARLY;

/** A charge of the subscription as it is kept: everything its invoice states but its number. */
export type SubscriptionCharge = Omit<SubscriptionInvoice, 'invoiceNumber' | 'status'>;

/**
 * A charge's invoice, numbered as a receipt is (the year of the charge and its id). Only accepted
 * charges are kept, so every invoice is paid.
 */
export function subscriptionInvoice(charge: SubscriptionCharge): SubscriptionInvoice {
  return {
    ...charge,
    invoiceNumber: receiptNumber(charge.invoiceId, charge.chargedAt),
    status: 'PAID',
  };
}

/**
 * The plan and card just bought, asked for again this soon after their charge, are a repeat of
 * that purchase (a double press, a second tab), refused as a payment made twice is.
 */
export const repeatPurchaseMs = 10_000;

/** The last day of a period that starts `today`: a month or a year on, the same day or the month's last. */
export function periodEnd(today: string, plan: SubscriptionPlan): string {
  const start = Temporal.PlainDate.from(today);
  return start.add(plan === 'YEARLY' ? { years: 1 } : { months: 1 }).toString();
}

/** A subscription is paid with one of the coach's stored cards; answers the card. */
export function checkSubscriptionCard<Card>(card: Card | undefined): Card {
  if (card === undefined)
    throw new RuleRefusal(400, 'badRequest', 'Unknown payment method', [
      { path: 'paymentMethodId', message: 'No such payment method' },
    ]);
  return card;
}

/**
 * What asking for a plan does: the plan already paid for only changes the card, charged from the
 * next period (the same card again, just after its charge, is a repeat and refused); any other
 * starts a new period, charged now.
 */
export function subscriptionChange(
  current: CoachSubscription,
  request: { plan: SubscriptionPlan; paymentMethodId: number },
  lastChargedAt: string | null,
  now: number,
): 'changeCard' | 'newPeriod' {
  // A past-due plan is still running: a new card for it is tried at once rather than charged anew.
  const running = current.status === 'ACTIVE' || current.status === 'PAST_DUE';
  if (!running || current.plan !== request.plan) return 'newPeriod';
  if (
    current.paymentMethodId === request.paymentMethodId &&
    lastChargedAt !== null &&
    Date.parse(lastChargedAt) > now - repeatPurchaseMs
  )
    throw refuse(
      'paymentStatusAccepted',
      'This subscription was just bought; retry in a few seconds',
      409,
    );
  return 'changeCard';
}

/** A new period of a plan, starting `today`, at the plan's price. */
export function newSubscription(
  request: { plan: SubscriptionPlan; paymentMethodId: number },
  today: string,
): CoachSubscription {
  const { plan, paymentMethodId } = request;
  return {
    status: 'ACTIVE',
    plan,
    price: subscriptionPrices[plan],
    currentPeriodEnd: periodEnd(today, plan),
    paymentMethodId,
  };
}

/**
 * A cancelled subscription runs to the end of its period; a past-due one ends at once (its unpaid
 * period is never charged); there is nothing to cancel without one.
 */
export function cancelledSubscription(current: CoachSubscription): CoachSubscription {
  if (current.status === 'NONE') return current;
  if (current.status === 'PAST_DUE') return endedSubscription(current);
  return { ...current, status: 'CANCELLED' };
}

/**
 * An ended subscription: cancelled, with no period running and no price to charge. Its plan and
 * card are kept, offered again when the coach subscribes anew.
 */
export function endedSubscription(current: CoachSubscription): CoachSubscription {
  const { plan, paymentMethodId } = current;
  return {
    status: 'CANCELLED',
    ...(plan ? { plan } : {}),
    ...(paymentMethodId === undefined ? {} : { paymentMethodId }),
  };
}

/**
 * What the end of a subscription's period brings, from that day's midnight where the coach lives:
 * a running plan renews (the next period is charged), a cancelled one ends. Nothing before then,
 * nor for a past-due plan, whose unpaid period is retried on its own days.
 */
export function periodEndAction(
  subscription: CoachSubscription,
  timeZone: string | null | undefined,
  now: number,
): 'renew' | 'end' | null {
  const { status, plan, currentPeriodEnd } = subscription;
  if (!plan || !currentPeriodEnd || currentPeriodEnd > dayIn(timeZone, now)) return null;
  if (status === 'ACTIVE') return 'renew';
  return status === 'CANCELLED' ? 'end' : null;
}

/** The subscription once the period starting `periodStart` is paid: active to its end, at the plan's price. */
export function renewedSubscription(
  current: CoachSubscription,
  plan: SubscriptionPlan,
  periodStart: string,
): CoachSubscription {
  return {
    ...current,
    status: 'ACTIVE',
    plan,
    price: subscriptionPrices[plan],
    currentPeriodEnd: periodEnd(periodStart, plan),
  };
}

/**
 * A declined renewal: past due in the period it did not pay while it is tried again on
 * `retryOn`; ended when it is not tried again (a hard decline, the last retry).
 */
export function declinedRenewal(
  current: CoachSubscription,
  plan: SubscriptionPlan,
  periodStart: string,
  retryOn: string | null,
): CoachSubscription {
  if (retryOn === null) return endedSubscription(current);
  return { ...current, status: 'PAST_DUE', currentPeriodEnd: periodEnd(periodStart, plan) };
}

/** Whether a yearly plan's coach is told today that it renews soon (once per period, by the caller). */
export function renewalNoticeWanted(
  subscription: CoachSubscription,
  timeZone: string | null | undefined,
  now: number,
): boolean {
  const { status, plan, currentPeriodEnd } = subscription;
  return (
    status === 'ACTIVE' &&
    plan === 'YEARLY' &&
    currentPeriodEnd !== undefined &&
    renewalNoticeDue(currentPeriodEnd, dayIn(timeZone, now))
  );
}
