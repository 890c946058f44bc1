// The chosen language, persisted in localStorage so it survives reloads and is shared by tabs,
// and in a cookie, so the server sends a prerendered page in it. Until the user chooses, the
// browser's preferred language.
import { useSyncExternalStore } from 'react';
import { defaultLocale, isLocale, preferredLocale, type Locale } from './locales';

export const localeStorageKey = 'hci.language';
/** The cookie the static server reads; the same name as the stored key. */
export const localeCookieName = localeStorageKey;
const oneYearInSeconds = 365 * 24 * 60 * 60;

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access throws when storage is disabled (private modes, sandboxed frames).
    return undefined;
  }
}

export function readLocale(): Locale {
  const stored = storage()?.getItem(localeStorageKey);
  if (isLocale(stored)) return stored;
  return preferredLocale(globalThis.navigator?.languages ?? []) ?? defaultLocale;
}

/** Tells the server the stored choice, for the pages it prerenders. */
function rememberLocaleForServer(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${localeCookieName}=${locale}; path=/; max-age=${oneYearInSeconds}; SameSite=Lax`;
}

export function writeLocale(locale: Locale): void {
  storage()?.setItem(localeStorageKey, locale);
  rememberLocaleForServer(locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === localeStorageKey) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The current language and a setter that persists it. */
export function useLocale(): [Locale, (locale: Locale) => void] {
  const locale = useSyncExternalStore(subscribe, readLocale, () => defaultLocale);
  return [locale, writeLocale];
}
