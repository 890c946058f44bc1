import { loadRuntimeConfig, createAppApi } from '@hci/api-schema';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ConfigurationFailure } from './app/ConfigurationFailure';

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
    root.render(<ConfigurationFailure />);
  },
);
