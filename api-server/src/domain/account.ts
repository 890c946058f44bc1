import { checkCurrentPassword, checkEmailFree, checkNewPassword } from '@hci/api-schema/rules';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { findUser, sessionForUser } from '../auth/sessions.js';
import * as accountData from '../data/account.js';
import type { Handlers } from '../http/operation.js';
import { noContent, ok, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import { retireCodes, sendVerificationCode } from './auth.js';

/** The signed-in user's own credentials and language. */
export function accountHandlers(services: Services) {
  const { db, throttle, tokens } = services;

  return {
    async changePassword(input) {
      const principal = requirePrincipal(input);
      const { currentPassword, newPassword } = input.body;
      // Guessing the current password is throttled like guessing it at sign-in.
      const keys = { account: principal.email, address: input.clientAddress };
      await throttle.check(keys);
      const found = await findUser(db, 'id', principal.userId);
      const correct = !!found && (await verifyPassword(currentPassword, found.password_hash));
      if (!correct) await throttle.recordFailure(keys);
      const user = checkCurrentPassword(found, correct);
      await throttle.recordSuccess(keys);
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
      const found = await findUser(db, 'id', principal.userId);
      const user = checkCurrentPassword(
        found,
        !!found && (await verifyPassword(currentPassword, found.password_hash)),
      );
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
