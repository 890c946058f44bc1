import { createContext, use, type ReactNode } from 'react';
import {
  createAuthClient,
  createPublicClient,
  createSessionStore,
  useSession,
  type ClientOptions,
  type ApiContext,
  type RuntimeConfig,
  type Session,
  type SessionStore,
} from '@hci/api-schema';

/**
 * What every page talks to the API with: one session and the two clients of spec §7. Pages bind
 * the query factories when they load (`usePortalQueries`), so the first page carries none.
 */
export interface PortalApi extends ApiContext {
  config: RuntimeConfig;
}

export function createPortalApi(
  config: RuntimeConfig,
  session: SessionStore = createSessionStore(),
  options: ClientOptions = {},
): PortalApi {
  const context: ApiContext = {
    session,
    publicClient: createPublicClient(config.apiBaseUrl, options),
    // A call that stays unauthorized after a token refresh ends the session; the guards then
    // send the student to /login?action=<current path>.
    authClient: createAuthClient(
      config.apiBaseUrl,
      session,
      {
        onUnauthorized: () => session.clear(),
      },
      options,
    ),
  };
  return { ...context, config };
}

const PortalApiContext = createContext<PortalApi | null>(null);

export function PortalApiProvider({ api, children }: { api: PortalApi; children: ReactNode }) {
  return <PortalApiContext value={api}>{children}</PortalApiContext>;
}

export function usePortalApi(): PortalApi {
  const api = use(PortalApiContext);
  if (!api) throw new Error('usePortalApi needs a PortalApiProvider');
  return api;
}

/** The current session of this tab, updated when another tab signs in or out. */
export function usePortalSession(): Session {
  return useSession(usePortalApi().session);
}

/** The signed-in student's id; the guards render student pages only for a signed-in student. */
export function useStudentId(): number {
  const { studentId } = usePortalSession();
  if (studentId === undefined) throw new Error('No student is signed in');
  return studentId;
}
