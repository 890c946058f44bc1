// The portal's page-test harness: the shared one, given the portal and its demo student.
import { fixtures } from '@hci/mock-api';
import { createAppHarness, worker } from '@hci/app-frame/test';
import { answerWithReferenceApi as answerWith, referenceApiOfTest } from '@hci/page-harness';
import { PortalApp } from '../app/App';
import { loadPortalMessages } from '../app/catalogues';

export { mockConfig, type RenderAppOptions } from '@hci/app-frame/test';

export const { renderApp, renderPage } = createAppHarness({
  app: (api) => <PortalApp api={api} />,
  loadMessages: loadPortalMessages,
  session: () => referenceApiOfTest()?.sessions.student ?? fixtures.demoStudentSession,
});

/** Called at the top of a test file: the reference API answers its tests (@hci/page-harness). */
export const answerWithReferenceApi = () => answerWith(worker);
export { demo } from '@hci/page-harness';
