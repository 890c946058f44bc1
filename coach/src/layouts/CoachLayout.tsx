import { AppNavigation, AppShell, Container, Inline } from '@hci/design-system';
import { SessionQueries, useApi, useApiSession } from '@hci/api-schema';
import { handoverMessages, useHandover } from '@hci/app-frame';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Brand } from './Brand';
import { CoachTimeZone } from './CoachTimeZone';
import { layoutMessages } from './messages';
import { SiteFooter } from './SiteFooter';
import { navigationItems } from './navigation';
import { useSignOut } from './useSignOut';
import { paths, portalHomePath } from '../paths';
import { AccountMenu, LanguageSwitch } from '@hci/design-system/app';

const coachLinks = [
  { href: paths.profile, label: layoutMessages.profile },
  { href: paths.myServices, label: layoutMessages.myServices },
  { href: paths.mySessions, label: layoutMessages.mySessions },
  { href: paths.myCoachSchedule, label: layoutMessages.myCoachSchedule },
  { href: paths.purchases, label: layoutMessages.purchases },
  { href: paths.subscription, label: layoutMessages.subscription },
  { href: paths.manageAccount, label: layoutMessages.manageAccount },
];

/**
 * The signed-in coach's workspace: the practice's sections, the language and the account menu
 * (where sign-out and the saved cards are, as in the portal, so the header fits a phone, and the
 * way back to the student portal for a coach who is a student too); and the query cache of its
 * pages, and the coach's time zone.
 */
export function CoachLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  const { email, roles } = useApiSession();
  const { portalUrl } = useApi();
  const handover = useHandover();
  const signOut = useSignOut();
  const isStudent = roles.some((role) => role.name === 'STUDENT');
  return (
    <SessionQueries>
      <AppShell
        brand={<Brand home={paths.coachHome} />}
        actions={
          <Inline space="small">
            <LanguageSwitch />
            <AccountMenu
              email={email}
              account={{
                href: paths.manageAccount,
                label: intl.formatMessage(layoutMessages.manageAccount),
              }}
              pages={[
                {
                  href: paths.paymentMethods,
                  label: intl.formatMessage(layoutMessages.paymentMethods),
                },
              ]}
              actions={
                portalUrl && isStudent
                  ? [
                      {
                        label: intl.formatMessage(handoverMessages.toPortal),
                        onPress: () => void handover(portalUrl, portalHomePath),
                      },
                    ]
                  : []
              }
              onSignOut={signOut}
            />
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
        <Container width="wide">
          <CoachTimeZone>{children}</CoachTimeZone>
        </Container>
      </AppShell>
    </SessionQueries>
  );
}
