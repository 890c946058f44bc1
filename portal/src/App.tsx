import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nProvider, ThemeProvider, ToastRegion } from '@hci/design-system';
import { PortalApiProvider, type PortalApi } from './app/api';
import { AriaRouterProvider, NavigationFocus } from '@hci/design-system/app';
import { IdleSessionTimeout } from './app/IdleSessionTimeout';
import { PortalRoutes } from './app/PortalRoutes';
import { loadPortalMessages } from './i18n/portalMessages';
import * as styles from './App.css';

export function createPortalQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Pages show their own error state with a retry; one quiet retry covers a dropped connection.
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}

export interface AppProps {
  api: PortalApi;
  queryClient?: QueryClient;
}

/**
 * The student portal: the API, the language, client-side navigation and the routes. The router
 * itself (browser history by default) comes from outside, so tests can pass a memory location.
 */
export function App({ api, queryClient: givenClient }: AppProps) {
  const [queryClient] = useState(() => givenClient ?? createPortalQueryClient());
  return (
    <PortalApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
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
      </QueryClientProvider>
    </PortalApiProvider>
  );
}
