import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setInteractionModality } from 'react-aria-components';
import { afterEach, beforeEach } from 'vitest';
import { page, server } from 'vitest/browser';
import { restoreFreshPage } from './test-fresh-page';

// Lazily loaded chunks (pages, layouts, dialogs, the toast region) are compiled on first request
// in the test server; on a busy 2-core machine that takes longer than Testing Library's default
// second, and on one kept busy by other work several. A missing element still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);

// A project may run every file in one page (`isolate: false`), so each test starts from what a
// fresh page has: the page as it loaded, empty storage (the stored language, theme and session),
// no input modality remembered by react-aria (it decides whether focus rings show) and the
// configured viewport (a test may narrow the page to a phone's).
beforeEach(async () => {
  restoreFreshPage();
  localStorage.clear();
  sessionStorage.clear();
  setInteractionModality(null as never); // none yet, as on a fresh page (the type omits it)
  const { width, height } = server.config.browser.viewport;
  if (window.innerWidth !== width || window.innerHeight !== height)
    await page.viewport(width, height);
});
