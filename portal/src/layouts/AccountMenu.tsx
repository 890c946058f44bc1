import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Avatar, DisclosureMenu, DisclosureMenuItem, visuallyHidden } from '@hci/design-system';
import { usePortalApi, usePortalSession } from '../app/api';
import { loginPathAfter, signOut } from '../app/signOut';
import { layoutMessages as m } from './messages';

/** The signed-in student's links: their profile and signing out (spec §4 logout). */
export function AccountMenu() {
  const intl = useIntl();
  const api = usePortalApi();
  const queryClient = useQueryClient();
  const { email } = usePortalSession();
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
      <DisclosureMenuItem href="/settings/profile">
        {intl.formatMessage(m.profile)}
      </DisclosureMenuItem>
      <DisclosureMenuItem
        onPress={() => {
          signOut(api);
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
