import { createAppApi, loadRuntimeConfig } from '@hci/api-schema';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parse as parsePattern } from 'regexparam';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { CoachApp } from './app/App';
import { preloadRoute } from './app/RouteOutlet';

const root = createRoot(document.getElementById('root')!);

// The first page's chunks (already requested by the preload links in index.html) load alongside
// the configuration; wouter's own pattern parser matches the route, as the Router will.
Promise.all([loadRuntimeConfig(), preloadRoute(window.location.pathname, parsePattern)]).then(
  ([config]) => {
    const api = createAppApi(config, {
      reverify: {
        navigate: (to, options) => navigate(to, options),
        currentPath: () =>
          `${window.location.pathname}${window.location.search}${window.location.hash}`,
      },
    });
    root.render(
      <StrictMode>
        <Router>
          <CoachApp api={api} />
        </Router>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    // Nothing else has loaded yet, so no catalogue either: both languages, plainly.
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.textContent =
      'The application could not load its configuration. / La aplicación no pudo cargar su configuración.';
    document.getElementById('root')!.replaceChildren(alert);
  },
);
