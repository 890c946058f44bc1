import {
  analyticsSender,
  createAnalytics,
  createAuthClient,
  createPublicClient,
  createSessionStore,
  verifyRedirect,
  type Analytics,
  type ApiContext,
  type Fetch,
  type RuntimeConfig,
  type SessionStore,
} from '@hci/api-schema';

/**
 * Everything an app talks to the API with, created once at start-up (and per test or story): the
 * two clients, the session, usage tracking and where signed media load from. Pages bind the query
 * factories they call from it (`useBoundApi`), so the first page carries none of them.
 */
export interface AppApi extends ApiContext {
  analytics: Analytics;
  /** Where signed media (uploaded images) load from. */
  mediaBaseUrl: string;
  /** The coach app's address, when the configuration names it. */
  coachAppUrl?: string;
  /** The student portal's address, when the configuration names it. */
  portalUrl?: string;
}

/** Moves the user to a path and tells where they are: the coach app's router. */
export interface ReverifyNavigation {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** The path, query and hash the user is on. */
  currentPath: () => string;
}

export interface AppApiOptions {
  session?: SessionStore;
  fetch?: Fetch;
  /**
   * How a call that stays unauthorized ends. Without it the session ends and the route guards ask
   * for a sign-in; with it the user confirms their password at /verify?to=<where they were>.
   */
  reverify?: ReverifyNavigation;
}

const noTracking: Analytics = { track: () => undefined };

export function createAppApi(
  config: RuntimeConfig,
  { session = createSessionStore(), fetch, reverify }: AppApiOptions = {},
): AppApi {
  const clientOptions = fetch ? { fetch } : {};
  // When a failed refresh ends the session, the route guard moves a signed-out user away at once;
  // remembering where they were lets /verify bring them back there, not to the guard's redirect.
  let pathWhenSessionEnded: string | undefined;
  const clientSession: SessionStore = reverify
    ? {
        ...session,
        clear: () => {
          // A refusal after a sign-out finds the session already gone: nothing to remember.
          if (session.getSnapshot().isAuthenticated) pathWhenSessionEnded = reverify.currentPath();
          session.clear();
        },
      }
    : session;
  const onUnauthorized = reverify
    ? () => {
        const endedByRefusal = pathWhenSessionEnded;
        pathWhenSessionEnded = undefined;
        // A session ended on purpose (a sign-out, the idle time-out) has nothing to confirm: the
        // guards already show the sign-in page, and /verify would only bounce through it.
        if (endedByRefusal === undefined && !session.getSnapshot().isAuthenticated) return;
        const from = endedByRefusal ?? reverify.currentPath();
        if (verifyRedirect(reverify.currentPath()) === null) return;
        const target = verifyRedirect(from);
        if (target) reverify.navigate(target, { replace: true });
      }
    : () => session.clear();
  const authClient = createAuthClient(
    config.apiBaseUrl,
    clientSession,
    { onUnauthorized },
    clientOptions,
  );
  return {
    authClient,
    publicClient: createPublicClient(config.apiBaseUrl, clientOptions),
    session,
    analytics: config.analyticsUrl
      ? createAnalytics({
          send: analyticsSender(createPublicClient(config.analyticsUrl, clientOptions)),
          session,
        })
      : noTracking,
    mediaBaseUrl: config.mediaBaseUrl ?? config.apiBaseUrl,
    ...(config.coachAppUrl ? { coachAppUrl: config.coachAppUrl } : {}),
    ...(config.portalUrl ? { portalUrl: config.portalUrl } : {}),
  };
}

/**
 * The API of a page rendered at build time for a signed-out visitor: no stored session, and no
 * call is made (the address only has to be valid).
 */
export function createPrerenderApi(): AppApi {
  return createAppApi(
    { apiBaseUrl: 'http://api.invalid' },
    { session: createSessionStore({ storage: null, events: null }) },
  );
}
