import type { Queryable } from '../db/database.js';
import type { MethodRow } from '../shared/cards.js';

/** A student's stored cards that are not deleted. */

/** One of the student's own cards, if there is one by that id. */
export async function findMethod(
  db: Queryable,
  studentId: number,
  methodId: number,
): Promise<MethodRow | undefined> {
  const [method] = await db.query<MethodRow>(
    'SELECT * FROM payment_methods WHERE id = $1 AND student_id = $2 AND deleted_at IS NULL',
    [methodId, studentId],
  );
  return method;
}

/** The student's default card, if they have one. */
export async function findDefaultMethod(
  db: Queryable,
  studentId: number,
): Promise<MethodRow | undefined> {
  const [method] = await db.query<MethodRow>(
    'SELECT * FROM payment_methods WHERE student_id = $1 AND is_default AND deleted_at IS NULL',
    [studentId],
  );
  return method;
}
