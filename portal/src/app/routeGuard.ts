import { canAccess, type AccessPermission } from '@hci/api-schema';
import { returnPath } from '@hci/design-system/app';
import { loginPathFor, paths, pendingVerificationPathFor } from '../paths';

/** Who may open a route: anyone, only signed-out visitors, or signed-in students. */
export type RouteAudience = 'anyone' | 'guest' | 'student';

/** What the guard needs to know about a route (the route table's meta values). */
export interface GuardedRoute {
  name: string;
  audience: RouteAudience;
  accessPermission?: AccessPermission;
}

/** What the guard needs to know about the session. */
export interface GuardSession {
  isAuthenticated: boolean;
  isVerifiedEmail: boolean;
  roles: readonly { name: string }[];
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** Routes an unverified student may open. */
const verificationRoutes = new Set(['verifyEmailAddress', 'pendingEmailAddressVerification']);

/**
 * The route guard, as a pure decision: sign-in first, then the e-mail verification hold, then
 * the route's accessPermission (a failed check goes to /home). After a sign-in, the remembered
 * `action` is followed only when it is a path of this app.
 * `fullPath` is the wanted path with its query string; `search` is the current query string.
 */
export function guardRoute(
  route: GuardedRoute,
  session: GuardSession,
  fullPath: string,
  search = '',
): GuardDecision {
  if (!session.isAuthenticated) {
    return route.audience === 'student'
      ? { kind: 'redirect', to: loginPathFor(fullPath) }
      : { kind: 'allow' };
  }
  const remembered = returnPath(new URLSearchParams(search).get('action'), paths.home);
  if (route.audience === 'guest') return { kind: 'redirect', to: remembered };
  if (route.audience === 'anyone') return { kind: 'allow' };
  if (!session.isVerifiedEmail) {
    return verificationRoutes.has(route.name)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: pendingVerificationPathFor(fullPath) };
  }
  // Verified on the hold: on to the path it remembered.
  if (route.name === 'pendingEmailAddressVerification') return { kind: 'redirect', to: remembered };
  if (!canAccess(session.roles, route.accessPermission))
    return { kind: 'redirect', to: paths.home };
  return { kind: 'allow' };
}
