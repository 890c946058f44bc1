// The portal's page-test harness: the shared one, given the portal and its demo student.
import { createAppHarness } from '@hci/app-frame/test';
import { demo } from '@hci/page-harness/page-tests';
import { PortalApp } from '../app/App';
import { loadPortalMessages } from '../app/catalogues';

export { mockConfig, type RenderAppOptions } from '@hci/app-frame/test';

export const { renderApp, renderPage } = createAppHarness({
  app: (api) => <PortalApp api={api} />,
  loadMessages: loadPortalMessages,
  session: () => demo().sessions.student,
});

/** What puts the demo world in the running test's state (@hci/page-harness). */
export { demo };
