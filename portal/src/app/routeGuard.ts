import { canAccess, type AccessPermission } from '@hci/api-schema';

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

export const homePath = '/home';
export const loginPath = '/login';
export const pendingVerificationPath = '/pending-email-address-verification';

/** Routes an unverified student may open (spec §2). */
const verificationRoutes = new Set(['verifyEmailAddress', 'pendingEmailAddressVerification']);

/** `/login?action=<full path>`: where the wanted path waits for the sign-in (spec §2). */
export function loginPathFor(fullPath: string): string {
  return `${loginPath}?${new URLSearchParams({ action: fullPath })}`;
}

/**
 * The path to open after a sign-in: the remembered `action` when it is a path of this app, else
 * /home. Only same-origin paths are followed, so a crafted link cannot send a student elsewhere.
 */
export function afterSignInPath(action: string | null | undefined): string {
  if (!action || !action.startsWith('/') || action.startsWith('//') || action.startsWith('/\\'))
    return homePath;
  return action;
}

/**
 * The route guard of spec §2 and §6, as a pure decision: sign-in first, then the e-mail
 * verification hold, then the route's accessPermission (a failed check goes to /home).
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
  if (route.audience === 'guest') {
    return { kind: 'redirect', to: afterSignInPath(new URLSearchParams(search).get('action')) };
  }
  if (route.audience === 'anyone') return { kind: 'allow' };
  if (!session.isVerifiedEmail) {
    return verificationRoutes.has(route.name)
      ? { kind: 'allow' }
      : { kind: 'redirect', to: pendingVerificationPath };
  }
  if (route.name === 'pendingEmailAddressVerification') return { kind: 'redirect', to: homePath };
  if (!canAccess(session.roles, route.accessPermission)) return { kind: 'redirect', to: homePath };
  return { kind: 'allow' };
}
