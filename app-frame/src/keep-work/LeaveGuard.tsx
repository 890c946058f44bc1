import { useApi } from '../app/ApiProvider';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { Router, useRouter, type AroundNavHandler } from 'wouter';
import { routerGate } from './routerGate';
import { confirmLeave, setLeaveQuestion } from './unsavedForms';

// The modal's code loads the first time someone is about to leave unsaved work, not with the app.
const LeaveDialog = lazy(() =>
  import('./LeaveDialog').then((chunk) => ({ default: chunk.LeaveDialog })),
);

/**
 * While a form of the page holds unsaved changes, leaving asks first: in-app navigation (links,
 * menus, redirects) and whatever leaves through `confirmLeave` (signing out; Back and Forward,
 * watched by the forms that keep work). Once the session has ended there is nothing to save, so
 * the way to the sign-in page is never held up.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const { session } = useApi();
  const parent = useRouter();
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  useEffect(() => {
    setLeaveQuestion((leave) =>
      session.getSnapshot().isAuthenticated ? setPending({ leave }) : leave(),
    );
    return () => setLeaveQuestion(undefined);
  }, [session]);
  // Listeners of one event run in the order they were added: this one is added before the
  // router's (a consumer subscribes in a passive effect, and every layout effect runs first).
  useLayoutEffect(() => {
    const gate = (event: Event) => {
      if (!routerGate.hears()) event.stopImmediatePropagation();
    };
    window.addEventListener('popstate', gate);
    return () => window.removeEventListener('popstate', gate);
  }, []);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => confirmLeave(() => parent.aroundNav(navigate, to, options)),
    [parent],
  );
  return (
    <Router aroundNav={aroundNav}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <LeaveDialog onLeave={pending.leave} onStay={() => setPending(null)} />
        </Suspense>
      ) : null}
    </Router>
  );
}
