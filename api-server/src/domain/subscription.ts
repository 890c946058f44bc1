import type { CoachSubscription } from '@hci/api-schema';
import {
  cancelledSubscription,
  checkSubscriptionCard,
  newSubscription,
  subscriptionChange,
  subscriptionInvoice,
  subscriptionPrices,
} from '@hci/rules';
import * as subscriptionData from '../data/subscription.js';
import type { Queryable } from '../db/database.js';
import type { Handlers } from '../http/operation.js';
import { charging, ok, requireCoach } from '../http/operation.js';
import { retryRenewalNow } from '../jobs/renewal.js';
import { chargeCard, lastChargeAt } from '../payments/charges.js';
import type { Services } from '../services.js';
import { nowIso, today } from '../shared/rows.js';

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

    updateCoachSubscription: charging<'updateCoachSubscription'>({
      async handle(input) {
        const { coachId } = input.params;
        const principal = requireCoach(input);
        const { paymentMethodId } = input.body;
        const card = checkSubscriptionCard(
          await subscriptionData.findCard(db, principal.studentId, paymentMethodId),
        );
        // One purchase per coach at a time: the coach's row stays locked from reading the current
        // subscription to storing the new one, so requests at once are decided one after another
        // and only the first is charged.
        return db.transaction(async (tx) => {
          await subscriptionData.lockCoach(tx, coachId);
          const current = await subscriptionOf(coachId, tx);
          const change = subscriptionChange(
            current,
            input.body,
            await lastChargeAt(tx, 'SUBSCRIPTION', coachId),
            services.clock.now(),
          );
          if (change === 'changeCard') {
            // A past-due renewal is tried again at once on the card just chosen.
            if (current.status === 'PAST_DUE') await retryRenewalNow(tx, services, coachId);
            return saved(coachId, { ...current, paymentMethodId }, tx);
          }
          const periodStart = today(services);
          const subscription = newSubscription(input.body, periodStart);
          const amount = subscriptionPrices[input.body.plan];
          const { reference } = await chargeCard(tx, services, {
            purpose: 'SUBSCRIPTION',
            subjectId: coachId,
            paymentMethodId,
            token: card.token,
            amount,
          });
          await subscriptionData.insertCharge(tx, coachId, {
            plan: input.body.plan,
            amount,
            chargedAt: nowIso(services),
            periodStart,
            periodEnd: subscription.currentPeriodEnd!,
            brand: card.brand,
            last4: card.last4,
            reference,
          });
          return saved(coachId, subscription, tx);
        });
      },
      async replay(input) {
        return ok(await subscriptionOf(input.params.coachId));
      },
    }),

    async listCoachSubscriptionInvoices(input) {
      const charges = await subscriptionData.listCharges(db, input.params.coachId);
      return ok(charges.map(subscriptionInvoice));
    },

    async cancelCoachSubscription(input) {
      const { coachId } = input.params;
      const current = await subscriptionOf(coachId);
      const cancelled = cancelledSubscription(current);
      return cancelled === current ? ok(current) : saved(coachId, cancelled);
    },
  } satisfies Partial<Handlers>;
}
