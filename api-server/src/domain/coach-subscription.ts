import type { CoachSubscription, SubscriptionPlan } from '@hci/api-schema';
import { badRequest } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { ok, requireCoach } from '../http/operation.js';
import type { Services } from '../services.js';
import { today } from './common.js';

const subscriptionPrices: Record<SubscriptionPlan, number> = { MONTHLY: 2900, YEARLY: 29000 };

/** A coach's subscription to the platform. */
export function coachSubscriptionHandlers(services: Services) {
  const { db } = services;

  const subscriptionOf = async (coachId: number): Promise<CoachSubscription> => {
    const [row] = await db.query<{ subscription: CoachSubscription | null }>(
      'SELECT subscription FROM coaches WHERE id = $1',
      [coachId],
    );
    return row?.subscription ?? { status: 'NONE' };
  };
  /** Stores the coach's subscription and answers with it. */
  const saved = async (coachId: number, subscription: CoachSubscription) => {
    await db.query('UPDATE coaches SET subscription = $2 WHERE id = $1', [
      coachId,
      JSON.stringify(subscription),
    ]);
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
      const [method] = await db.query<{ token: string }>(
        'SELECT token FROM payment_methods WHERE id = $1 AND student_id = $2 AND deleted_at IS NULL',
        [paymentMethodId, principal.studentId],
      );
      if (!method)
        throw badRequest('Unknown payment method', [
          { path: 'paymentMethodId', message: 'No such payment method' },
        ]);
      const current = await subscriptionOf(coachId);
      // The same plan, still paid for: only the card changes, charged from the next period.
      if (current.status === 'ACTIVE' && current.plan === plan)
        return saved(coachId, { ...current, paymentMethodId });
      const price = subscriptionPrices[plan];
      services.cards.charge(method.token, price);
      const [end] = await db.query<{ day: string }>(
        `SELECT ($1::date + CASE WHEN $2 = 'YEARLY' THEN interval '1 year' ELSE interval '1 month' END)::date AS day`,
        [today(services), plan],
      );
      return saved(coachId, {
        status: 'ACTIVE',
        plan,
        price,
        currentPeriodEnd: end!.day,
        paymentMethodId,
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
