import type { Queryable } from '../db/database.js';

/** Deletes rows `sql` selects for removal and answers how many went. */
async function removed(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    params as string[],
  );
  return rows[0]?.n ?? 0;
}

/** Answers to idempotency keys older than `before`: a repeat that late is a new request. */
export const deleteIdempotentRequests = (db: Queryable, before: string) =>
  removed(db, 'DELETE FROM idempotent_requests WHERE created_at < $1', [before]);

/** Verification codes, reset links and sign-on tokens that expired before `before`. */
export const deleteExpiredCodes = (db: Queryable, before: string) =>
  removed(db, 'DELETE FROM verification_codes WHERE expires_at < $1', [before]);

/** Refresh tokens that expired before `before`: refused already, rotated or not. */
export const deleteExpiredRefreshTokens = (db: Queryable, before: string) =>
  removed(db, 'DELETE FROM refresh_tokens WHERE expires_at < $1', [before]);

/**
 * Accounts signed up before `before` whose address was never verified and that hold nothing: no
 * card, payment plan, payment, application, enrolment, purchase, file or coach profile. Everything
 * else they have (preferences, history) goes with them.
 */
export const deleteIdleUnverifiedAccounts = (db: Queryable, before: string) =>
  removed(
    db,
    `DELETE FROM users u
     WHERE NOT u.email_verified AND u.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM files f WHERE f.owner_user_id = u.id)
       AND NOT EXISTS (
         SELECT 1 FROM students s
         WHERE s.user_id = u.id AND (
           EXISTS (SELECT 1 FROM payment_methods x WHERE x.student_id = s.id)
           OR EXISTS (SELECT 1 FROM payment_plans x WHERE x.student_id = s.id)
           OR EXISTS (SELECT 1 FROM payments x WHERE x.student_id = s.id)
           OR EXISTS (SELECT 1 FROM applications x WHERE x.student_id = s.id)
           OR EXISTS (SELECT 1 FROM course_enrollments x WHERE x.student_id = s.id)
           OR EXISTS (SELECT 1 FROM coach_product_purchases x WHERE x.buyer_student_id = s.id)
           OR EXISTS (SELECT 1 FROM coaches x WHERE x.student_id = s.id)))`,
    [before],
  );
