import { Button } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { workspaceMessages } from './workspaceMessages';
import { useSignOut } from './useSignOut';

/** Sign-out as a button, where the layout has no account menu to hold it. */
export function SignOutButton() {
  const intl = useIntl();
  const signOut = useSignOut();
  return (
    <Button variant="tertiary" onPress={signOut}>
      {intl.formatMessage(workspaceMessages.signOut)}
    </Button>
  );
}
