import { I18nProvider, ThemeProvider, ToastRegion } from '@hci/design-system';
import { PortalApiProvider, type PortalApi } from './app/api';
import { AriaRouterProvider, NavigationFocus } from '@hci/design-system/app';
import { IdleSessionTimeout } from './app/IdleSessionTimeout';
import { PortalRoutes } from './app/PortalRoutes';
import { loadPortalMessages } from './i18n/portalMessages';
import * as styles from './App.css';

export interface AppProps {
  api: PortalApi;
}

/**
 * The student portal: the API, the language, client-side navigation and the routes. The router
 * itself (browser history by default) comes from outside, so tests can pass a memory location.
 */
export function App({ api }: AppProps) {
  return (
    <PortalApiProvider api={api}>
      <I18nProvider loadMessages={loadPortalMessages}>
        <AriaRouterProvider>
          {/* On the document, so dialogs and menus (portalled to <body>) are themed too. */}
          <ThemeProvider theme="light">
            <div className={styles.app}>
              <NavigationFocus>
                <PortalRoutes />
              </NavigationFocus>
              <IdleSessionTimeout />
              <ToastRegion />
            </div>
          </ThemeProvider>
        </AriaRouterProvider>
      </I18nProvider>
    </PortalApiProvider>
  );
}
