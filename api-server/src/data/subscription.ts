import type { CoachSubscription } from '@hci/api-schema';
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

/** The processor's token of the student's card, unless it was removed (none without a student). */
export async function cardToken(
  db: Queryable,
  studentId: number | null,
  paymentMethodId: number,
): Promise<string | undefined> {
  const [method] = await db.query<{ token: string }>(
    'SELECT token FROM payment_methods WHERE id = $1 AND student_id = $2 AND deleted_at IS NULL',
    [paymentMethodId, studentId],
  );
  return method?.token;
}
