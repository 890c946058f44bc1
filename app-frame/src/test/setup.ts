// Each app's page tests: each test starts from the contract's answers and no toasts.
// `renderApp` and `renderPage` set the rest of the browser state.
import { createHandlers } from '@hci/mock-api';
import { toast } from '@hci/design-system';
import { afterEach, beforeEach } from 'vitest';
import { worker } from './worker';

beforeEach(() => {
  worker.resetHandlers(...createHandlers());
});
afterEach(() => {
  toast.clear();
});
