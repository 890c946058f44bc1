// Each app's page tests: one MSW worker for every test, each test starting from the contract's
// answers and no toasts. `renderApp` and `renderPage` set the rest of the browser state.
import { createHandlers } from '@hci/api-schema/msw';
import { toast } from '@hci/design-system';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { worker } from './worker';

beforeAll(async () => {
  await worker.start({ onUnhandledRequest: 'error', quiet: true });
});
beforeEach(() => {
  worker.resetHandlers(...createHandlers());
});
afterEach(() => {
  toast.clear();
});
afterAll(() => {
  worker.stop();
});
