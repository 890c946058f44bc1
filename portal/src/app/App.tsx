import { ApiProvider, type AppApi } from '@hci/api-schema';
import { ErrorCatalogue, RouteOutlet } from '@hci/app-frame';
import { I18nProvider, ThemeProvider, ToastRegion, type LoadedLanguage } from '@hci/design-system';
import { AppName, AriaRouterProvider, NavigationFocus } from '@hci/design-system/app';
import { defineMessages, useIntl } from 'react-intl';
import { IdleSessionTimeout } from './IdleSessionTimeout';
import { loadPortalMessages } from './catalogues';
import { routeTable } from './routes';
import * as styles from './App.css';

const messages = defineMessages({
  appName: { id: 'portal.appName', defaultMessage: 'Student portal' },
});

export interface AppProps {
  api: AppApi;
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
export function App({ api, language }: AppProps) {
  return (
    <ApiProvider api={api}>
      <I18nProvider loadMessages={loadPortalMessages} initial={language}>
        <ErrorCatalogue>
          <AriaRouterProvider>
            {/* On the document, so dialogs and menus (portalled to <body>) are themed too. */}
            <ThemeProvider>
              <div className={styles.app}>
                <NamedRoutes />
                <IdleSessionTimeout />
                <ToastRegion />
              </div>
            </ThemeProvider>
          </AriaRouterProvider>
        </ErrorCatalogue>
      </I18nProvider>
    </ApiProvider>
  );
}
