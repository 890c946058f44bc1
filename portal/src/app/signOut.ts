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
 * Ends the session (spec §4): tells the API to revoke the refresh token, then forgets the session
 * at once, without waiting for the answer. The revocation carries the token captured before the
 * session is cleared, so it cannot go out without one.
 */
export function signOut({ publicClient, session }: PortalApi): void {
  const { accessToken, studentId } = session.getSnapshot();
  if (accessToken && studentId !== undefined) {
    publicClient
      .POST('/students/{studentId}/logout', {
        params: { path: { studentId } },
        headers: { Authorization: `Bearer ${accessToken}`, source: 'WEB' },
      })
      .catch(() => {
        // The session is gone locally either way; the refresh token expires on its own.
      });
  }
  session.clear();
}
