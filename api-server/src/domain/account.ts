import { checkCurrentPassword, checkEmailFree, checkNewPassword } from '@hci/rules';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { findUser, sessionForUser } from '../auth/sessions.js';
import * as accountData from '../data/account.js';
import type { Handlers, OperationInput } from '../http/operation.js';
import { noContent, ok, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import { retireCodes, sendVerificationCode } from './auth/index.js';

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
      const principal = requirePrincipal(input);
      const { email, currentPassword } = input.body;
      const user = await provenUser(input, currentPassword);
      const other = await findUser(db, 'email', email);
      checkEmailFree(!!other && other.id !== principal.userId);
      await db.transaction(async (tx) => {
        await accountData.setEmail(tx, user.id, email);
        await retireCodes(services, tx, user.id);
      });
      await sendVerificationCode(services, input, user.id, email.toLowerCase());
      return ok(await sessionForUser(services, user.id));
    },

    async changeLanguage(input) {
      const principal = requirePrincipal(input);
      const { languageIso2LetterCode } = input.body;
      await accountData.setLanguage(db, principal.userId, languageIso2LetterCode);
      return noContent();
    },
  } satisfies Partial<Handlers>;
}
