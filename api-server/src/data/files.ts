import type { Queryable } from '../db/database.js';

/** The password hash of the user who owns the session (the refresh token family). */
export async function sessionOwnerPasswordHash(
  db: Queryable,
  sessionId: string,
): Promise<string | undefined> {
  const [owner] = await db.query<{ password_hash: string }>(
    `SELECT u.password_hash FROM users u
     WHERE u.id = (SELECT user_id FROM refresh_tokens WHERE family_id = $1 LIMIT 1)`,
    [sessionId],
  );
  return owner?.password_hash;
}

export async function userPasswordHash(db: Queryable, userId: number): Promise<string | undefined> {
  const [owner] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  return owner?.password_hash;
}
