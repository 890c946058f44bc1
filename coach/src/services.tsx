import {
  createAuthClient,
  createPublicClient,
  createSessionStore,
  verifyRedirect,
  type ApiClient,
  type AuthClient,
  type RuntimeConfig,
  type SessionStore,
} from '@hci/api-schema';
import { createContext, useContext, type ReactNode } from 'react';
import { createAnalytics, type Analytics } from './app/analytics';

/**
 * Everything the coach app talks to, created once at start-up (and per test or story). Pages bind
 * the query factories they call from it (`useCoachApi`), so the first page carries none of them.
 */
export interface CoachServices {
  authClient: AuthClient;
  publicClient: ApiClient;
  session: SessionStore;
  analytics: Analytics;
  /** Where signed media (uploaded images) load from. */
  mediaBaseUrl: string;
}

export interface CoachServicesOptions {
  config: RuntimeConfig;
  /** Moves the app to another path (the router's navigate). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The path, query and hash the user is on. */
  currentPath: () => string;
  session?: SessionStore;
  fetch?: (request: Request) => Promise<Response>;
}

export function createCoachServices({
  config,
  navigate,
  currentPath,
  session = createSessionStore(),
  fetch,
}: CoachServicesOptions): CoachServices {
  const clientOptions = fetch ? { fetch } : {};
  // When a failed refresh ends the session, the route guard moves a signed-out user away at once;
  // remembering where they were lets /verify bring them back there, not to the guard's redirect.
  let pathWhenSessionEnded: string | undefined;
  const clientSession: SessionStore = {
    ...session,
    clear: () => {
      pathWhenSessionEnded = currentPath();
      session.clear();
    },
  };
  const authClient = createAuthClient(
    config.apiBaseUrl,
    clientSession,
    {
      // Spec §4: an unauthorized answer sends the user to /verify?to=<where they were>, unless
      // they are on /verify already.
      onUnauthorized: () => {
        const from = pathWhenSessionEnded ?? currentPath();
        pathWhenSessionEnded = undefined;
        if (verifyRedirect(currentPath()) === null) return;
        const target = verifyRedirect(from);
        if (target) navigate(target, { replace: true });
      },
    },
    clientOptions,
  );
  const publicClient = createPublicClient(config.apiBaseUrl, clientOptions);
  return {
    authClient,
    publicClient,
    session,
    analytics: createAnalytics({ endpoint: config.analyticsUrl }),
    mediaBaseUrl: config.mediaBaseUrl ?? config.apiBaseUrl,
  };
}

const ServicesContext = createContext<CoachServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: CoachServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): CoachServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
