import {
  I18nProvider,
  ThemeProvider,
  ToastRegion,
  type CompiledMessages,
  type LoadedLanguage,
  type Locale,
} from '@hci/design-system';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'wouter';
import { ErrorCatalogue } from '../errors/ErrorCatalogue';
import { AriaRouterProvider } from '../frame/AriaRouterProvider';
import { NavigationFocus } from '../frame/NavigationFocus';
import { AppName } from '../frame/PageHeading';
import { RouteOutlet, type RouteTable } from '../frame/RouteOutlet';
import { LeaveGuard } from '../keep-work/LeaveGuard';
import { WhenSignedIn } from '../keep-work/WhenSignedIn';
import { ApiProvider, useApi } from './ApiProvider';
import type { AppApi } from './appApi';

// The idle clock and its warning load with a session, not with the sign-in page.
const IdleSessionTimeout = lazy(() =>
  import('./IdleSessionTimeout').then((module) => ({ default: module.IdleSessionTimeout })),
);

/** What tells one app from the other; everything else around its pages is the same. */
export interface AppDefinition<Layout extends string = string> {
  /** The app's own catalogue for a locale, over the frame's. */
  loadMessages: (locale: Locale) => Promise<CompiledMessages>;
  routeTable: RouteTable<Layout>;
  /** The app's name in the document title: a message, or one name for every language. */
  name: MessageDescriptor | string;
  /** The class of an element around the whole app, for an app that styles one. */
  className?: string;
  /** Whether each page view goes to usage tracking. */
  trackPageViews?: boolean;
}

export interface AppProps {
  api: AppApi;
  /** Pins the language (stories, tests); otherwise the user's choice. */
  locale?: Locale;
  /** The language already loaded: a prerendered page hydrates in it. */
  language?: LoadedLanguage;
}

/** Page views; the signed-in e-mail is the identity of every event. */
function UsageTracking() {
  const { analytics } = useApi();
  const [location] = useLocation();
  useEffect(() => analytics.track('pageView', { path: location }), [analytics, location]);
  return null;
}

/** The routes, named after the app in the user's language. */
function NamedRoutes<Layout extends string>({ app }: { app: AppDefinition<Layout> }) {
  const intl = useIntl();
  return (
    <AppName name={typeof app.name === 'string' ? app.name : intl.formatMessage(app.name)}>
      <NavigationFocus>
        <RouteOutlet table={app.routeTable} />
      </NavigationFocus>
    </AppName>
  );
}

/**
 * A whole app: the API, the language, the error messages, the question before leaving unsaved
 * work, client-side navigation, the theme, the routes, the idle sign-out and the toasts. The
 * router itself (browser history by default) comes from outside, so tests and stories can pass a
 * memory location.
 */
export function AppRoot<Layout extends string>({
  app,
  api,
  locale,
  language,
}: AppProps & { app: AppDefinition<Layout> }) {
  const content: ReactNode = (
    <>
      {app.trackPageViews && <UsageTracking />}
      <NamedRoutes app={app} />
      <WhenSignedIn>
        {(restored) => (
          <Suspense fallback={null}>
            <IdleSessionTimeout restoredSession={restored} loginPath={app.routeTable.paths.login} />
          </Suspense>
        )}
      </WhenSignedIn>
      <ToastRegion />
    </>
  );
  return (
    <ApiProvider api={api}>
      <I18nProvider loadMessages={app.loadMessages} locale={locale} initial={language}>
        <ErrorCatalogue>
          <LeaveGuard>
            <AriaRouterProvider>
              {/* On the document, so dialogs and menus (portalled to <body>) are themed too. */}
              <ThemeProvider>
                {app.className ? <div className={app.className}>{content}</div> : content}
              </ThemeProvider>
            </AriaRouterProvider>
          </LeaveGuard>
        </ErrorCatalogue>
      </I18nProvider>
    </ApiProvider>
  );
}
