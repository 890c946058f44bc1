import { loadRuntimeConfig } from '@hci/api-schema';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parse as parsePattern } from 'regexparam';
import { Router } from 'wouter';
import { PortalApp } from './app/App';
import { ConfigurationFailure } from './app/ConfigurationFailure';
import { loadStartLanguage, mountApp, preloadRoute, createAppApi } from '@hci/app-frame';
import { routeTable } from './app/routes';
import { loadPortalMessages } from './app/catalogues';

const container = document.getElementById('root')!;

// The configuration, the language and the first page's chunk load side by side; wouter's own
// pattern parser matches the route, as the Router will.
Promise.all([
  loadRuntimeConfig(),
  loadStartLanguage(loadPortalMessages),
  preloadRoute(routeTable, window.location.pathname, parsePattern),
]).then(
  ([config, language]) => {
    const api = createAppApi(config);
    mountApp(
      container,
      <StrictMode>
        <Router>
          <PortalApp api={api} language={language} />
        </Router>
      </StrictMode>,
      { language, signedIn: api.session.getSnapshot().isAuthenticated },
    );
  },
  (error: unknown) => {
    console.error(error);
    container.replaceChildren();
    createRoot(container).render(<ConfigurationFailure />);
  },
);
