// The coach app's page-test harness: the shared one, given the coach app and its demo coach.
import { createAppHarness } from '@hci/app-frame/test';
import { demo } from '@hci/page-harness/page-tests';
import { CoachApp } from '../app/App';
import { loadCoachMessages } from '../app/catalogues';

export { mockConfig, type RenderAppOptions } from '@hci/app-frame/test';

export const { renderApp, renderPage } = createAppHarness({
  app: (api) => <CoachApp api={api} />,
  loadMessages: loadCoachMessages,
  session: () => demo().sessions.coach,
  // An answer the API keeps refusing sends the coach to confirm the password.
  reverify: true,
  // Its uploads go by XMLHttpRequest, which only the service worker answers.
  serviceWorker: true,
});

/** What puts the demo world in the running test's state (@hci/page-harness). */
export { demo };
