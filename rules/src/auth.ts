import { refuse } from './refusal';

/** Signing in, and signing in again through a one-time link. */

/**
 * A sign-in with an unknown e-mail, a wrong password or an account without the app's role gets
 * one answer, so a refusal never tells which of them it was. Answers the account signed in.
 */
export function checkCredentials<Account>(account: Account | null | undefined, valid: boolean) {
  if (!account || !valid) throw refuse('failedLogin', 'Invalid username or password', 401);
  return account;
}

/**
 * A one-time sign-in link works once, before it expires, for an account that is not disabled.
 * Answers the account signed in.
 */
export function checkSignInLink<Account>(account: Account | null | undefined, disabled: boolean) {
  if (!account || disabled) throw refuse('invalidSsoToken', 'The sign-in link has expired', 401);
  return account;
}
