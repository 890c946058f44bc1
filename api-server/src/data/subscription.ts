import type { CardBrand, CoachSubscription } from '@hci/api-schema';
import type { SubscriptionCharge } from '@hci/rules';
import type { Queryable } from '../db/database.js';

/** The coach's stored subscription; none before their first purchase. */
export async function findSubscription(
  db: Queryable,
  coachId: number,
): Promise<CoachSubscription | null> {
  const [row] = await db.query<{ subscription: CoachSubscription | null }>(
    'SELECT subscription FROM coaches WHERE id = $1',
    [coachId],
  );
  return row?.subscription ?? null;
}

export async function saveSubscription(
  db: Queryable,
  coachId: number,
  subscription: CoachSubscription,
): Promise<void> {
  await db.query('UPDATE coaches SET subscription = $2 WHERE id = $1', [
    coachId,
    JSON.stringify(subscription),
  ]);
}

/** Locks the coach's row until the caller's transaction ends. */
export async function lockCoach(tx: Queryable, coachId: number): Promise<void> {
  await tx.query('SELECT id FROM coaches WHERE id = $1 FOR UPDATE', [coachId]);
}

/** A card a subscription can be charged to: the processor's token, and what an invoice names. */
export interface SubscriptionCard {
  token: string;
  brand: CardBrand;
  last4: string;
}

/** The student's card, unless it was removed (none without a student). */
export async function findCard(
  db: Queryable,
  studentId: number | null,
  paymentMethodId: number,
): Promise<SubscriptionCard | undefined> {
  const [method] = await db.query<SubscriptionCard>(
    `SELECT token, brand, last4 FROM payment_methods
     WHERE id = $1 AND student_id = $2 AND deleted_at IS NULL`,
    [paymentMethodId, studentId],
  );
  return method;
}

const chargeColumns = `id AS "invoiceId", plan, amount, charged_at AS "chargedAt",
  period_start AS "periodStart", period_end AS "periodEnd", brand, last4, reference`;

/** Keeps a charge of the coach's subscription; answers it with its id. */
export async function insertCharge(
  db: Queryable,
  coachId: number,
  charge: Omit<SubscriptionCharge, 'invoiceId'>,
): Promise<SubscriptionCharge> {
  const [row] = await db.query<SubscriptionCharge>(
    `INSERT INTO subscription_charges
       (coach_id, plan, amount, charged_at, period_start, period_end, brand, last4, reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${chargeColumns}`,
    [
      coachId,
      charge.plan,
      charge.amount,
      charge.chargedAt,
      charge.periodStart,
      charge.periodEnd,
      charge.brand,
      charge.last4,
      charge.reference,
    ],
  );
  return row!;
}

/** The coach's subscription charges, newest first. */
export async function listCharges(db: Queryable, coachId: number): Promise<SubscriptionCharge[]> {
  return db.query<SubscriptionCharge>(
    `SELECT ${chargeColumns} FROM subscription_charges WHERE coach_id = $1 ORDER BY id DESC`,
    [coachId],
  );
}
