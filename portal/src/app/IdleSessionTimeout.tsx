import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { IdleWarning, useIdleSessionEnd } from '@hci/app-frame';
import { loginPathAfter } from '../paths';

/**
 * A minute before the idle sign-out a dialog warns and offers to stay. After five minutes without
 * activity the session ends; the sign-in page then shows the sessionExpired message and returns to
 * where the student was.
 */
export function IdleSessionTimeout({ restoredSession }: { restoredSession: boolean }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = useRef('');
  here.current = search ? `${location}?${search}` : location;
  const warning = useIdleSessionEnd(
    () => navigate(loginPathAfter('sessionExpired', here.current), { replace: true }),
    restoredSession,
  );
  return <IdleWarning {...warning} />;
}
