import { useIntl } from 'react-intl';
import {
  Avatar,
  DisclosureMenu,
  DisclosureMenuItem,
  DisclosureMenuSection,
  visuallyHidden,
} from '@hci/design-system';
import { appMessages } from './messages';
import { ThemeChoice } from './ThemeChoice';

export interface AccountMenuProps {
  /** Whose menu it is, by name (or e-mail while the name is unknown): the avatar's initials. */
  name: string;
  /** Their photo's URL: the avatar shows it instead of the initials. */
  photo?: string;
  /** The user's own page (a student's profile, a coach's account) and its name in the menu. */
  account: { href: string; label: string };
  /** More of the user's own pages (saved cards, say), listed after it. */
  pages?: readonly { href: string; label: string }[];
  /** Places the user may go that take an action first (another app, signed in), after the pages. */
  actions?: readonly { label: string; onPress: () => void }[];
  /** Ends the session; the app says what follows. */
  onSignOut: () => void;
}

/** The signed-in user's menu behind their avatar: the theme, their own pages and signing out. */
export function AccountMenu({
  name,
  photo,
  account,
  pages = [],
  actions = [],
  onSignOut,
}: AccountMenuProps) {
  const intl = useIntl();
  return (
    <DisclosureMenu
      label={
        <>
          <span className={visuallyHidden}>{intl.formatMessage(appMessages.accountMenu)}</span>
          <Avatar name={name} size="small" {...(photo ? { src: photo } : {})} />
        </>
      }
    >
      <DisclosureMenuSection>
        <ThemeChoice />
      </DisclosureMenuSection>
      {[account, ...pages].map((page) => (
        <DisclosureMenuItem key={page.href} href={page.href}>
          {page.label}
        </DisclosureMenuItem>
      ))}
      {actions.map((action) => (
        <DisclosureMenuItem key={action.label} onPress={action.onPress}>
          {action.label}
        </DisclosureMenuItem>
      ))}
      <DisclosureMenuItem onPress={onSignOut}>
        {intl.formatMessage(appMessages.signOut)}
      </DisclosureMenuItem>
    </DisclosureMenu>
  );
}
