import { AppNavigation, AppShell, Container, Inline } from '@hci/design-system';
import { SessionQueries } from '@hci/api-schema';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../routes';
import { useServices } from '../services';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { layoutMessages } from './messages';
import { navigationItems } from './navigation';
import { SignOutButton } from './SignOutButton';
import { SiteFooter } from './SiteFooter';

const coachLinks = [
  { href: paths.profile, label: layoutMessages.profile },
  { href: paths.myServices, label: layoutMessages.myServices },
  { href: paths.mySessions, label: layoutMessages.mySessions },
  { href: paths.myCoachSchedule, label: layoutMessages.myCoachSchedule },
  { href: paths.subscription, label: layoutMessages.subscription },
  { href: paths.manageAccount, label: layoutMessages.manageAccount },
];

/**
 * The signed-in coach's workspace: the practice's sections, language and sign-out; and the query
 * cache of its pages.
 */
export function CoachLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  const { session } = useServices();
  return (
    <SessionQueries session={session}>
      <AppShell
        brand={<Brand home={paths.coachHome} />}
        actions={
          <Inline space="small">
            <LanguageSwitcher />
            <SignOutButton />
          </Inline>
        }
        navigation={
          <AppNavigation
            label={intl.formatMessage(layoutMessages.coachNavigation)}
            items={navigationItems(intl, location, coachLinks)}
          />
        }
        footer={<SiteFooter />}
      >
        <Container width="wide">{children}</Container>
      </AppShell>
    </SessionQueries>
  );
}
