// Each app's page tests: each test starts with no toasts. `renderApp` and `renderPage` set the
// rest of the browser state; the reference API's setup (@hci/page-harness/page-tests) its answers.
import { toast } from '@hci/design-system';
import { afterEach } from 'vitest';

afterEach(() => {
  toast.clear();
});
