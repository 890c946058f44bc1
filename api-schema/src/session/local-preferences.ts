// Typed access to the small values kept in local storage besides the session: the
// language, the e-mail typed at sign-up (prefilled on the verification screen) and whether the
// signed-in coach has a subscription.

export const LANGUAGE_STORAGE_KEY = 'hci.language';
export const SIGN_UP_EMAIL_STORAGE_KEY = 'hci.signUpEmail';
/** Belongs to the signed-in user: the session store drops it when the user changes. */
export const COACH_SUBSCRIBED_STORAGE_KEY = 'hci.coachSubscribed';

export type Locale = 'en-US' | 'es';
export const defaultLocale: Locale = 'en-US';

export interface LocalValue<T> {
  get(): T;
  set(value: T): void;
  remove(): void;
}

function localValue<T>(
  storage: Storage | null,
  key: string,
  parse: (raw: string) => T | undefined,
  fallback: T,
): LocalValue<T> {
  return {
    get: () => {
      const raw = storage?.getItem(key);
      return (raw === null || raw === undefined ? undefined : parse(raw)) ?? fallback;
    },
    set: (value) => storage?.setItem(key, String(value)),
    remove: () => storage?.removeItem(key),
  };
}

/** Maps stored and browser language tags ('es-MX', 'en-us') to a supported locale. */
export function toLocale(tag: string): Locale | undefined {
  const language = tag.toLowerCase().split('-')[0];
  if (language === 'es') return 'es';
  if (language === 'en') return 'en-US';
  return undefined;
}

export function createLocalPreferences(storage: Storage | null = globalThis.localStorage ?? null) {
  return {
    language: localValue<Locale>(storage, LANGUAGE_STORAGE_KEY, toLocale, defaultLocale),
    signUpEmail: localValue<string>(storage, SIGN_UP_EMAIL_STORAGE_KEY, (raw) => raw, ''),
    coachSubscribed: localValue<boolean>(
      storage,
      COACH_SUBSCRIBED_STORAGE_KEY,
      (raw) => raw === 'true',
      false,
    ),
  };
}
