import type { Language } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';

/** The signed-in user's own credentials and language. */

export async function setPasswordHash(tx: Queryable, userId: number, hash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
}

/**
 * The user's new e-mail, in lower case and verified (its code came back from it), unless another
 * account has it by now; whether it was set.
 */
export async function setVerifiedEmail(
  tx: Queryable,
  userId: number,
  email: string,
): Promise<boolean> {
  const changed = await tx.query(
    `UPDATE users SET email = lower($2), email_verified = true
     WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users o WHERE o.email = lower($2) AND o.id <> $1)
     RETURNING id`,
    [userId, email],
  );
  return changed.length > 0;
}

/** The language an account's e-mails are written in (English for an account without a student). */
export async function findLanguage(db: Queryable, userId: number): Promise<Language> {
  const [row] = await db.query<{ language: Language }>(
    'SELECT language FROM students WHERE user_id = $1',
    [userId],
  );
  return row?.language ?? 'EN';
}

/** Sets the language of the user's student record. */
export async function setLanguage(db: Queryable, userId: number, language: Language) {
  await db.query('UPDATE students SET language = $2 WHERE user_id = $1', [userId, language]);
}
