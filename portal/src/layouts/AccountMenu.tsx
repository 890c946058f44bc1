import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import {
  Avatar,
  DisclosureMenu,
  DisclosureMenuItem,
  DisclosureMenuSection,
  visuallyHidden,
} from '@hci/design-system';
import { ThemeChoice } from '@hci/design-system/app';
import { layoutMessages as m } from './messages';
import { paths, loginPathAfter } from '../paths';
import { useApiSession, useAuthActions } from '@hci/api-schema';

/** The signed-in student's menu: the theme, their profile and signing out. */
export function AccountMenu() {
  const intl = useIntl();
  const auth = useAuthActions();
  const queryClient = useQueryClient();
  const { email } = useApiSession();
  const [, navigate] = useLocation();
  return (
    <DisclosureMenu
      label={
        <>
          <span className={visuallyHidden}>{intl.formatMessage(m.accountMenu)}</span>
          <Avatar name={email} size="small" />
        </>
      }
    >
      <DisclosureMenuSection>
        <ThemeChoice />
      </DisclosureMenuSection>
      <DisclosureMenuItem href={paths.profile}>{intl.formatMessage(m.profile)}</DisclosureMenuItem>
      <DisclosureMenuItem
        onPress={() => {
          auth.logout();
          // No data of this student may survive for the next person at this computer.
          queryClient.clear();
          navigate(loginPathAfter('logout'), { replace: true });
        }}
      >
        {intl.formatMessage(m.signOut)}
      </DisclosureMenuItem>
    </DisclosureMenu>
  );
}
