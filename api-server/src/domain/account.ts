import {
  checkCurrentPassword,
  checkEmailChangeCode,
  checkEmailFree,
  checkNewPassword,
} from '@hci/rules';
import { hashPassword, verifyPassword } from '#passwords';
import { findUser, sessionForUser } from '../auth/sessions.js';
import { isoAt } from '../clock.js';
import * as accountData from '../data/account.js';
import * as authData from '../data/auth.js';
import type { Handlers, OperationInput } from '../http/operation.js';
import { acceptedWith, noContent, ok, requirePrincipal } from '../http/operation.js';
import type { QuotaPolicy } from '../http/request-quota.js';
import type { Services } from '../services.js';
import {
  codeHash,
  retireCodes,
  sixDigitCode,
  storeCode,
  verificationAttempts,
  verificationMinutes,
} from './auth/index.js';

/**
 * E-mail changes an account may ask for in an hour: each mails two addresses, one of them any
 * address the caller names, so a stolen session must not turn the API into a mail cannon.
 */
const emailChangePolicy: QuotaPolicy = { limit: 3, windowMs: 60 * 60_000 };

/** The signed-in user's own credentials and language. */
export function accountHandlers(services: Services) {
  const { db, throttle, tokens } = services;

  /**
   * The signed-in user, once `currentPassword` is theirs. Guessing it is throttled like guessing
   * it at sign-in: a stolen session must not become a free password oracle.
   */
  async function provenUser(
    input: Pick<OperationInput, 'principal' | 'clientAddress'>,
    currentPassword: string,
  ) {
    const principal = requirePrincipal(input);
    const keys = { account: principal.email, address: input.clientAddress };
    await throttle.check(keys);
    const found = await findUser(db, 'id', principal.userId);
    const correct = !!found && (await verifyPassword(currentPassword, found.password_hash));
    const user = checkCurrentPassword(found, correct);
    await throttle.recordSuccess(keys);
    return user;
  }

  return {
    async changePassword(input) {
      const principal = requirePrincipal(input);
      const { currentPassword, newPassword } = input.body;
      const user = await provenUser(input, currentPassword);
      checkNewPassword(currentPassword, newPassword);
      const hash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await accountData.setPasswordHash(tx, user.id, hash);
        await retireCodes(services, tx, user.id);
      });
      // Whoever else holds a session of this account is signed out; this one stays.
      await tokens.revokeAll(user.id, principal.sessionId);
      return noContent();
    },

    async changeEmail(input) {
      const { email, currentPassword } = input.body;
      const user = await provenUser(input, currentPassword);
      // Counted once the password is proven, whatever the new address is, so the answer is the
      // same for an address that already has an account.
      await services.quota.take(`email-change:${user.id}`, 1, emailChangePolicy);
      const newEmail = email.toLowerCase();
      const other = await findUser(db, 'email', newEmail);
      const taken = !!other && other.id !== user.id;
      const code = sixDigitCode();
      await db.transaction(async (tx) => {
        // A new request replaces a pending one: only the latest code moves the account.
        await authData.retireCodesFor(tx, user.id, 'CHANGE_EMAIL', isoAt(services.clock.now()));
        if (!taken) {
          await storeCode(services, tx, user.id, 'CHANGE_EMAIL', code, verificationMinutes, {
            newEmail,
          });
        }
      });
      const language = await accountData.findLanguage(db, user.id);
      const minutes = verificationMinutes;
      // The owner of a taken address learns it from their inbox, never the caller from the answer.
      await services.postman.send(
        taken
          ? { kind: 'emailChangeTaken', to: newEmail, language }
          : { kind: 'emailChangeCode', to: newEmail, language, code, minutes },
      );
      await services.postman.send({
        kind: 'emailChangeNotice',
        to: user.email,
        language,
        newEmail,
        minutes,
      });
      return acceptedWith({ pendingEmail: newEmail, expiresInMinutes: minutes });
    },

    async confirmEmailChange(input) {
      const principal = requirePrincipal(input);
      const { userId } = principal;
      // Every attempt, right or wrong, uses up one of the code's few.
      const newEmail = checkEmailChangeCode(
        await authData.attemptEmailChangeCode(
          db,
          userId,
          codeHash('CHANGE_EMAIL', userId, input.body.code.trim()),
          isoAt(services.clock.now()),
          verificationAttempts,
        ),
      );
      const moved = await db.transaction(async (tx) => {
        if (!(await accountData.setVerifiedEmail(tx, userId, newEmail))) return false;
        // Links mailed to the old address no longer act for the account.
        await retireCodes(services, tx, userId);
        return true;
      });
      checkEmailFree(!moved);
      return ok(await sessionForUser(services, userId));
    },

    async changeLanguage(input) {
      const principal = requirePrincipal(input);
      const { languageIso2LetterCode } = input.body;
      await accountData.setLanguage(db, principal.userId, languageIso2LetterCode);
      return noContent();
    },
  } satisfies Partial<Handlers>;
}
