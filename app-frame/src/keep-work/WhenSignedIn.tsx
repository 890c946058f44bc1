import { useApiSession } from '../app/ApiProvider';
import { useRef, type ReactNode } from 'react';

/**
 * Renders its children only while someone is signed in (so their code can load with the session,
 * not with the sign-in page), telling them whether the session was restored at page load rather
 * than started by a sign-in here.
 */
export function WhenSignedIn({ children }: { children: (restoredSession: boolean) => ReactNode }) {
  const { isAuthenticated } = useApiSession();
  const restored = useRef(isAuthenticated);
  if (!isAuthenticated) {
    restored.current = false;
    return null;
  }
  return children(restored.current);
}
