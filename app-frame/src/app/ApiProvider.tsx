import { createContext, useContext, type ReactNode } from 'react';
import { authActions, bindApi, useSession, type AuthActions, type Session } from '@hci/api-schema';
import type { AppApi } from './appApi';

const ApiContext = createContext<AppApi | null>(null);

/** Gives the app's pages its API (see `createAppApi`). */
export function ApiProvider({ api, children }: { api: AppApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): AppApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiProvider');
  return api;
}

/** A factory's queries and mutations bound to the app's API, once per app (see `bindApi`). */
export function useBoundApi<Bound>(factory: (context: AppApi) => Bound): Bound {
  return bindApi(useApi(), factory);
}

/**
 * Sign-in, sign-up, verification and sign-out: plain calls with no query cache, so the sign-in
 * pages (every visitor's first page) do not load TanStack Query or the query factories.
 */
export function useAuthActions(): AuthActions {
  return useBoundApi(authActions);
}

/** The current session of this tab, updated when another tab signs in or out. */
export function useApiSession(): Session {
  return useSession(useApi().session);
}

/** The signed-in student's id; the guards render student pages only for a signed-in student. */
export function useStudentId(): number {
  const { studentId } = useApiSession();
  if (studentId === undefined) throw new Error('No student is signed in');
  return studentId;
}

/**
 * The signed-in coach's id and e-mail. Coach routes render only behind the guard, which requires a
 * session; a session without a coach record cannot use those screens, so it is an error.
 */
export function useCoachSession() {
  const session = useApiSession();
  if (session.coachId === undefined) throw new Error('The session has no coach record');
  return { coachId: session.coachId, email: session.email, session };
}
