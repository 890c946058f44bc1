import { loadRuntimeConfig } from '@hci/api-schema';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error(error);
    root.render(<p role="alert">The application could not load its configuration.</p>);
  },
);
