import { useApiSession } from '@hci/api-schema';
import {
  Avatar,
  DisclosureMenu,
  DisclosureMenuItem,
  DisclosureMenuSection,
  visuallyHidden,
} from '@hci/design-system';
import { ThemeChoice } from '@hci/design-system/app';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';
import { useSignOut } from './useSignOut';
import { paths } from '../paths';

/** The signed-in coach's menu: the theme, their account and signing out. */
export function AccountMenu() {
  const intl = useIntl();
  const { email } = useApiSession();
  const signOut = useSignOut();
  return (
    <DisclosureMenu
      label={
        <>
          <span className={visuallyHidden}>{intl.formatMessage(layoutMessages.accountMenu)}</span>
          <Avatar name={email} size="small" />
        </>
      }
    >
      <DisclosureMenuSection>
        <ThemeChoice />
      </DisclosureMenuSection>
      <DisclosureMenuItem href={paths.manageAccount}>
        {intl.formatMessage(layoutMessages.manageAccount)}
      </DisclosureMenuItem>
      <DisclosureMenuItem onPress={signOut}>
        {intl.formatMessage(layoutMessages.signOut)}
      </DisclosureMenuItem>
    </DisclosureMenu>
  );
}
