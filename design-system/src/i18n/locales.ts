// The two languages of the product. English is the default and the fallback.
export const locales = ['en-US', 'es'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * react-aria ships only regional strings for the locales the apps keep (see vite.shared.ts), so
 * Spanish is handed to it as es-ES.
 */
export function ariaLocale(locale: Locale): string {
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
