import { useQueryClient } from '@tanstack/react-query';
import { Button as AriaButton, MenuTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Avatar, Menu, MenuItem } from '@hci/design-system';
import { usePortalApi, usePortalSession } from '../app/api';
import { loginPathAfter, signOut } from '../app/signOut';
import { layoutMessages as m } from './messages';
import * as styles from './Layouts.css';

/** The signed-in student's menu: their profile and signing out (spec §4 logout). */
export function AccountMenu() {
  const intl = useIntl();
  const api = usePortalApi();
  const queryClient = useQueryClient();
  const { email } = usePortalSession();
  const [, navigate] = useLocation();
  return (
    <MenuTrigger>
      <AriaButton
        className={styles.accountButton}
        aria-label={intl.formatMessage(m.accountMenu, { email })}
      >
        <Avatar name={email} size="small" />
      </AriaButton>
      <Menu
        onAction={(key) => {
          if (key !== 'signOut') return;
          signOut(api);
          // No data of this student may survive for the next person at this computer.
          queryClient.clear();
          navigate(loginPathAfter('logout'), { replace: true });
        }}
      >
        <MenuItem id="profile" href="/settings/profile">
          {intl.formatMessage(m.profile)}
        </MenuItem>
        <MenuItem id="signOut">{intl.formatMessage(m.signOut)}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
