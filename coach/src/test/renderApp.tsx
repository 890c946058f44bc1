// The coach app's page-test harness: the shared one, given the coach app and its demo coach.
import { fixtures } from '@hci/mock-api';
import { createAppHarness, worker } from '@hci/app-frame/test';
import { answerWithReferenceApi as answerWith, referenceApiOfTest } from '@hci/page-harness';
import { CoachApp } from '../app/App';
import { loadCoachMessages } from '../app/catalogues';

export { mockConfig, type RenderAppOptions } from '@hci/app-frame/test';

export const { renderApp, renderPage } = createAppHarness({
  app: (api) => <CoachApp api={api} />,
  loadMessages: loadCoachMessages,
  session: () => referenceApiOfTest()?.sessions.coach ?? fixtures.demoCoachSession,
  // An answer the API keeps refusing sends the coach to confirm the password.
  reverify: true,
  // Its uploads go by XMLHttpRequest, which only the service worker answers.
  serviceWorker: true,
});

/** Called at the top of a test file: the reference API answers its tests (@hci/page-harness). */
export const answerWithReferenceApi = () => answerWith(worker);
export { demo } from '@hci/page-harness';
