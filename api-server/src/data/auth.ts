import type { EnrollmentInterest, Language } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';

/** Accounts as sign-up creates them, and the codes and links mailed to their users. */

/** What a mailed code or link is for. */
export type CodePurpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'SSO' | 'CHANGE_EMAIL';

/** A reset link as stored, and whether it has expired or been used. */
export interface ResetCodeRow {
  id: number;
  user_id: number;
  expired: boolean;
  used: boolean;
}

export async function insertCode(
  tx: Queryable,
  code: {
    userId: number;
    purpose: CodePurpose;
    hash: string;
    expiresAt: string;
    createdAt: string;
    /** The session a one-time sign-in token acts for: it ends with that session. */
    sessionId?: string;
    /** The address an e-mail change moves the account to. */
    newEmail?: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO verification_codes
       (user_id, purpose, code_hash, expires_at, created_at, session_id, new_email)
     VALUES ($1, $2, $3, $4, $5, $6, lower($7))`,
    [
      code.userId,
      code.purpose,
      code.hash,
      code.expiresAt,
      code.createdAt,
      code.sessionId ?? null,
      code.newEmail ?? null,
    ],
  );
}

/** Marks every outstanding code of the user used at `usedAt`. */
export async function retireCodes(tx: Queryable, userId: number, usedAt: string): Promise<void> {
  await tx.query(
    'UPDATE verification_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
    [userId, usedAt],
  );
}

/** Marks the user's outstanding codes for `purpose` used at `usedAt`. */
export async function retireCodesFor(
  tx: Queryable,
  userId: number,
  purpose: CodePurpose,
  usedAt: string,
): Promise<void> {
  await tx.query(
    `UPDATE verification_codes SET used_at = $3
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose, usedAt],
  );
}

/** How many codes for `purpose` the user was sent after `since`. */
export async function codesSentSince(
  db: Queryable,
  userId: number,
  purpose: CodePurpose,
  since: string,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM verification_codes WHERE user_id = $1 AND purpose = $2 AND created_at > $3',
    [userId, purpose, since],
  );
  return row?.n ?? 0;
}

/**
 * Uses up the one-time sign-in code with that hash if it is still good at `now` and the session
 * that made it (if one did) has not ended; its user.
 */
export async function takeSsoCode(
  db: Queryable,
  hash: string,
  now: string,
): Promise<number | undefined> {
  const [row] = await db.query<{ id: number; user_id: number }>(
    `UPDATE verification_codes SET used_at = $2
     WHERE id = (SELECT v.id FROM verification_codes v WHERE v.code_hash = $1 AND v.purpose = 'SSO'
                 AND v.used_at IS NULL AND v.expires_at > $2
                 AND NOT EXISTS (SELECT 1 FROM refresh_tokens r
                                 WHERE r.family_id = v.session_id AND r.revoked_at IS NOT NULL)
                 LIMIT 1)
     RETURNING id, user_id`,
    [hash, now],
  );
  return row?.user_id;
}

/** The reset link with that hash, if there is one. */
export async function findResetCode(
  db: Queryable,
  hash: string,
  now: string,
): Promise<ResetCodeRow | undefined> {
  const [row] = await db.query<ResetCodeRow>(
    `SELECT id, user_id, expires_at <= $2 AS expired, used_at IS NOT NULL AS used
     FROM verification_codes WHERE code_hash = $1 AND purpose = 'RESET_PASSWORD'`,
    [hash, now],
  );
  return row;
}

/** Uses up the code if it is still unused and good at `now`; whether it was. */
export async function takeCode(tx: Queryable, codeId: number, now: string): Promise<boolean> {
  const [taken] = await tx.query(
    `UPDATE verification_codes SET used_at = $2
     WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id`,
    [codeId, now],
  );
  return Boolean(taken);
}

/**
 * Counts an attempt on each of the user's e-mail verification codes still good at `now` and
 * under `maxAttempts`, and uses up the one whose hash matches, in one statement; whether one did.
 */
export async function attemptVerificationCode(
  db: Queryable,
  userId: number,
  hash: string,
  now: string,
  maxAttempts: number,
): Promise<boolean> {
  const attempted = await db.query<{ matched: boolean }>(
    `UPDATE verification_codes
     SET attempts = attempts + 1, used_at = CASE WHEN code_hash = $2 THEN $3::timestamptz END
     WHERE user_id = $1 AND purpose = 'VERIFY_EMAIL' AND used_at IS NULL AND expires_at > $3
       AND attempts < $4
     RETURNING used_at IS NOT NULL AS matched`,
    [userId, hash, now, maxAttempts],
  );
  return attempted.some((row) => row.matched);
}

/**
 * Counts an attempt on the user's pending e-mail change if it is still good at `now` and under
 * `maxAttempts`, and uses it up if its hash matches, in one statement; the address it moves the
 * account to, when it did.
 */
export async function attemptEmailChangeCode(
  db: Queryable,
  userId: number,
  hash: string,
  now: string,
  maxAttempts: number,
): Promise<string | undefined> {
  const attempted = await db.query<{ new_email: string | null }>(
    `UPDATE verification_codes
     SET attempts = attempts + 1, used_at = CASE WHEN code_hash = $2 THEN $3::timestamptz END
     WHERE user_id = $1 AND purpose = 'CHANGE_EMAIL' AND used_at IS NULL AND expires_at > $3
       AND attempts < $4
     RETURNING CASE WHEN used_at IS NOT NULL THEN new_email END AS new_email`,
    [userId, hash, now, maxAttempts],
  );
  return attempted.find((row) => row.new_email !== null)?.new_email ?? undefined;
}

export async function markEmailVerified(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET email_verified = true WHERE id = $1', [userId]);
}

/** Replaces the password hash only if it still is `checked`. */
export async function replacePasswordHash(
  db: Queryable,
  userId: number,
  checked: string,
  hash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
    userId,
    checked,
    hash,
  ]);
}

/** A new user; its id, or undefined when the e-mail is taken. */
export async function insertUser(
  tx: Queryable,
  email: string,
  passwordHash: string,
): Promise<number | undefined> {
  const [user] = await tx.query<{ id: number }>(
    'INSERT INTO users (email, password_hash) VALUES (lower($1), $2) ON CONFLICT (email) DO NOTHING RETURNING id',
    [email, passwordHash],
  );
  return user?.id;
}

/** The user's student record; its id. */
export async function insertStudent(
  tx: Queryable,
  student: {
    userId: number;
    firstName: string;
    lastName: string;
    language: Language;
    interest?: EnrollmentInterest;
  },
): Promise<number> {
  const { interest = {} } = student;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO students (user_id, first_name, last_name, language, interest_program_track,
       interest_start_date, interest_graduation_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      student.userId,
      student.firstName,
      student.lastName,
      student.language,
      interest.programTrack ?? null,
      interest.startDate ?? null,
      interest.graduationDate ?? null,
    ],
  );
  return row!.id;
}

export async function insertCoach(tx: Queryable, studentId: number): Promise<void> {
  await tx.query('INSERT INTO coaches (student_id) VALUES ($1)', [studentId]);
}
