import { AppNavigation, AppShell, Container, Inline, joinName } from '@hci/design-system';
import { createApi, signMediaUrl } from '@hci/api-schema';
import {
  AccountMenu,
  handoverMessages,
  LanguageSwitch,
  useHandover,
  type AccountMenuProps,
  SessionQueries,
  useApi,
  useBoundApi,
  useCanAccess,
  useCoachSession,
  useSignOut,
} from '@hci/app-frame';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Brand } from './Brand';
import { CoachTimeZone } from './CoachTimeZone';
import { layoutMessages } from './messages';
import { workspaceMessages } from './workspaceMessages';
import { SiteFooter } from './SiteFooter';
import { navigationItems } from './navigation';
import { loginPath, paths, portalHomePath } from '../paths';

const coachLinks = [
  { href: paths.profile, label: layoutMessages.profile },
  { href: paths.myServices, label: workspaceMessages.myServices },
  { href: paths.mySessions, label: workspaceMessages.mySessions },
  { href: paths.myCoachSchedule, label: workspaceMessages.myCoachSchedule },
  { href: paths.purchases, label: workspaceMessages.purchases },
  { href: paths.subscription, label: workspaceMessages.subscription },
  { href: paths.manageAccount, label: workspaceMessages.manageAccount },
];

/**
 * The account menu behind the coach's photo, or the initials of their name (their e-mail's until
 * the record has loaded).
 */
function CoachAccountMenu({ onSignOut, actions }: Pick<AccountMenuProps, 'onSignOut' | 'actions'>) {
  const intl = useIntl();
  const { mediaBaseUrl } = useApi();
  const { coachId, email, session } = useCoachSession();
  const coach = useQuery(useBoundApi(createApi).coaches.detail(coachId));
  const personalInfo = coach.data?.personalInfo;
  const photo = coach.data?.photo;
  return (
    <AccountMenu
      name={joinName(personalInfo?.firstName, personalInfo?.lastName) || email}
      {...(photo ? { photo: signMediaUrl(photo, session, mediaBaseUrl) } : {})}
      account={{
        href: paths.manageAccount,
        label: intl.formatMessage(workspaceMessages.manageAccount),
      }}
      pages={[
        {
          href: paths.paymentMethods,
          label: intl.formatMessage(workspaceMessages.paymentMethods),
        },
      ]}
      actions={actions}
      onSignOut={onSignOut}
    />
  );
}

/**
 * The signed-in coach's workspace: the practice's sections, the language and the account menu
 * (where sign-out and the saved cards are, as in the portal, so the header fits a phone, and the
 * way back to the student portal for a coach who is a student too); and the query cache of its
 * pages, and the coach's time zone.
 */
export function CoachLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  const { portalUrl } = useApi();
  const handover = useHandover();
  const signOut = useSignOut(loginPath());
  const isStudent = useCanAccess('STUDENT');
  return (
    <SessionQueries>
      <AppShell
        brand={<Brand home={paths.coachHome} />}
        actions={
          <Inline space="small">
            <LanguageSwitch />
            <CoachAccountMenu
              onSignOut={signOut}
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
            />
          </Inline>
        }
        navigation={
          <AppNavigation
            label={intl.formatMessage(workspaceMessages.coachNavigation)}
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
