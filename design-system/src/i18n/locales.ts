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
