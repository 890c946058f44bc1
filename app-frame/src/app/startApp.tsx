import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { parse as parsePattern } from 'regexparam';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { loadRuntimeConfig } from '@hci/api-schema';
import { loadStartLanguage, mountApp } from '../frame/mountApp';
import { preloadRoute } from '../frame/RouteOutlet';
import { AppRoot, type AppDefinition } from './AppRoot';
import { createAppApi } from './appApi';

export interface StartOptions {
  /** Whether a call the API keeps refusing sends the user to confirm the password at /verify. */
  reverify?: boolean;
  /** What the page shows when the configuration will not load (nothing else has loaded then). */
  configurationFailure: ReactNode;
}

/**
 * Starts an app in the page's #root (its `main.tsx`): the configuration, the language and the
 * first page's chunks load side by side (wouter's own pattern parser matches the route, as the
 * Router will), then the app mounts on the browser's history.
 */
export function startApp<Layout extends string>(
  app: AppDefinition<Layout>,
  { reverify = false, configurationFailure }: StartOptions,
): void {
  const container = document.getElementById('root')!;
  Promise.all([
    loadRuntimeConfig(),
    loadStartLanguage(app.loadMessages),
    preloadRoute(app.routeTable, window.location.pathname, parsePattern),
  ]).then(
    ([config, language]) => {
      const api = createAppApi(
        config,
        reverify
          ? {
              reverify: {
                navigate: (to, options) => navigate(to, options),
                currentPath: () =>
                  `${window.location.pathname}${window.location.search}${window.location.hash}`,
              },
            }
          : {},
      );
      mountApp(
        container,
        <StrictMode>
          <Router>
            <AppRoot app={app} api={api} language={language} />
          </Router>
        </StrictMode>,
        { language, signedIn: api.session.getSnapshot().isAuthenticated },
      );
    },
    (error: unknown) => {
      console.error(error);
      container.replaceChildren();
      createRoot(container).render(configurationFailure);
    },
  );
}
