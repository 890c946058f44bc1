// The portal's page-test harness: the shared one, given the portal and its demo student.
import { fixtures } from '@hci/mock-api';
import { createAppHarness } from '@hci/app-frame/test';
import { PortalApp } from '../app/App';
import { loadPortalMessages } from '../app/catalogues';

export { mockConfig, type RenderAppOptions } from '@hci/app-frame/test';

export const { renderApp, renderPage } = createAppHarness({
  app: (api) => <PortalApp api={api} />,
  loadMessages: loadPortalMessages,
  session: fixtures.demoStudentSession,
});
