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
 * An account whose e-mail address was never verified, and which holds nothing (no card, payment,
 * application, enrolment, purchase or coach profile), is deleted this many days after sign-up:
 * the address is free again for its real owner.
 */
export const unverifiedAccountDays = 30;
