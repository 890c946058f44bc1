import { useSyncExternalStore } from 'react';
import type { Session } from './session';
import type { SessionStore } from './session-store';

/** The current session; re-renders when it changes in this tab or another. */
export function useSession(store: SessionStore): Session {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
