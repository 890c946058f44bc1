// One MSW worker for every page test: each test starts from the contract's handlers, its own
// overrides, an empty local storage and no toasts.
import { createHandlers } from '@hci/api-schema/msw';
import { toast } from '@hci/design-system';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { worker } from './worker';

beforeAll(async () => {
  await worker.start({ onUnhandledRequest: 'error', quiet: true });
});
beforeEach(() => {
  localStorage.clear();
  worker.resetHandlers(...createHandlers());
});
afterEach(() => {
  toast.clear();
});
afterAll(() => {
  worker.stop();
});
