import { AppRoot, type AppDefinition, type AppProps } from '@hci/app-frame';
import { defineMessages } from 'react-intl';
import { loadPortalMessages } from './catalogues';
import { routeTable } from './routes';
import * as styles from './App.css';

const messages = defineMessages({
  appName: { id: 'portal.appName', defaultMessage: 'Student portal' },
});

/** What the portal is of the app both apps share: its catalogues, routes, name and page. */
export const portalApp: AppDefinition = {
  loadMessages: loadPortalMessages,
  routeTable,
  name: messages.appName,
  className: styles.app,
};

/** The student portal, inside a router (browser history by default, a memory location in tests). */
export function PortalApp(props: AppProps) {
  return <AppRoot app={portalApp} {...props} />;
}
