import { Button, toast } from '@hci/design-system';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../routes';
import { useServices } from '../services';
import { layoutMessages } from './messages';

/** Ends the session here and at the API (best effort), then shows the sign-in page. */
export function SignOutButton() {
  const intl = useIntl();
  const { api, analytics } = useServices();
  const [, navigate] = useLocation();
  const logout = useMutation(api.auth.logout());
  return (
    <Button
      variant="tertiary"
      isPending={logout.isPending}
      onPress={() => {
        analytics.track('signOut');
        logout.mutate(undefined, {
          onSettled: () => {
            toast.clear();
            navigate(paths.login, { replace: true });
          },
        });
      }}
    >
      {intl.formatMessage(layoutMessages.signOut)}
    </Button>
  );
}
