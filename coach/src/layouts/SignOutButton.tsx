import { useSignOut } from '@hci/app-frame';
import { Button } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { loginPath } from '../paths';
import { workspaceMessages } from './workspaceMessages';

/** Sign-out as a button, where the layout has no account menu to hold it. */
export function SignOutButton() {
  const intl = useIntl();
  const signOut = useSignOut(loginPath());
  return (
    <Button variant="tertiary" onPress={signOut}>
      {intl.formatMessage(workspaceMessages.signOut)}
    </Button>
  );
}
