import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useIdleSessionEnd } from '@hci/api-schema';
import { loginPathAfter } from '../paths';

/**
 * After five minutes without activity the session ends; the sign-in page then shows the
 * sessionExpired message and returns to where the student was.
 */
export function IdleSessionTimeout() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = useRef('');
  here.current = search ? `${location}?${search}` : location;
  useIdleSessionEnd(() =>
    navigate(loginPathAfter('sessionExpired', here.current), { replace: true }),
  );
  return null;
}
