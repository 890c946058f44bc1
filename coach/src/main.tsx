import { createAppApi, loadRuntimeConfig } from '@hci/api-schema';
import { loadLanguage, readLocale } from '@hci/design-system';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { parse as parsePattern } from 'regexparam';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { CoachApp } from './app/App';
import { preloadRoute } from './app/RouteOutlet';
import { loadCoachMessages } from './app/catalogues';

const container = document.getElementById('root')!;
const locale = readLocale();

// The first page's chunks (already requested by the preload links of the page), its language and
// the configuration load side by side; wouter's own pattern parser matches the route, as the
// Router will. A prerendered page then hydrates in one pass.
Promise.all([
  loadRuntimeConfig(),
  // Without its catalogue now, the app loads it itself once it renders.
  loadLanguage(locale, loadCoachMessages).catch(() => undefined),
  preloadRoute(window.location.pathname, parsePattern),
]).then(
  ([config, messages]) => {
    const api = createAppApi(config, {
      reverify: {
        navigate: (to, options) => navigate(to, options),
        currentPath: () =>
          `${window.location.pathname}${window.location.search}${window.location.hash}`,
      },
    });
    const page = (
      <StrictMode>
        <Router>
          <CoachApp api={api} language={messages && { locale, messages }} />
        </Router>
      </StrictMode>
    );
    // The static server prerenders public pages for a signed-out visitor in the language it
    // guessed; anyone else gets the page rendered afresh.
    const prerendered =
      container.hasChildNodes() &&
      messages !== undefined &&
      document.documentElement.lang === locale &&
      !api.session.getSnapshot().isAuthenticated;
    if (prerendered) hydrateRoot(container, page);
    else {
      container.replaceChildren();
      createRoot(container).render(page);
    }
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
