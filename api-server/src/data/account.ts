import type { Language } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';

/** The signed-in user's own credentials and language. */

export async function setPasswordHash(tx: Queryable, userId: number, hash: string): Promise<void> {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
}

/** The user's new e-mail, in lower case, not yet verified. */
export async function setEmail(tx: Queryable, userId: number, email: string): Promise<void> {
  await tx.query('UPDATE users SET email = lower($2), email_verified = false WHERE id = $1', [
    userId,
    email,
  ]);
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
