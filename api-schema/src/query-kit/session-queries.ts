import { QueryClient } from '@tanstack/react-query';
import type { Session } from '../session/session';
import type { SessionStore } from '../session/session-store';

/** Who the cached data belongs to; a change of user or of their verification empties the cache. */
function owner(session: Session): string {
  return [session.isAuthenticated, session.studentId, session.coachId, session.email].join('|');
}

/**
 * The query cache of an app, tied to its session: when another user signs in, or the user signs
 * out, nothing of the previous user's data survives; when the e-mail gets verified, every query
 * loads again. (Sign-in and sign-out are plain calls, see `authActions`, so they cannot empty
 * the cache themselves.)
 */
export function createQueryClient(session: SessionStore): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // A failed load shows its error state with a retry button; one silent retry covers a blip.
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  let current = session.getSnapshot();
  session.subscribe(() => {
    const next = session.getSnapshot();
    if (owner(next) !== owner(current)) client.clear();
    else if (next.isVerifiedEmail !== current.isVerifiedEmail) void client.invalidateQueries();
    current = next;
  });
  return client;
}

const clients = new WeakMap<SessionStore, QueryClient>();

/** One query cache per session store, created when the first page that loads data needs it. */
export function queryClientFor(session: SessionStore): QueryClient {
  let client = clients.get(session);
  if (!client) {
    client = createQueryClient(session);
    clients.set(session, client);
  }
  return client;
}
