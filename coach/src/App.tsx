import { I18nProvider, ThemeProvider, ToastRegion, type Locale } from '@hci/design-system';
import { useSession } from '@hci/api-schema';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { AriaRouterProvider, NavigationFocus } from '@hci/design-system/app';
import { loadCoachMessages } from './catalogues';
import { RouteOutlet } from './RouteOutlet';
import { ServicesProvider, useServices, type CoachServices } from './services';

/** Page views, and the signed-in e-mail as the identity of every event. */
function UsageTracking() {
  const { analytics, session } = useServices();
  const { email } = useSession(session);
  const [location] = useLocation();
  useEffect(() => analytics.identify(email || undefined), [analytics, email]);
  useEffect(() => analytics.page(location), [analytics, location]);
  return null;
}

/**
 * The coach application inside a router (the browser's history in production, a memory location
 * in tests and stories). `locale` pins the language (stories, tests); otherwise the user's choice.
 */
export function CoachApp({ services, locale }: { services: CoachServices; locale?: Locale }) {
  return (
    <ServicesProvider services={services}>
      <I18nProvider loadMessages={loadCoachMessages} locale={locale}>
        <AriaRouterProvider>
          {/* On the document, so dialogs and popovers (portalled to <body>) are themed too. */}
          <ThemeProvider theme="light">
            <UsageTracking />
            <NavigationFocus>
              <RouteOutlet />
            </NavigationFocus>
            <ToastRegion />
          </ThemeProvider>
        </AriaRouterProvider>
      </I18nProvider>
    </ServicesProvider>
  );
}
