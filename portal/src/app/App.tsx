import {
  AppName,
  AriaRouterProvider,
  ErrorCatalogue,
  LeaveGuard,
  NavigationFocus,
  RouteOutlet,
  WhenSignedIn,
  ApiProvider,
  type AppApi,
} from '@hci/app-frame';
import {
  I18nProvider,
  ThemeProvider,
  ToastRegion,
  type LoadedLanguage,
  type Locale,
} from '@hci/design-system';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { loadPortalMessages } from './catalogues';
import { routeTable } from './routes';
import * as styles from './App.css';

// The idle clock and its warning load with a session, not with the sign-in page.
const IdleSessionTimeout = lazy(() =>
  import('./IdleSessionTimeout').then((module) => ({ default: module.IdleSessionTimeout })),
);

const messages = defineMessages({
  appName: { id: 'portal.appName', defaultMessage: 'Student portal' },
});

export interface PortalAppProps {
  api: AppApi;
  /** Pins the language (stories); otherwise the student's choice. */
  locale?: Locale;
  /** The language already loaded: a prerendered page hydrates in it. */
  language?: LoadedLanguage;
}

/** The routes, named after the portal in the student's language. */
function NamedRoutes() {
  const intl = useIntl();
  return (
    <AppName name={intl.formatMessage(messages.appName)}>
      <NavigationFocus>
        <RouteOutlet table={routeTable} />
      </NavigationFocus>
    </AppName>
  );
}

/**
 * The student portal: the API, the language, client-side navigation and the routes. The router
 * itself (browser history by default) comes from outside, so tests can pass a memory location.
 */
export function PortalApp({ api, locale, language }: PortalAppProps) {
  return (
    <ApiProvider api={api}>
      <I18nProvider loadMessages={loadPortalMessages} locale={locale} initial={language}>
        <ErrorCatalogue>
          <LeaveGuard>
            <AriaRouterProvider>
              {/* On the document, so dialogs and menus (portalled to <body>) are themed too. */}
              <ThemeProvider>
                <div className={styles.app}>
                  <NamedRoutes />
                  <WhenSignedIn>
                    {(restored) => (
                      <Suspense fallback={null}>
                        <IdleSessionTimeout restoredSession={restored} />
                      </Suspense>
                    )}
                  </WhenSignedIn>
                  <ToastRegion />
                </div>
              </ThemeProvider>
            </AriaRouterProvider>
          </LeaveGuard>
        </ErrorCatalogue>
      </I18nProvider>
    </ApiProvider>
  );
}
