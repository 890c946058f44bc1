import { useEffect, useRef, useState } from 'react';
import { activityEvents, createIdleMonitor, keptWork } from '@hci/api-schema';
import { expiredSessionEmail } from '../account/expiredSessionEmail';
import { useApiSession, useAuthActions } from './ApiProvider';

export interface IdleWarning {
  /** Whole seconds until the sign-out while the warning shows; null when it does not. */
  secondsLeft: number | null;
  /** The answer to the warning: the session goes on, in every tab. */
  stay: () => void;
}

/**
 * Ends the session after five minutes without activity in any tab, telling the API it expired,
 * then calls `onIdle` (the app shows its sign-in page, saying why). A minute before, it warns
 * (`secondsLeft`) and keeps what the open forms hold, so a sign-out by time loses no typing;
 * answering "stay" forgets that copy again.
 */
export function useIdleSessionEnd(
  onIdle: () => void,
  /** Whether the session was restored at page load (the caller mounts this only when signed in). */
  restoredSession?: boolean,
): IdleWarning {
  const auth = useAuthActions();
  const { isAuthenticated, email } = useApiSession();
  const latestOnIdle = useRef(onIdle);
  latestOnIdle.current = onIdle;
  // A session restored at page load continues the shared clock; a sign-in in this tab starts it.
  const restored = useRef(restoredSession ?? isAuthenticated);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const stayRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!isAuthenticated) return;
    let warned = false;
    const monitor = createIdleMonitor({
      resumeFrom: restored.current ? 'storage' : 'now',
      onWarning: (msLeft) => {
        if (msLeft === null) {
          warned = false;
          keptWork.forgetAll(email);
          setSecondsLeft(null);
          return;
        }
        // Another tab may end the session first: what this tab's forms hold is kept from now on.
        if (!warned) keptWork.keepAll(email);
        warned = true;
        setSecondsLeft(Math.ceil(msLeft / 1_000));
      },
      onIdle: () => {
        keptWork.keepAll(email);
        expiredSessionEmail.remember(email);
        setSecondsLeft(null);
        auth.endIdleSession();
        latestOnIdle.current();
      },
    });
    stayRef.current = () => monitor.stay();
    restored.current = false;
    const onActivity = () => monitor.recordActivity();
    for (const type of activityEvents)
      document.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of activityEvents)
        document.removeEventListener(type, onActivity, { capture: true });
      monitor.stop();
      stayRef.current = () => undefined;
      setSecondsLeft(null);
    };
  }, [auth, isAuthenticated, email]);

  return { secondsLeft, stay: () => stayRef.current() };
}
