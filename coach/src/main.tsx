import { loadRuntimeConfig } from '@hci/api-schema';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parse as parsePattern } from 'regexparam';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { CoachApp } from './App';
import { currentFullPath } from './navigation';
import { preloadRoute } from './RouteOutlet';
import { createCoachServices } from './services';

const root = createRoot(document.getElementById('root')!);

// The first page's chunks (already requested by the preload links in index.html) load alongside
// the configuration; wouter's own pattern parser matches the route, as the Router will.
Promise.all([loadRuntimeConfig(), preloadRoute(window.location.pathname, parsePattern)]).then(
  ([config]) => {
    const services = createCoachServices({
      config,
      navigate: (to, options) => navigate(to, options),
      currentPath: () => currentFullPath(window.location),
    });
    root.render(
      <StrictMode>
        <Router>
          <CoachApp services={services} />
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
