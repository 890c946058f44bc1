import type { Queryable } from '../db/database.js';
import type { TokenizedCard } from '../payments/card-processor.js';
import type { MethodRow } from '../shared/cards.js';

/** A student's stored cards: listed, added, edited, removed, one of them the default. */

/** The student's cards that are not deleted, the default first. */
export function studentMethods(db: Queryable, studentId: number): Promise<MethodRow[]> {
  return db.query<MethodRow>(
    'SELECT * FROM payment_methods WHERE student_id = $1 AND deleted_at IS NULL ORDER BY is_default DESC, id',
    [studentId],
  );
}

/** Whether the student already stores the card with that fingerprint. */
export async function hasCard(
  tx: Queryable,
  studentId: number,
  fingerprint: string,
): Promise<boolean> {
  const [duplicate] = await tx.query(
    'SELECT 1 FROM payment_methods WHERE student_id = $1 AND fingerprint = $2 AND deleted_at IS NULL',
    [studentId, fingerprint],
  );
  return Boolean(duplicate);
}

/** How many cards the student stores. */
export async function methodCount(tx: Queryable, studentId: number): Promise<number> {
  const [existing] = await tx.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payment_methods WHERE student_id = $1 AND deleted_at IS NULL',
    [studentId],
  );
  return existing!.n;
}

/** None of the student's cards is the default any more. */
export async function clearDefault(tx: Queryable, studentId: number): Promise<void> {
  await tx.query('UPDATE payment_methods SET is_default = false WHERE student_id = $1', [
    studentId,
  ]);
}

/** A card the processor just tokenised, stored for the student. */
export async function insertMethod(
  tx: Queryable,
  studentId: number,
  card: TokenizedCard,
  holderName: string,
  isDefault: boolean,
): Promise<MethodRow> {
  const [row] = await tx.query<MethodRow>(
    `INSERT INTO payment_methods (student_id, token, brand, last4, exp_month, exp_year, holder_name, fingerprint, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [
      studentId,
      card.token,
      card.brand,
      card.last4,
      card.expMonth,
      card.expYear,
      holderName,
      card.fingerprint,
      isDefault,
    ],
  );
  return row!;
}

/** The card's expiry and holder, as the student corrected them. */
export async function updateMethod(
  db: Queryable,
  methodId: number,
  card: { expMonth: number; expYear: number; holderName: string },
): Promise<MethodRow> {
  const [row] = await db.query<MethodRow>(
    'UPDATE payment_methods SET exp_month = $2, exp_year = $3, holder_name = $4 WHERE id = $1 RETURNING *',
    [methodId, card.expMonth, card.expYear, card.holderName],
  );
  return row!;
}

/** Whether a row of an active plan still to be paid is to be charged to the card. */
export async function isAssignedToOpenRow(db: Queryable, methodId: number): Promise<boolean> {
  const [assigned] = await db.query(
    `SELECT 1 FROM payment_schedule r JOIN payment_plans p ON p.id = r.plan_id
     WHERE r.payment_method_id = $1 AND p.status = 'ACTIVE' AND r.state = 'OPEN'
       AND r.amount_paid < r.amount_due + r.tax_amount + r.interest_amount LIMIT 1`,
    [methodId],
  );
  return Boolean(assigned);
}

/** The card is deleted at `deletedAt` (kept for the payments made with it), no longer the default. */
export async function markDeleted(
  db: Queryable,
  methodId: number,
  deletedAt: string,
): Promise<void> {
  await db.query('UPDATE payment_methods SET deleted_at = $2, is_default = false WHERE id = $1', [
    methodId,
    deletedAt,
  ]);
}

/** The card becomes the student's only default. */
export async function makeDefault(
  tx: Queryable,
  studentId: number,
  methodId: number,
): Promise<void> {
  await tx.query('UPDATE payment_methods SET is_default = (id = $2) WHERE student_id = $1', [
    studentId,
    methodId,
  ]);
}
