import type { CoachSubscription, SubscriptionPlan } from '@hci/api-schema';
import * as subscriptionData from '../data/subscription.js';
import type { Queryable } from '../db/database.js';
import { badRequest, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { ok, requireCoach } from '../http/operation.js';
import { chargeCard, lastChargeAt } from '../payments/charges.js';
import type { Services } from '../services.js';
import { today } from '../shared/rows.js';

const subscriptionPrices: Record<SubscriptionPlan, number> = { MONTHLY: 2900, YEARLY: 29000 };

/**
 * The plan and card just bought, asked for again this soon after their charge, are a repeat of
 * that purchase (a double press, a second tab), refused as a payment made twice is.
 */
export const repeatPurchaseMs = 10_000;

/** A coach's subscription to the platform. */
export function subscriptionHandlers(services: Services) {
  const { db } = services;

  const subscriptionOf = async (
    coachId: number,
    from: Queryable = db,
  ): Promise<CoachSubscription> =>
    (await subscriptionData.findSubscription(from, coachId)) ?? { status: 'NONE' };
  /** Stores the coach's subscription and answers with it. */
  const saved = async (coachId: number, subscription: CoachSubscription, to: Queryable = db) => {
    await subscriptionData.saveSubscription(to, coachId, subscription);
    return ok(subscription);
  };

  return {
    async getCoachSubscription(input) {
      const { coachId } = input.params;
      return ok(await subscriptionOf(coachId));
    },

    async updateCoachSubscription(input) {
      const { coachId } = input.params;
      const principal = requireCoach(input);
      const { plan, paymentMethodId } = input.body;
      const token = await subscriptionData.cardToken(db, principal.studentId, paymentMethodId);
      if (token === undefined)
        throw badRequest('Unknown payment method', [
          { path: 'paymentMethodId', message: 'No such payment method' },
        ]);
      // One purchase per coach at a time: the coach's row stays locked from reading the current
      // subscription to storing the new one, so requests at once are decided one after another
      // and only the first is charged.
      return db.transaction(async (tx) => {
        await subscriptionData.lockCoach(tx, coachId);
        const current = await subscriptionOf(coachId, tx);
        // The same plan, still paid for: only the card changes, charged from the next period.
        if (current.status === 'ACTIVE' && current.plan === plan) {
          const chargedAt = await lastChargeAt(tx, 'SUBSCRIPTION', coachId);
          if (
            current.paymentMethodId === paymentMethodId &&
            chargedAt !== null &&
            Date.parse(chargedAt) > services.clock.now() - repeatPurchaseMs
          ) {
            throw rule(
              'paymentStatusAccepted',
              'This subscription was just bought; retry in a few seconds',
              409,
            );
          }
          return saved(coachId, { ...current, paymentMethodId }, tx);
        }
        const price = subscriptionPrices[plan];
        await chargeCard(tx, services, {
          purpose: 'SUBSCRIPTION',
          subjectId: coachId,
          paymentMethodId,
          token,
          amount: price,
        });
        const currentPeriodEnd = await subscriptionData.periodEnd(tx, today(services), plan);
        return saved(
          coachId,
          { status: 'ACTIVE', plan, price, currentPeriodEnd, paymentMethodId },
          tx,
        );
      });
    },

    async cancelCoachSubscription(input) {
      const { coachId } = input.params;
      const current = await subscriptionOf(coachId);
      if (current.status === 'NONE') return ok(current);
      return saved(coachId, { ...current, status: 'CANCELLED' });
    },
  } satisfies Partial<Handlers>;
}
