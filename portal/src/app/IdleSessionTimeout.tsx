import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useApiSession, useAuthActions } from '@hci/api-schema';
import { activityEvents, createIdleMonitor } from './idleTimeout';
import { loginPathAfter } from '../paths';

/**
 * Ends the session after 300000 ms (five minutes) without activity in any tab, telling the API it
 * expired; the sign-in page then shows the sessionExpired message and returns to where the student
 * was.
 */
export function IdleSessionTimeout() {
  const auth = useAuthActions();
  const { isAuthenticated } = useApiSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = useRef('');
  here.current = search ? `${location}?${search}` : location;
  // A session restored at page load continues the shared clock; a sign-in in this tab starts it.
  const restored = useRef(isAuthenticated);

  useEffect(() => {
    if (!isAuthenticated) return;
    const monitor = createIdleMonitor({
      resumeFrom: restored.current ? 'storage' : 'now',
      onIdle: () => {
        const returnTo = here.current;
        auth.endIdleSession();
        navigate(loginPathAfter('sessionExpired', returnTo), { replace: true });
      },
    });
    restored.current = false;
    const onActivity = () => monitor.recordActivity();
    for (const type of activityEvents)
      document.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of activityEvents)
        document.removeEventListener(type, onActivity, { capture: true });
      monitor.stop();
    };
  }, [auth, isAuthenticated, navigate]);

  return null;
}
