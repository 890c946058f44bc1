// The chosen language, persisted in localStorage so it survives reloads and is shared by tabs.
import { useSyncExternalStore } from 'react';
import { defaultLocale, isLocale, type Locale } from './locales';

export const localeStorageKey = 'hci.language';

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
  return isLocale(stored) ? stored : defaultLocale;
}

export function writeLocale(locale: Locale): void {
  storage()?.setItem(localeStorageKey, locale);
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
