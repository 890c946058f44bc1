import { toast } from '@hci/design-system';
import { confirmLeave, useApi, useAuthActions } from '@hci/app-frame';
import { useLocation } from 'wouter';
import { paths } from '../paths';

/**
 * Ends the session here at once (the API revokes it in the background), then shows sign-in.
 * Unsaved changes on the page are asked about first.
 */
export function useSignOut() {
  const { analytics } = useApi();
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  return () =>
    confirmLeave(() => {
      analytics.track('signOut');
      auth.logout();
      toast.clear();
      navigate(paths.login, { replace: true });
    });
}
