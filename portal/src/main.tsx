import { loadRuntimeConfig, createAppApi } from '@hci/api-schema';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <App api={createAppApi(config)} />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error(error);
    // Plain text on purpose: without a configuration there is no catalogue to translate it.
    root.render(<p role="alert">The student portal could not load its configuration.</p>);
  },
);
