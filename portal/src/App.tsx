import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nProvider, lightTheme, ToastRegion } from '@hci/design-system';
import { PortalApiProvider, type PortalApi } from './app/api';
import { AriaRouterProvider } from './app/AriaRouterProvider';
import { IdleSessionTimeout } from './app/IdleSessionTimeout';
import { NavigationFocus } from './app/NavigationFocus';
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
            <div className={`${lightTheme} ${styles.app}`}>
              <NavigationFocus>
                <PortalRoutes />
              </NavigationFocus>
              <IdleSessionTimeout />
              <ToastRegion />
            </div>
          </AriaRouterProvider>
        </I18nProvider>
      </QueryClientProvider>
    </PortalApiProvider>
  );
}
