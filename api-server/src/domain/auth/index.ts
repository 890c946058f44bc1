import { checkCredentials, checkEmailFree, checkSignInLink, emailInUse } from '@hci/rules';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '#passwords';
import { sha256 } from '../../auth/tokens.js';
import { isoAt } from '../../clock.js';
import * as accountData from '../../data/account.js';
import * as authData from '../../data/auth.js';
import * as preferenceData from '../../data/preferences.js';
import type { Queryable } from '../../db/database.js';
import { ApiError, rule } from '../../http/errors.js';
import {
  resetLinkPolicy,
  resetMailPolicy,
  signUpPolicy,
  takenAddressPolicy,
  type QuotaPolicy,
} from '../../http/request-quota.js';
import type { Handlers, OperationInput } from '../../http/operation.js';
import { accepted, created, noContent, ok, requirePrincipal } from '../../http/operation.js';
import type { AppLinks } from '../../mail/app-links.js';
import type { Services } from '../../services.js';
import { findUser, principalOf, sessionFor, sessionForUser } from '../../auth/sessions.js';
import { randomBelow, randomToken } from '../../shared/random.js';
import { mailTakenAddressNotice, recentCodes } from './notices.js';

/** How long a mailed 6-digit code (verification, e-mail change) works. */
export const verificationMinutes = 15;
const resetMinutes = 60;
const ssoMinutes = 5;
/** A link from one app to the other signs in for a minute: time to open it, too short to share. */
export const handoverMinutes = 1;
/** A 6-digit code allows this many attempts; after them only a new code verifies. */
export const verificationAttempts = 5;

/** The links for e-mails answering this request: the calling app's, on its own routes. */
const linksFor = (services: Services, input: Pick<OperationInput, 'context'>) =>
  services.links(input.context.req.header('origin'));

/** A short code is one user's, so its hash names the user; a long token stands on its own. */
export const codeHash = (purpose: authData.CodePurpose, userId: number, code: string) =>
  sha256(`${purpose}:${userId}:${code}`);

/** A new 6-digit code. */
export const sixDigitCode = () => String(randomBelow(1_000_000)).padStart(6, '0');

export async function storeCode(
  services: Services,
  tx: Queryable,
  userId: number,
  purpose: authData.CodePurpose,
  code: string,
  minutes: number,
  tie: { sessionId?: string; newEmail?: string } = {},
) {
  const short = purpose === 'VERIFY_EMAIL' || purpose === 'CHANGE_EMAIL';
  await authData.insertCode(tx, {
    userId,
    purpose,
    hash: short ? codeHash(purpose, userId, code) : sha256(code),
    expiresAt: isoAt(services.clock.now() + minutes * 60_000),
    createdAt: isoAt(services.clock.now()),
    ...tie,
  });
}

/**
 * Ends every outstanding code and link of an account (verification, reset, one-time sign-in):
 * whatever was mailed before its password or e-mail changed no longer acts for it.
 */
export async function retireCodes(services: Services, tx: Queryable, userId: number) {
  await authData.retireCodes(tx, userId, isoAt(services.clock.now()));
}

/** E-mails a new 6-digit verification code, in the account's language; it replaces earlier ones. */
export async function sendVerificationCode(
  services: Services,
  input: Pick<OperationInput, 'context'>,
  userId: number,
  email: string,
) {
  const code = sixDigitCode();
  await services.db.transaction(async (tx) => {
    await authData.retireCodesFor(tx, userId, 'VERIFY_EMAIL', isoAt(services.clock.now()));
    await storeCode(services, tx, userId, 'VERIFY_EMAIL', code, verificationMinutes);
  });
  await services.postman.send({
    kind: 'verificationCode',
    to: email,
    language: await accountData.findLanguage(services.db, userId),
    code,
    link: linksFor(services, input).verifyEmailAddress(code),
    minutes: verificationMinutes,
  });
}

/**
 * Issues a one-time sign-in token (either app's /login/token), stored hashed in the database so
 * any API instance takes it, and only once; one made by a session (`sessionId`) ends with it.
 * Support tooling and the tests ask for one too.
 */
export async function issueSsoToken(
  services: Services,
  userId: number,
  minutes = ssoMinutes,
  sessionId?: string,
): Promise<string> {
  const token = randomToken(24);
  await storeCode(services, services.db, userId, 'SSO', token, minutes, { sessionId });
  return token;
}

type SignInInput = OperationInput<'signInStudent' | 'signInCoach'>;

/**
 * Mails a reset link to `email` if an account has it and the address got none in the last
 * minute. Run after the answer, which is the same either way.
 */
async function mailResetLink(services: Services, links: AppLinks, email: string) {
  const normal = email.toLowerCase();
  if (!(await services.quota.admit(`reset-mail:${normal}`, resetMailPolicy))) return;
  const user = await findUser(services.db, 'email', email);
  if (!user) return;
  const token = randomToken(32);
  await storeCode(services, services.db, user.id, 'RESET_PASSWORD', token, resetMinutes);
  await services.postman.send({
    kind: 'passwordReset',
    to: user.email,
    language: await accountData.findLanguage(services.db, user.id),
    code: token,
    link: links.resetPassword(token),
    minutes: resetMinutes,
  });
}

/** Links to the other app a user may make in a minute: a few clicks, never a token mill. */
const handoverPolicy: QuotaPolicy = { limit: 10, windowMs: 60_000 };

const tooManyMails = () =>
  new ApiError(429, 'tooManyRequests', 'Too many e-mails requested; try again later');

export function authHandlers(services: Services) {
  const { db, throttle, tokens } = services;

  /**
   * Replaces an older kind of hash with today's while the password is at hand. Only if the row
   * still holds the hash just checked: a password changed meanwhile is never overwritten.
   */
  const rehash = async (userId: number, checked: string, password: string) =>
    authData.replacePasswordHash(db, userId, checked, await hashPassword(password));

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
    const account = checkCredentials(user, passwordOk && roleOk);
    if (account.disabled)
      throw new ApiError(403, 'accountIsDisabled', 'The account is temporarily disabled');
    await throttle.recordSuccess(keys);
    if (needsRehash(account.password_hash))
      await rehash(account.id, account.password_hash, password);
    return ok(await sessionFor(services, principalOf(account)));
  };

  return {
    signInStudent: signIn('student'),
    signInCoach: signIn('coach'),

    async signInWithSsoToken(input) {
      const { token } = input.body;
      const userId = await authData.takeSsoCode(db, sha256(token), isoAt(services.clock.now()));
      const found = userId === undefined ? null : await findUser(db, 'id', userId);
      const user = checkSignInLink(found, found?.disabled ?? false);
      return ok(await sessionFor(services, principalOf(user)));
    },

    async createHandoverToken(input) {
      const { userId, sessionId } = requirePrincipal(input);
      await services.quota.take(`handover:${userId}`, 1, handoverPolicy);
      const token = await issueSsoToken(services, userId, handoverMinutes, sessionId);
      return created({ token, expiresInSeconds: handoverMinutes * 60 });
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
      // Counted before anything else, so refused sign-ups (an address in use) count too.
      await services.quota.take(`sign-up:${input.clientAddress}`, 1, signUpPolicy);
      const takenKey = `sign-up-taken:${input.clientAddress}`;
      await services.quota.refuseSpent(takenKey, takenAddressPolicy);
      const owner = await findUser(db, 'email', body.email);
      if (owner) {
        await services.quota.take(takenKey, 1, takenAddressPolicy);
        const links = linksFor(services, input);
        services.afterAnswer.run('taken address notice', () =>
          mailTakenAddressNotice(services, links, owner),
        );
      }
      checkEmailFree(!!owner);
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction(async (tx) => {
        const id = await authData.insertUser(tx, body.email, passwordHash);
        if (id === undefined) throw emailInUse();
        // The validator has filled in the contract's default; its generated type still says optional.
        const language = body.languageIso2LetterCode ?? 'EN';
        const studentId = await authData.insertStudent(tx, {
          userId: id,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          language,
          interest: {
            programTrack: body.programTrack,
            startDate: body.startDate,
            graduationDate: body.graduationDate,
          },
        });
        await preferenceData.insertDefaults(tx, studentId);
        if (body.role === 'COACH') await authData.insertCoach(tx, studentId);
        return id;
      });
      await sendVerificationCode(services, input, userId, body.email.toLowerCase());
      return created(await sessionForUser(services, userId));
    },

    async forgotPassword(input) {
      const { email } = input.body;
      // Counted per asking client, whatever the account: no one uses up the owner's requests,
      // and no one asks for the links of many accounts.
      await services.quota.take(`reset-link:${input.clientAddress}`, 1, resetLinkPolicy);
      // Nothing about the account is looked up before the answer, so neither the answer nor
      // its timing tells whether the account exists.
      const links = linksFor(services, input);
      services.afterAnswer.run('reset link', () => mailResetLink(services, links, email));
      return accepted();
    },

    async resetPassword(input) {
      const { token, password } = input.body;
      const row = await authData.findResetCode(db, sha256(token), isoAt(services.clock.now()));
      const invalid = () =>
        rule('invalidToken', 'The reset request is not valid; ask for a new one', 400);
      if (!row || row.used) throw invalid();
      if (row.expired) throw rule('tokenInvalid', 'The reset link has expired', 400);
      const hash = await hashPassword(password);
      const reset = await db.transaction(async (tx) => {
        // Taken here, not at the read above: of two requests racing with one link (or with a
        // password change that retires it), only one gets through.
        if (!(await authData.takeCode(tx, row.id, isoAt(services.clock.now())))) return false;
        await accountData.setPasswordHash(tx, row.user_id, hash);
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
      const matched = await authData.attemptVerificationCode(
        db,
        principal.userId,
        codeHash('VERIFY_EMAIL', principal.userId, code.trim()),
        isoAt(services.clock.now()),
        verificationAttempts,
      );
      if (!matched)
        throw rule('verificationCodeError', 'The verification code is wrong or has expired', 400);
      await authData.markEmailVerified(db, principal.userId);
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
