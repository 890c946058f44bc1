// The two languages of the product. English is the default and the fallback.
export const locales = ['en-US', 'es'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * react-aria ships only regional strings for the locales the apps keep (see vite.shared.ts), so
 * Spanish is handed to it as es-ES. Any other tag (an app's own `es-MX`) is handed on as it is.
 */
export function ariaLocale(locale: string): string {
  return locale === 'es' ? 'es-ES' : locale;
}

/**
 * The first of the browser's preferred languages (most preferred first) the product speaks, by
 * its primary tag: es-MX reads Spanish, en-GB English.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'es') return 'es';
    if (primary === 'en') return 'en-US';
  }
  return undefined;
}

/**
 * The locale dates and times are written in: the browser's own variant of the language the page
 * speaks (English in a browser set to en-GB writes day-first dates and 24-hour times, as that
 * reader expects), else the language itself. Only dates and times: the words are the language's.
 */
export function formattingLocale(locale: string, languages: readonly string[]): string {
  const primary = locale.toLowerCase().split('-')[0];
  for (const language of languages) {
    if (language.toLowerCase().split('-')[0] !== primary) continue;
    try {
      return Intl.getCanonicalLocales(language)[0] ?? locale;
    } catch {
      // A malformed tag from the browser's settings: the next one, or the language itself.
    }
  }
  return locale;
}
