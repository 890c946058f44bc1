import { loadRuntimeConfig, createAppApi } from '@hci/api-schema';
import { loadLanguage, readLocale } from '@hci/design-system';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { parse as parsePattern } from 'regexparam';
import { Router } from 'wouter';
import { App } from './app/App';
import { ConfigurationFailure } from './app/ConfigurationFailure';
import { preloadRoute } from './app/PortalRoutes';
import { loadPortalMessages } from './app/catalogues';

const container = document.getElementById('root')!;
const locale = readLocale();

// The configuration, the language and the first page's chunk load side by side; a prerendered
// page then hydrates in one pass.
Promise.all([
  loadRuntimeConfig(),
  // Without its catalogue now, the app loads it itself once it renders.
  loadLanguage(locale, loadPortalMessages).catch(() => undefined),
  preloadRoute(window.location.pathname, parsePattern),
]).then(
  ([config, messages]) => {
    const api = createAppApi(config);
    const page = (
      <StrictMode>
        <Router>
          <App api={api} language={messages && { locale, messages }} />
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
    container.replaceChildren();
    createRoot(container).render(<ConfigurationFailure />);
  },
);
