import { loadRuntimeConfig } from '@hci/api-schema';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { CoachApp } from './App';
import { currentFullPath } from './navigation';
import { createCoachServices } from './services';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) => {
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
