import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { IdleWarning, useIdleSessionEnd } from '@hci/app-frame';
import { loginPath } from '../paths';

/**
 * A minute before the idle sign-out a dialog warns and offers to stay. After five minutes without
 * activity the session ends; the sign-in page then says so and returns to where the coach was.
 */
export function IdleSessionTimeout({ restoredSession }: { restoredSession: boolean }) {
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
