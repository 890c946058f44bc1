import { useApiSession } from '@hci/api-schema';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { paths, signedInHome, loginPath } from '../paths';
import type { PageRoute } from './routes';
import { returnPath } from '@hci/design-system/app';

/**
 * Applies a route's access rule (see `RouteAccess`) before its layout and page render:
 * signed-out users go to /login?action=<wanted path>, signed-in users whose e-mail is unverified are
 * held on /pending-email-address-verification, and signed-in users skip the sign-in and sign-up forms.
 */
export function AccessGuard({ route, children }: { route: PageRoute; children: ReactNode }) {
  const { isAuthenticated, isVerifiedEmail } = useApiSession();
  const [location] = useLocation();
  const search = useSearch();
  const wanted = search ? `${location}?${search}` : location;

  if (route.access === 'signedIn' || route.access === 'coach') {
    if (!isAuthenticated) return <Redirect to={loginPath(wanted)} replace />;
    if (route.access === 'coach' && !isVerifiedEmail) {
      return <Redirect to={paths.pendingEmailAddressVerification} replace />;
    }
  }
  if (route.access === 'guest' && route.redirectSignedIn && isAuthenticated) {
    const action = new URLSearchParams(search).get('action');
    return <Redirect to={returnPath(action, signedInHome)} replace />;
  }
  return children;
}
