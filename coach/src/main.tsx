import { loadRuntimeConfig } from '@hci/api-schema';
import { StrictMode } from 'react';
import { parse as parsePattern } from 'regexparam';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { CoachApp } from './app/App';
import { loadStartLanguage, mountApp, preloadRoute, createAppApi } from '@hci/app-frame';
import { routeTable } from './app/routes';
import { loadCoachMessages } from './app/catalogues';

const container = document.getElementById('root')!;

// The configuration, the language and the first page's chunks (already requested by the preload
// links of the page) load side by side; wouter's own pattern parser matches the route, as the
// Router will.
Promise.all([
  loadRuntimeConfig(),
  loadStartLanguage(loadCoachMessages),
  preloadRoute(routeTable, window.location.pathname, parsePattern),
]).then(
  ([config, language]) => {
    const api = createAppApi(config, {
      reverify: {
        navigate: (to, options) => navigate(to, options),
        currentPath: () =>
          `${window.location.pathname}${window.location.search}${window.location.hash}`,
      },
    });
    mountApp(
      container,
      <StrictMode>
        <Router>
          <CoachApp api={api} language={language} />
        </Router>
      </StrictMode>,
      { language, signedIn: api.session.getSnapshot().isAuthenticated },
    );
  },
  (error: unknown) => {
    console.error(error);
    // Nothing else has loaded yet, so no catalogue either: both languages, plainly.
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent =
      'The application could not load its configuration. / La aplicación no pudo cargar su configuración.';
    container.replaceChildren(alert);
  },
);
