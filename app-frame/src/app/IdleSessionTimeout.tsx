import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { GuardPaths } from '../frame/routeAccess';
import { IdleWarning } from '../keep-work/IdleWarning';
import { useIdleSessionEnd } from './useIdleSessionEnd';

/**
 * A minute before the idle sign-out a dialog warns and offers to stay. After five minutes without
 * activity the session ends; the app's sign-in page then says why and returns to where the user
 * was.
 */
export function IdleSessionTimeout({
  restoredSession,
  loginPath,
}: {
  restoredSession: boolean;
  loginPath: GuardPaths['login'];
}) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = useRef('');
  here.current = search ? `${location}?${search}` : location;
  const warning = useIdleSessionEnd(
    () => navigate(loginPath(here.current, 'sessionExpired'), { replace: true }),
    restoredSession,
  );
  return <IdleWarning {...warning} />;
}
