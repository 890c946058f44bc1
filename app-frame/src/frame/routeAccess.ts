import { canAccess, type AccessPermission } from '@hci/api-schema';
import { returnPath } from './returnPath';

/**
 * Who may open a route:
 * - `anyone`: signed in or not (visitor pages, links that arrive by e-mail);
 * - `guest`: signed-out visitors; a signed-in user goes on to the path the sign-in remembered;
 * - `signedIn`: a session, its e-mail verified or not yet;
 * - `unverified`: a session whose e-mail waits for verification; once verified, the user goes
 *   on to the path the hold remembered;
 * - `verified`: a session with a verified e-mail (and the route's accessPermission, if it has one).
 */
export type RouteAccess = 'anyone' | 'guest' | 'signedIn' | 'unverified' | 'verified';

/** What the guard needs to know about a route. */
export interface GuardedRoute {
  access: RouteAccess;
  accessPermission?: AccessPermission;
}

/** What the guard needs to know about the session. */
export interface GuardSession {
  isAuthenticated: boolean;
  isVerifiedEmail: boolean;
  roles: readonly { name: string }[];
}

/** Where the guard sends a user: each app's own paths. */
export interface GuardPaths {
  /** Where a signed-in user lands when nothing else is remembered. */
  home: string;
  /**
   * The sign-in page remembering the wanted path (its full path, query included); after an idle
   * sign-out (`sessionExpired`), saying why.
   */
  login: (wanted: string, reason?: 'sessionExpired') => string;
  /** The e-mail verification hold, remembering the wanted path where the app follows it. */
  pendingVerification: (wanted: string) => string;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The route guard, as a pure decision: sign-in first, then the e-mail verification hold, then
 * the route's accessPermission (a failed check goes home). After a sign-in or the verification,
 * the remembered `action` is followed only when it is a path of this app.
 * `wanted` is the wanted path with its query string; `search` is the current query string.
 */
export function guardRoute(
  route: GuardedRoute,
  session: GuardSession,
  paths: GuardPaths,
  wanted: string,
  search = '',
): GuardDecision {
  if (route.access === 'anyone') return { kind: 'allow' };
  if (!session.isAuthenticated) {
    return route.access === 'guest'
      ? { kind: 'allow' }
      : { kind: 'redirect', to: paths.login(wanted) };
  }
  const remembered = returnPath(new URLSearchParams(search).get('action'), paths.home);
  if (route.access === 'guest') return { kind: 'redirect', to: remembered };
  if (route.access === 'signedIn') return { kind: 'allow' };
  if (route.access === 'unverified') {
    return session.isVerifiedEmail ? { kind: 'redirect', to: remembered } : { kind: 'allow' };
  }
  if (!session.isVerifiedEmail) return { kind: 'redirect', to: paths.pendingVerification(wanted) };
  // The rule RequireRole and the layouts apply too: a session with no role passes no permission.
  if (!canAccess(session.roles, route.accessPermission))
    return { kind: 'redirect', to: paths.home };
  return { kind: 'allow' };
}
