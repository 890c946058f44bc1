import { Button, toast } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAuthActions } from '../authActions';
import { paths } from '../routes';
import { useServices } from '../services';
import { layoutMessages } from './messages';

/** Ends the session here at once (the API revokes it in the background), then shows sign-in. */
export function SignOutButton() {
  const intl = useIntl();
  const { analytics } = useServices();
  const auth = useAuthActions();
  const [, navigate] = useLocation();
  return (
    <Button
      variant="tertiary"
      onPress={() => {
        analytics.track('signOut');
        auth.logout();
        toast.clear();
        navigate(paths.login, { replace: true });
      }}
    >
      {intl.formatMessage(layoutMessages.signOut)}
    </Button>
  );
}
