import {
  AppName,
  AriaRouterProvider,
  ErrorCatalogue,
  LeaveGuard,
  NavigationFocus,
  RouteOutlet,
  WhenSignedIn,
  ApiProvider,
  useApi,
  type AppApi,
} from '@hci/app-frame';
import {
  I18nProvider,
  ThemeProvider,
  ToastRegion,
  type LoadedLanguage,
  type Locale,
} from '@hci/design-system';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { loadCoachMessages } from './catalogues';
import { routeTable } from './routes';

/** Page views; the signed-in e-mail is the identity of every event. */
function UsageTracking() {
  const { analytics } = useApi();
  const [location] = useLocation();
  useEffect(() => analytics.track('pageView', { path: location }), [analytics, location]);
  return null;
}

// The idle clock and its warning load with a session, not with the sign-in page.
const IdleSessionTimeout = lazy(() =>
  import('./IdleSessionTimeout').then((module) => ({ default: module.IdleSessionTimeout })),
);

/**
 * The coach application inside a router (the browser's history in production, a memory location
 * in tests and stories). `locale` pins the language (stories, tests); otherwise the user's choice.
 * `language`, already loaded, is the one a prerendered page hydrates in.
 */
export function CoachApp({
  api,
  locale,
  language,
}: {
  api: AppApi;
  locale?: Locale;
  language?: LoadedLanguage;
}) {
  return (
    <ApiProvider api={api}>
      <I18nProvider loadMessages={loadCoachMessages} locale={locale} initial={language}>
        <ErrorCatalogue>
          <LeaveGuard>
            <AriaRouterProvider>
              {/* On the document, so dialogs and popovers (portalled to <body>) are themed too. */}
              <ThemeProvider>
                <UsageTracking />
                <WhenSignedIn>
                  {(restored) => (
                    <Suspense fallback={null}>
                      <IdleSessionTimeout restoredSession={restored} />
                    </Suspense>
                  )}
                </WhenSignedIn>
                <AppName name="Coach">
                  <NavigationFocus>
                    <RouteOutlet table={routeTable} />
                  </NavigationFocus>
                </AppName>
                <ToastRegion />
              </ThemeProvider>
            </AriaRouterProvider>
          </LeaveGuard>
        </ErrorCatalogue>
      </I18nProvider>
    </ApiProvider>
  );
}
