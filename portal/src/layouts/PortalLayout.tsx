import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { createApi } from '@hci/api-schema';
import {
  AccountMenu,
  CoachAccountHandover,
  handoverMessages,
  LanguageSwitch,
  useHandover,
  type AccountMenuProps,
  SessionQueries,
  useApi,
  useApiSession,
  useCanAccess,
  useStudentId,
  useBoundApi,
  useSignOut,
} from '@hci/app-frame';
import {
  AppNavigation,
  AppShell,
  ChevronDownIcon,
  Container,
  joinName,
  Link,
  UnreadBadge,
} from '@hci/design-system';
import { Brand } from './Brand';
import { isAtOrBelow, NavLink } from './NavLink';
import { StudentTimeZone } from './StudentTimeZone';
import { layoutMessages as m } from './messages';
import * as styles from './Layouts.css';
import { coachAppProfilePath, loginPath, pathTo, paths, settingsPrefix } from '../paths';

/** The main navigation's Payments: the settings pages about paying, which Settings lists too. */
const paymentPaths: readonly string[] = [
  paths.paymentInformation,
  paths.paymentMethod,
  paths.paymentPlanTerms,
];

/** New messages show up in the badge without a reload. */
const unreadRefreshMs = 60_000;

function InboxBadge() {
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const unread = useQuery({
    ...queries.communicationIntents.unreadCount(studentId),
    refetchInterval: unreadRefreshMs,
  });
  return <UnreadBadge count={unread.data ?? 0} />;
}

/**
 * The account menu behind the student's photo, or the initials of their name (their e-mail's
 * until the record has loaded).
 */
function StudentAccountMenu({
  onSignOut,
  actions,
}: Pick<AccountMenuProps, 'onSignOut' | 'actions'>) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const { email } = useApiSession();
  const student = useQuery(queries.students.detail(useStudentId()));
  const photoFile = student.data?.photo ?? '';
  const photo = useQuery({ ...queries.files.presignedUrl(photoFile), enabled: photoFile !== '' });
  const personalInfo = student.data?.personalInfo;
  return (
    <AccountMenu
      name={joinName(personalInfo?.firstName, personalInfo?.lastName) || email}
      {...(photoFile && photo.data ? { photo: photo.data.url } : {})}
      account={{ href: paths.profile, label: intl.formatMessage(m.profile) }}
      actions={actions}
      onSignOut={onSignOut}
    />
  );
}

/**
 * The signed-in frame: brand, main navigation with the inbox badge, language, account menu (with
 * the coach app for a coach); and the query cache of the pages inside it (the sign-in pages have
 * none), and the student's time zone. A coach with no student record has nothing here: they are
 * taken to the coach app, told why.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  const { coachAppUrl } = useApi();
  const handover = useHandover();
  const signOut = useSignOut(loginPath());
  const isCoach = useCanAccess('COACH');
  const isCoachOnly = useCanAccess(['COACH', '!STUDENT']);
  if (coachAppUrl && isCoachOnly) {
    return (
      <AppShell brand={<Brand />} actions={<LanguageSwitch />}>
        <Container width="narrow">
          <CoachAccountHandover coachAppUrl={coachAppUrl} path={coachAppProfilePath} />
        </Container>
      </AppShell>
    );
  }
  const isPayments = paymentPaths.some((path) => isAtOrBelow(location, path));
  const items = [
    { href: paths.home, label: intl.formatMessage(m.home), isCurrent: location === paths.home },
    {
      href: paths.courses,
      label: intl.formatMessage(m.courses),
      isCurrent: location.startsWith(paths.courses) || location === paths.bookmarks,
    },
    {
      href: paths.awards,
      label: intl.formatMessage(m.awards),
      isCurrent: location === paths.awards,
    },
    {
      href: paths.coaches,
      label: intl.formatMessage(m.coaches),
      isCurrent: location.startsWith(paths.coaches) || location.startsWith(paths.myPurchases),
    },
    {
      href: paths.inbox,
      label: intl.formatMessage(m.inbox),
      isCurrent: location === paths.inbox,
      badge: <InboxBadge />,
    },
    {
      href: paths.enrollment,
      label: intl.formatMessage(m.enrollment),
      isCurrent: location === paths.enrollment || location.startsWith(`${pathTo(paths.enroll)}/`),
    },
    {
      href: paths.coachingCircles,
      label: intl.formatMessage(m.coachingCircles),
      isCurrent: location === paths.coachingCircles,
    },
    {
      href: paths.paymentInformation,
      label: intl.formatMessage(m.payments),
      isCurrent: isPayments,
    },
    {
      href: paths.profile,
      label: intl.formatMessage(m.settings),
      isCurrent: location.startsWith(settingsPrefix) && !isPayments,
    },
  ];
  return (
    <SessionQueries>
      <AppShell
        brand={<Brand href={paths.home} />}
        navigation={<AppNavigation label={intl.formatMessage(m.mainNavigation)} items={items} />}
        actions={
          <>
            <LanguageSwitch />
            <StudentAccountMenu
              onSignOut={signOut}
              actions={
                coachAppUrl && isCoach
                  ? [
                      {
                        label: intl.formatMessage(handoverMessages.toCoachApp),
                        onPress: () => void handover(coachAppUrl, coachAppProfilePath),
                      },
                    ]
                  : []
              }
            />
          </>
        }
      >
        <Container width="wide">
          <StudentTimeZone>{children}</StudentTimeZone>
        </Container>
      </AppShell>
    </SessionQueries>
  );
}

/**
 * The frame of the pages visitors may read signed out (the coach directory and a coach's page):
 * the portal's own for a student who may use it, else the brand, the language and a way to sign
 * in that comes back to the page.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { isAuthenticated, isVerifiedEmail } = useApiSession();
  const [location] = useLocation();
  const search = useSearch();
  if (isAuthenticated && isVerifiedEmail) return <PortalLayout>{children}</PortalLayout>;
  return (
    <SessionQueries>
      <AppShell
        brand={<Brand />}
        actions={
          <>
            <LanguageSwitch />
            <Link href={loginPath(`${location}${search ? `?${search}` : ''}`)}>
              {intl.formatMessage(m.signIn)}
            </Link>
          </>
        }
      >
        <Container width="wide">{children}</Container>
      </AppShell>
    </SessionQueries>
  );
}

/** The settings screens, profile first and account records last. */
const settingsLinks = [
  [paths.profile, m.profile],
  [paths.agreements, m.agreements],
  [paths.paymentInformation, m.paymentInformation],
  [paths.paymentMethod, m.paymentMethod],
  [paths.paymentPlanTerms, m.paymentPlanTerms],
  [paths.accountHistory, m.accountHistory],
  [paths.communicationPreferences, m.communicationPreferences],
] as const;

/**
 * The settings pages: the portal frame with the list of settings beside the page. On phones the
 * list folds behind a button naming the current page, so the page itself comes first.
 */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  // The list was opened on this path: going to another settings page folds it again.
  const [openedOn, setOpenedOn] = useState<string>();
  const isOpen = openedOn === location;
  const listId = useId();
  const current = settingsLinks.find(([href]) => isAtOrBelow(location, href))?.[1] ?? m.settings;
  return (
    <PortalLayout>
      <div className={styles.settingsGrid}>
        <nav aria-label={intl.formatMessage(m.settings)} className={styles.settingsNav}>
          <button
            type="button"
            className={styles.settingsToggle}
            aria-expanded={isOpen}
            aria-controls={listId}
            onClick={() => setOpenedOn(isOpen ? undefined : location)}
          >
            {intl.formatMessage(current)}
            <ChevronDownIcon size="small" className={styles.settingsToggleChevron} />
          </button>
          <ul
            id={listId}
            className={styles.settingsNavList}
            data-collapsed={isOpen ? undefined : true}
          >
            {settingsLinks.map(([href, label]) => (
              <li key={href}>
                <NavLink href={href}>{intl.formatMessage(label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>{children}</div>
      </div>
    </PortalLayout>
  );
}
