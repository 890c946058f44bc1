import type { AuthSession } from '../schema';
import { anonymousSession, persistedSession, sessionFromAuth, type Session } from './session';
import { COACH_SUBSCRIBED_STORAGE_KEY } from './local-preferences';

export const SESSION_STORAGE_KEY = 'hci.session';

/** The `storage` event as far as the store needs it (a StorageEvent in browsers). */
interface StorageChange extends Event {
  readonly key: string | null;
}

export interface SessionStoreOptions {
  /** Where the session persists; localStorage by default, none when unavailable. */
  storage?: Storage | null;
  /** Receives `storage` events when another tab changes the session; window by default. */
  events?: EventTarget | null;
  key?: string;
}

export interface SessionStore {
  /** The current session; the same object until it changes (for useSyncExternalStore). */
  getSnapshot(): Session;
  subscribe(listener: () => void): () => void;
  /** Starts or renews the session from a sign-in or refresh answer (tokens are replaced). */
  signIn(auth: AuthSession): void;
  /** Ends the session: logout, failed login, failed refresh. */
  clear(): void;
  /** Reads now what another tab may have stored (its `storage` event can still be on its way). */
  sync(): Session;
  /** Stops listening to other tabs. */
  dispose(): void;
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when disabled by the browser's privacy settings.
    return null;
  }
}

function defaultEvents(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

function sameSession(a: Session, b: Session): boolean {
  return (
    a.accessToken === b.accessToken &&
    a.refreshToken === b.refreshToken &&
    a.email === b.email &&
    a.isVerifiedEmail === b.isVerifiedEmail &&
    a.signature === b.signature
  );
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const events = options.events === undefined ? defaultEvents() : options.events;
  const key = options.key ?? SESSION_STORAGE_KEY;
  const listeners = new Set<() => void>();

  function read(): Session {
    const raw = storage?.getItem(key);
    if (!raw) return anonymousSession;
    try {
      const stored = persistedSession(JSON.parse(raw));
      return stored ? sessionFromAuth(stored) : anonymousSession;
    } catch {
      return anonymousSession;
    }
  }

  let snapshot = read();

  function emit() {
    for (const listener of listeners) listener();
  }

  function set(next: Session, persisted: AuthSession | null) {
    // What is kept about one user must not greet the next one at this computer.
    if (next.email !== snapshot.email) storage?.removeItem(COACH_SUBSCRIBED_STORAGE_KEY);
    snapshot = next;
    if (persisted) storage?.setItem(key, JSON.stringify(persisted));
    else storage?.removeItem(key);
    emit();
  }

  function sync(): Session {
    // Without storage this tab's session is the only one there is.
    if (!storage) return snapshot;
    const next = read();
    if (!sameSession(next, snapshot)) {
      snapshot = next;
      emit();
    }
    return snapshot;
  }

  function onStorage(event: Event) {
    const { key: changedKey } = event as StorageChange;
    // A null key means another tab cleared all of storage.
    if (changedKey !== null && changedKey !== key) return;
    sync();
  }

  events?.addEventListener('storage', onStorage);

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(auth) {
      set(sessionFromAuth(auth), auth);
    },
    clear() {
      if (snapshot === anonymousSession && !storage?.getItem(key)) return;
      set(anonymousSession, null);
    },
    sync,
    dispose() {
      events?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
