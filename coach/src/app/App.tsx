import { AppRoot, type AppDefinition, type AppProps } from '@hci/app-frame';
import { loadCoachMessages } from './catalogues';
import { routeTable } from './routes';

/** What the coach app is of the app both apps share: its catalogues, routes and name. */
export const coachApp: AppDefinition = {
  loadMessages: loadCoachMessages,
  routeTable,
  name: 'Coach',
  trackPageViews: true,
};

/**
 * The coach application inside a router (the browser's history in production, a memory location
 * in tests and stories).
 */
export function CoachApp(props: AppProps) {
  return <AppRoot app={coachApp} {...props} />;
}
