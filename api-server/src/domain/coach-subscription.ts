import { badRequest } from '../http/errors.js';
import type { HandlerFactory } from '../http/operation.js';
import { ok, requireCoach } from '../http/operation.js';
import { num, today } from './common.js';

const subscriptionPrices: Record<string, number> = { MONTHLY: 2900, YEARLY: 29000 };

/** A coach's subscription to the platform. */
export const coachSubscriptionHandlers: HandlerFactory = (services) => {
  const { db } = services;

  const subscriptionOf = async (coachId: number) => {
    const [row] = await db.query<{ subscription: Record<string, unknown> | null }>(
      'SELECT subscription FROM coaches WHERE id = $1',
      [coachId],
    );
    return row?.subscription ?? { status: 'NONE' };
  };

  return {
    async getCoachSubscription(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      return ok(await subscriptionOf(coachId));
    },

    async updateCoachSubscription(input) {
      const coachId = num(input.params.coachId);
      const principal = requireCoach(input, coachId);
      const { plan, paymentMethodId } = input.body as { plan: string; paymentMethodId: number };
      const [method] = await db.query<{ token: string }>(
        'SELECT token FROM payment_methods WHERE id = $1 AND student_id = $2 AND deleted_at IS NULL',
        [paymentMethodId, principal.studentId],
      );
      if (!method)
        throw badRequest('Unknown payment method', [
          { path: 'paymentMethodId', message: 'No such payment method' },
        ]);
      const price = subscriptionPrices[plan]!;
      services.cards.charge(method.token, price);
      const [end] = await db.query<{ day: string }>(
        `SELECT ($1::date + CASE WHEN $2 = 'YEARLY' THEN interval '1 year' ELSE interval '1 month' END)::date AS day`,
        [today(services), plan],
      );
      const subscription = {
        status: 'ACTIVE',
        plan,
        price,
        currentPeriodEnd: end!.day,
        paymentMethodId,
      };
      await db.query('UPDATE coaches SET subscription = $2 WHERE id = $1', [
        coachId,
        JSON.stringify(subscription),
      ]);
      return ok(subscription);
    },

    async cancelCoachSubscription(input) {
      const coachId = num(input.params.coachId);
      requireCoach(input, coachId);
      const current = await subscriptionOf(coachId);
      if (current.status === 'NONE') return ok(current);
      const cancelled = { ...current, status: 'CANCELLED' };
      await db.query('UPDATE coaches SET subscription = $2 WHERE id = $1', [
        coachId,
        JSON.stringify(cancelled),
      ]);
      return ok(cancelled);
    },
  };
};
