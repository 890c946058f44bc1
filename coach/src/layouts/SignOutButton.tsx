import { Button, toast } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { layoutMessages } from './messages';
import { useApi, useAuthActions } from '@hci/api-schema';
import { paths } from '../paths';

/** Ends the session here at once (the API revokes it in the background), then shows sign-in. */
export function SignOutButton() {
  const intl = useIntl();
  const { analytics } = useApi();
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
