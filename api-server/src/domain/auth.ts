import { randomBytes, randomInt } from 'node:crypto';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../auth/passwords.js';
import { sha256 } from '../auth/tokens.js';
import { isoAt } from '../clock.js';
import type { Queryable } from '../db/database.js';
import { ApiError, rule } from '../http/errors.js';
import type { Handlers, OperationInput } from '../http/operation.js';
import { accepted, created, noContent, ok, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import { findUser, principalOf, sessionFor, sessionForUser } from '../auth/sessions.js';

const verificationMinutes = 15;
const resetMinutes = 60;
const ssoMinutes = 5;
/** A 6-digit code allows this many attempts; after them only a new code verifies. */
const verificationAttempts = 5;

type Purpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'SSO';

/** The links for e-mails answering this request: the calling app's, on its own routes. */
const linksFor = (services: Services, input: Pick<OperationInput, 'context'>) =>
  services.links(input.context.req.header('origin'));

const codeHash = (purpose: Purpose, userId: number, code: string) =>
  sha256(`${purpose}:${userId}:${code}`);

async function storeCode(
  services: Services,
  tx: Queryable,
  userId: number,
  purpose: Purpose,
  code: string,
  minutes: number,
) {
  const hash = purpose === 'VERIFY_EMAIL' ? codeHash(purpose, userId, code) : sha256(code);
  await tx.query(
    'INSERT INTO verification_codes (user_id, purpose, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
    [
      userId,
      purpose,
      hash,
      isoAt(services.clock.now() + minutes * 60_000),
      isoAt(services.clock.now()),
    ],
  );
}

/**
 * Ends every outstanding code and link of an account (verification, reset, one-time sign-in):
 * whatever was mailed before its password or e-mail changed no longer acts for it.
 */
export async function retireCodes(services: Services, tx: Queryable, userId: number) {
  await tx.query(
    'UPDATE verification_codes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
    [userId, isoAt(services.clock.now())],
  );
}

/** E-mails a new 6-digit verification code (to the development mailbox); it replaces earlier ones. */
export async function sendVerificationCode(
  services: Services,
  input: Pick<OperationInput, 'context'>,
  userId: number,
  email: string,
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await services.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE verification_codes SET used_at = $2
       WHERE user_id = $1 AND purpose = 'VERIFY_EMAIL' AND used_at IS NULL`,
      [userId, isoAt(services.clock.now())],
    );
    await storeCode(services, tx, userId, 'VERIFY_EMAIL', code, verificationMinutes);
  });
  await services.mailbox.send({
    to: email,
    subject: 'Your verification code',
    text: `Your verification code is ${code}. It expires in ${verificationMinutes} minutes.`,
    code,
    link: linksFor(services, input).verifyEmailAddress(code),
  });
}

/** Issues a one-time sign-in token (the coach app's /login/token); used by support tooling and tests. */
export async function issueSsoToken(services: Services, userId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await storeCode(services, services.db, userId, 'SSO', token, ssoMinutes);
  return token;
}

async function recentCodes(
  services: Services,
  userId: number,
  purpose: Purpose,
  withinMs: number,
): Promise<number> {
  const [row] = await services.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM verification_codes WHERE user_id = $1 AND purpose = $2 AND created_at > $3',
    [userId, purpose, isoAt(services.clock.now() - withinMs)],
  );
  return row?.n ?? 0;
}

type SignInInput = OperationInput<'signInStudent' | 'signInCoach'>;

const tooManyMails = () =>
  new ApiError(429, 'tooManyRequests', 'Too many e-mails requested; try again later');

export function authHandlers(services: Services) {
  const { db, throttle, tokens } = services;

  /**
   * Replaces an older kind of hash with today's while the password is at hand. Only if the row
   * still holds the hash just checked: a password changed meanwhile is never overwritten.
   */
  const rehash = async (userId: number, checked: string, password: string) => {
    await db.query('UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
      userId,
      checked,
      await hashPassword(password),
    ]);
  };

  const signIn = (as: 'student' | 'coach') => async (input: SignInInput) => {
    const { email, password } = input.body;
    const keys = { account: email, address: input.clientAddress };
    await throttle.check(keys);
    const user = await findUser(db, 'email', email);
    // The same work and the same answer whether or not the e-mail exists.
    const passwordOk = user
      ? await verifyPassword(password, user.password_hash)
      : await verifyPassword(password, await decoyHash);
    const roleOk =
      user !== null && (as === 'coach' ? user.coach_id !== null : user.student_id !== null);
    if (!user || !passwordOk || !roleOk) {
      await throttle.recordFailure(keys);
      throw new ApiError(401, 'failedLogin', 'Invalid username or password');
    }
    if (user.disabled)
      throw new ApiError(403, 'accountIsDisabled', 'The account is temporarily disabled');
    await throttle.recordSuccess(keys);
    if (needsRehash(user.password_hash)) await rehash(user.id, user.password_hash, password);
    return ok(await sessionFor(services, principalOf(user)));
  };

  return {
    signInStudent: signIn('student'),
    signInCoach: signIn('coach'),

    async signInWithSsoToken(input) {
      const { token } = input.body;
      const [row] = await db.query<{ id: number; user_id: number }>(
        `UPDATE verification_codes SET used_at = $2
         WHERE id = (SELECT id FROM verification_codes WHERE code_hash = $1 AND purpose = 'SSO'
                     AND used_at IS NULL AND expires_at > $2 LIMIT 1)
         RETURNING id, user_id`,
        [sha256(token), isoAt(services.clock.now())],
      );
      if (!row) throw new ApiError(401, 'invalidSsoToken', 'The sign-in link has expired');
      const user = await findUser(db, 'id', row.user_id);
      if (!user || user.disabled)
        throw new ApiError(401, 'invalidSsoToken', 'The sign-in link has expired');
      return ok(await sessionFor(services, principalOf(user)));
    },

    async refreshToken(input) {
      const { refreshToken } = input.body;
      const rotated = await tokens.rotateRefreshToken(refreshToken);
      const user = await findUser(db, 'id', rotated.userId);
      if (!user || user.disabled)
        throw new ApiError(401, 'Unauthorized', 'The refresh token is not valid');
      return ok(await sessionFor(services, principalOf(user), rotated));
    },

    async signUp(input) {
      const { body } = input;
      if (body.startDate && body.graduationDate && body.startDate >= body.graduationDate) {
        throw rule('failedSignUp', 'The graduation date must be after the start date', 400);
      }
      if (await findUser(db, 'email', body.email)) {
        throw rule('usernameAlreadyExists', 'A user with that e-mail already exists', 409);
      }
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction(async (tx) => {
        const [user] = await tx.query<{ id: number }>(
          'INSERT INTO users (email, password_hash) VALUES (lower($1), $2) ON CONFLICT (email) DO NOTHING RETURNING id',
          [body.email, passwordHash],
        );
        if (!user)
          throw rule('usernameAlreadyExists', 'A user with that e-mail already exists', 409);
        // The validator has filled in the contract's default; its generated type still says optional.
        const language = body.languageIso2LetterCode ?? 'EN';
        const [student] = await tx.query<{ id: number }>(
          'INSERT INTO students (user_id, first_name, last_name, language) VALUES ($1, $2, $3, $4) RETURNING id',
          [user.id, body.firstName.trim(), body.lastName.trim(), language],
        );
        await tx.query('INSERT INTO communication_preferences (student_id) VALUES ($1)', [
          student!.id,
        ]);
        if (body.role === 'COACH')
          await tx.query('INSERT INTO coaches (student_id) VALUES ($1)', [student!.id]);
        return user.id;
      });
      await sendVerificationCode(services, input, userId, body.email.toLowerCase());
      return created(await sessionForUser(services, userId));
    },

    async forgotPassword(input) {
      const { email } = input.body;
      const user = await findUser(db, 'email', email);
      if (!user) throw rule('emailNotFound', 'E-mail not found', 404);
      if ((await recentCodes(services, user.id, 'RESET_PASSWORD', 15 * 60_000)) >= 5)
        throw tooManyMails();
      const token = randomBytes(32).toString('base64url');
      await storeCode(services, db, user.id, 'RESET_PASSWORD', token, resetMinutes);
      await services.mailbox.send({
        to: user.email,
        subject: 'Reset your password',
        text: `Open the link to choose a new password. It expires in ${resetMinutes} minutes.`,
        code: token,
        link: linksFor(services, input).resetPassword(token),
      });
      return accepted();
    },

    async resetPassword(input) {
      const { token, password } = input.body;
      const [row] = await db.query<{
        id: number;
        user_id: number;
        expired: boolean;
        used: boolean;
      }>(
        `SELECT id, user_id, expires_at <= $2 AS expired, used_at IS NOT NULL AS used
         FROM verification_codes WHERE code_hash = $1 AND purpose = 'RESET_PASSWORD'`,
        [sha256(token), isoAt(services.clock.now())],
      );
      const invalid = () =>
        rule('invalidToken', 'The reset request is not valid; ask for a new one', 400);
      if (!row || row.used) throw invalid();
      if (row.expired) throw rule('tokenInvalid', 'The reset link has expired', 400);
      const hash = await hashPassword(password);
      const reset = await db.transaction(async (tx) => {
        // Taken here, not at the read above: of two requests racing with one link (or with a
        // password change that retires it), only one gets through.
        const [taken] = await tx.query(
          `UPDATE verification_codes SET used_at = $2
           WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id`,
          [row.id, isoAt(services.clock.now())],
        );
        if (!taken) return false;
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [row.user_id, hash]);
        await retireCodes(services, tx, row.user_id);
        return true;
      });
      if (!reset) throw invalid();
      await tokens.revokeAll(row.user_id);
      const user = await findUser(db, 'id', row.user_id);
      if (user) await throttle.clearAccount(user.email);
      return noContent();
    },

    async verifyEmail(input) {
      const principal = requirePrincipal(input);
      const { code } = input.body;
      // Every attempt, right or wrong, uses up one of the code's few; counting it in the same
      // statement that compares keeps parallel guesses to that number too.
      const attempted = await db.query<{ matched: boolean }>(
        `UPDATE verification_codes
         SET attempts = attempts + 1, used_at = CASE WHEN code_hash = $2 THEN $3::timestamptz END
         WHERE user_id = $1 AND purpose = 'VERIFY_EMAIL' AND used_at IS NULL AND expires_at > $3
           AND attempts < $4
         RETURNING used_at IS NOT NULL AS matched`,
        [
          principal.userId,
          codeHash('VERIFY_EMAIL', principal.userId, code.trim()),
          isoAt(services.clock.now()),
          verificationAttempts,
        ],
      );
      if (!attempted.some((row) => row.matched))
        throw rule('verificationCodeError', 'The verification code is wrong or has expired', 400);
      await db.query('UPDATE users SET email_verified = true WHERE id = $1', [principal.userId]);
      return ok(await sessionForUser(services, principal.userId));
    },

    async resendVerification(input) {
      const principal = requirePrincipal(input);
      if ((await recentCodes(services, principal.userId, 'VERIFY_EMAIL', 60_000)) > 0)
        throw tooManyMails();
      await sendVerificationCode(services, input, principal.userId, principal.email);
      return accepted();
    },
  } satisfies Partial<Handlers>;
}
