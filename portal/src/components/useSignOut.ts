import { confirmLeave, useAuthActions } from '@hci/app-frame';
import { toast } from '@hci/design-system';
import { useLocation } from 'wouter';
import { loginPath } from '../paths';

/**
 * Ends the session here at once (the API revokes it in the background; the query cache empties
 * with the session), then shows sign-in without the signed-out student's messages. Unsaved changes
 * on the page are asked about first.
 */
export function useSignOut() {
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  return () =>
    confirmLeave(() => {
      auth.logout();
      toast.clear();
      navigate(loginPath(), { replace: true });
    });
}
