import { refuse } from './refusal';

/** Changing one's own password and e-mail address. */

/** A change of password or e-mail is confirmed with the current password; answers the account. */
export function checkCurrentPassword<Account>(
  account: Account | null | undefined,
  correct: boolean,
) {
  if (!account || !correct)
    throw refuse('invalidCurrentPassword', 'Incorrect current password', 400);
  return account;
}

/** A new password must differ from the current one. */
export function checkNewPassword(currentPassword: string, newPassword: string): void {
  if (currentPassword === newPassword)
    throw refuse('newPasswordSameAsCurrent', 'The new password equals the current one', 400);
}

/** An e-mail address belongs to one account: signing up or moving to one in use is refused. */
export const emailInUse = () =>
  refuse('usernameAlreadyExists', 'A user with that e-mail already exists', 409);

/** Refuses an e-mail address another account uses. */
export function checkEmailFree(usedByAnother: boolean): void {
  if (usedByAnother) throw emailInUse();
}

/**
 * A pending e-mail change is confirmed with the code mailed to the new address; answers that
 * address. Undefined when the code does not match a pending change that is still good.
 */
export function checkEmailChangeCode(newEmail: string | undefined): string {
  if (newEmail === undefined)
    throw refuse('verificationCodeError', 'The verification code is wrong or has expired', 400);
  return newEmail;
}

/**
 * An account whose e-mail address was never verified, and which holds nothing (no card, payment,
 * application, enrolment, purchase or coach profile), is deleted this many days after sign-up:
 * the address is free again for its real owner.
 */
export const unverifiedAccountDays = 30;
