import { useEffect, useRef } from 'react';
import { activityEvents, createIdleMonitor } from '../session/idle-timeout';
import { useApiSession, useAuthActions } from './api-provider';

/**
 * Ends the session after five minutes without activity in any tab, telling the API it expired,
 * then calls `onIdle` (the app shows its sign-in page, saying why).
 */
export function useIdleSessionEnd(onIdle: () => void): void {
  const auth = useAuthActions();
  const { isAuthenticated } = useApiSession();
  const latestOnIdle = useRef(onIdle);
  latestOnIdle.current = onIdle;
  // A session restored at page load continues the shared clock; a sign-in in this tab starts it.
  const restored = useRef(isAuthenticated);

  useEffect(() => {
    if (!isAuthenticated) return;
    const monitor = createIdleMonitor({
      resumeFrom: restored.current ? 'storage' : 'now',
      onIdle: () => {
        auth.endIdleSession();
        latestOnIdle.current();
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
  }, [auth, isAuthenticated]);
}
