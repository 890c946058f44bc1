import { afterEach, describe, expect, test, vi } from 'vitest';
import { coachSession, studentSession } from '../test/sessions';
import { SharedStorage } from '../test/memory-storage';
import { COACH_SUBSCRIBED_STORAGE_KEY, createLocalPreferences } from './local-preferences';
import { anonymousSession } from './session';
import { createSessionStore, SESSION_STORAGE_KEY } from './session-store';

describe('session store', () => {
  test('starts signed out and signs in from an auth answer', () => {
    const store = createSessionStore(new SharedStorage().openTab());
    expect(store.getSnapshot()).toBe(anonymousSession);
    store.signIn(coachSession);
    expect(store.getSnapshot()).toMatchObject({
      accessToken: coachSession.accessToken,
      refreshToken: coachSession.refreshToken,
      roles: [{ name: 'STUDENT' }, { name: 'COACH' }],
      studentId: 3,
      coachId: 1,
      email: 'coach@example.test',
      isVerifiedEmail: true,
      isAuthenticated: true,
      keyPairId: 'key-pair',
      signature: 'signature',
      policy: 'policy',
    });
  });

  test('persists in storage and restores on the next start', () => {
    const shared = new SharedStorage();
    createSessionStore(shared.openTab()).signIn(studentSession);
    const restored = createSessionStore(shared.openTab()).getSnapshot();
    expect(restored.isAuthenticated).toBe(true);
    expect(restored.studentId).toBe(1);
    expect(restored.coachId).toBeUndefined();
  });

  test('treats a corrupted or foreign stored value as signed out', () => {
    const tab = new SharedStorage().openTab();
    tab.storage.setItem(SESSION_STORAGE_KEY, '{"accessToken": 42}');
    expect(createSessionStore(tab).getSnapshot()).toBe(anonymousSession);
    tab.storage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(createSessionStore(tab).getSnapshot()).toBe(anonymousSession);
    // One field off each time: an unknown role, a missing credential, an empty token.
    const stored = (changes: object) => JSON.stringify({ ...studentSession, ...changes });
    for (const changes of [
      { roles: [{ name: 'ADMIN' }] },
      { policy: undefined },
      { accessToken: '' },
      { studentId: '1' },
    ]) {
      tab.storage.setItem(SESSION_STORAGE_KEY, stored(changes));
      expect(createSessionStore(tab).getSnapshot()).toBe(anonymousSession);
    }
    tab.storage.setItem(SESSION_STORAGE_KEY, stored({}));
    expect(createSessionStore(tab).getSnapshot().isAuthenticated).toBe(true);
  });

  test('clear removes the session from memory and storage and notifies once', () => {
    const tab = new SharedStorage().openTab();
    const store = createSessionStore(tab);
    store.signIn(studentSession);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.clear();
    store.clear();
    expect(store.getSnapshot()).toBe(anonymousSession);
    expect(tab.storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(notified).toBe(1);
  });

  test('keeps tabs in step: sign-in, token renewal and sign-out in one tab reach the other', () => {
    const shared = new SharedStorage();
    const first = createSessionStore(shared.openTab());
    const second = createSessionStore(shared.openTab());
    const seen: boolean[] = [];
    second.subscribe(() => seen.push(second.getSnapshot().isAuthenticated));

    first.signIn(studentSession);
    expect(second.getSnapshot().accessToken).toBe(studentSession.accessToken);

    first.signIn({ ...studentSession, accessToken: 'renewed' });
    expect(second.getSnapshot().accessToken).toBe('renewed');

    first.clear();
    expect(second.getSnapshot()).toBe(anonymousSession);
    expect(seen).toEqual([true, true, false]);
  });

  test('a tab clearing all of storage signs the other tabs out; dispose stops listening', () => {
    const shared = new SharedStorage();
    const writer = shared.openTab();
    const reader = createSessionStore(shared.openTab());
    createSessionStore(writer).signIn(studentSession);
    expect(reader.getSnapshot().isAuthenticated).toBe(true);
    writer.storage.clear();
    expect(reader.getSnapshot().isAuthenticated).toBe(false);

    reader.dispose();
    createSessionStore(writer).signIn(studentSession);
    expect(reader.getSnapshot().isAuthenticated).toBe(false);
  });

  test('the coach subscription flag outlives a token renewal, not the user', () => {
    const tab = new SharedStorage().openTab();
    const store = createSessionStore(tab);
    const preferences = createLocalPreferences(tab.storage);
    store.signIn(coachSession);
    preferences.coachSubscribed.set(true);
    store.signIn({ ...coachSession, accessToken: 'renewed' });
    expect(preferences.coachSubscribed.get()).toBe(true);
    store.clear();
    expect(tab.storage.getItem(COACH_SUBSCRIBED_STORAGE_KEY)).toBeNull();
    store.signIn(coachSession);
    preferences.coachSubscribed.set(true);
    store.signIn(studentSession);
    expect(preferences.coachSubscribed.get()).toBe(false);
  });

  test('works without storage (private mode) in memory only', () => {
    const store = createSessionStore({ storage: null, events: null });
    store.signIn(studentSession);
    expect(store.getSnapshot().isAuthenticated).toBe(true);
    expect(store.sync().isAuthenticated).toBe(true);
  });

  test('sync reads what another tab stored before its storage event arrives', () => {
    const browser = new SharedStorage();
    const [first, second] = [browser.openTab(), browser.openTab()];
    const late = createSessionStore({ storage: second.storage, events: null });
    createSessionStore(first).signIn(studentSession);
    expect(late.getSnapshot().isAuthenticated).toBe(false);
    expect(late.sync().accessToken).toBe(studentSession.accessToken);
  });

  test.each([
    ['the refresh token', { refreshToken: 'renewed-refresh' }],
    ['the e-mail', { email: 'changed@example.test' }],
    ['the verification', { isVerifiedEmail: false }],
    ['the media signature', { signature: 'renewed-signature' }],
  ])('another tab changing only %s reaches this tab', (_part, change) => {
    const shared = new SharedStorage();
    const writer = createSessionStore(shared.openTab());
    const reader = createSessionStore(shared.openTab());
    writer.signIn(studentSession);
    let notified = 0;
    reader.subscribe(() => (notified += 1));
    writer.signIn({ ...studentSession, ...change });
    expect(notified).toBe(1);
    expect(reader.getSnapshot()).toMatchObject(change);
  });

  test('a storage event that changes nothing of the session wakes no listener', () => {
    const shared = new SharedStorage();
    const writerTab = shared.openTab();
    const writer = createSessionStore(writerTab);
    const reader = createSessionStore(shared.openTab());
    writer.signIn(studentSession);
    const before = reader.getSnapshot();
    let notified = 0;
    reader.subscribe(() => (notified += 1));
    // The same session written again, and another key of the same storage.
    writer.signIn(studentSession);
    writerTab.storage.setItem('something.else', '1');
    expect(notified).toBe(0);
    expect(reader.getSnapshot()).toBe(before);
  });

  test("only the session key's storage events (or a cleared storage) make the store read again", () => {
    const shared = new SharedStorage();
    const events = new EventTarget();
    const reader = createSessionStore({ storage: shared.openTab().storage, events });
    createSessionStore(shared.openTab()).signIn(studentSession);
    const storageEvent = (key: string | null) =>
      events.dispatchEvent(Object.assign(new Event('storage'), { key }));
    storageEvent('something.else');
    expect(reader.getSnapshot().isAuthenticated).toBe(false);
    storageEvent(SESSION_STORAGE_KEY);
    expect(reader.getSnapshot().isAuthenticated).toBe(true);
  });

  test('an unsubscribed listener hears nothing more', () => {
    const store = createSessionStore({ storage: null, events: null });
    const heard: boolean[] = [];
    const unsubscribe = store.subscribe(() => heard.push(store.getSnapshot().isAuthenticated));
    store.signIn(studentSession);
    unsubscribe();
    store.clear();
    expect(heard).toEqual([true]);
  });

  test('without storage or window a session still signs out and the store can be disposed', () => {
    const store = createSessionStore({ storage: null, events: null });
    store.clear();
    store.signIn(studentSession);
    store.clear();
    expect(store.getSnapshot()).toBe(anonymousSession);
    expect(() => store.dispose()).not.toThrow();
  });

  describe('by default', () => {
    afterEach(() => vi.unstubAllGlobals());

    test("keeps the session in the browser's local storage and hears its other tabs", () => {
      const shared = new SharedStorage();
      const tab = shared.openTab();
      vi.stubGlobal('localStorage', tab.storage);
      vi.stubGlobal('window', tab.events);
      const store = createSessionStore();
      store.signIn(studentSession);
      expect(tab.storage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();

      createSessionStore(shared.openTab()).clear();
      expect(store.getSnapshot()).toBe(anonymousSession);
    });

    test('a browser that refuses storage gets a session in memory only', () => {
      vi.stubGlobal('window', new EventTarget());
      Object.defineProperty(globalThis, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
      try {
        const store = createSessionStore();
        store.signIn(studentSession);
        expect(store.sync().isAuthenticated).toBe(true);
      } finally {
        Reflect.deleteProperty(globalThis, 'localStorage');
      }
    });
  });
});
