import { toast } from '@hci/design-system';
import { useLocation } from 'wouter';
import { useApi, useAuthActions } from '../app/ApiProvider';
import { confirmLeave } from '../keep-work/unsavedForms';

/**
 * Ends the session here at once (the API revokes it in the background; the query cache empties
 * with the session), then shows the app's sign-in page without the signed-out user's messages.
 * Unsaved changes on the page are asked about first; the sign-out is counted like the sign-in.
 */
export function useSignOut(signInPath: string) {
  const { analytics } = useApi();
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  return () =>
    confirmLeave(() => {
      analytics.track('signOut');
      auth.logout();
      toast.clear();
      navigate(signInPath, { replace: true });
    });
}
