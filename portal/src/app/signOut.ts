import { authActions, bindApi } from '@hci/api-schema';
import type { PortalApi } from './api';
import { loginPath } from './routeGuard';

export type SignOutReason = 'logout' | 'sessionExpired';

/** `/login?reason=sessionExpired` makes the sign-in page show the info message of spec §8. */
export function loginPathAfter(reason: SignOutReason, returnTo?: string): string {
  if (reason === 'logout') return loginPath;
  const query = new URLSearchParams({ reason });
  if (returnTo) query.set('action', returnTo);
  return `${loginPath}?${query}`;
}

/**
 * Ends the session (spec §4) at once; the API revokes the refresh token in the background. The
 * query cache follows the session, so no data of this student survives for the next person.
 */
export function signOut(api: PortalApi): void {
  bindApi(api, authActions).logout();
}
