import { useApi } from '@hci/api-schema';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Router, useRouter, type AroundNavHandler } from 'wouter';
import { hasUnsavedWork } from './unsavedForms';

// The modal's code loads the first time someone is about to leave unsaved work, not with the app.
const LeaveDialog = lazy(() =>
  import('./LeaveDialog').then((chunk) => ({ default: chunk.LeaveDialog })),
);

/**
 * Every in-app navigation (links, menus, redirects) first asks, while a form of the page holds
 * unsaved changes, whether to leave them. Once the session has ended there is nothing to save, so
 * the way to the sign-in page is never held up.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const { session } = useApi();
  const parent = useRouter();
  const [pending, setPending] = useState<{ go: () => void } | null>(null);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      const go = () => parent.aroundNav(navigate, to, options);
      if (session.getSnapshot().isAuthenticated && hasUnsavedWork()) setPending({ go });
      else go();
    },
    [parent, session],
  );
  return (
    <Router aroundNav={aroundNav}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <LeaveDialog onLeave={pending.go} onStay={() => setPending(null)} />
        </Suspense>
      ) : null}
    </Router>
  );
}
