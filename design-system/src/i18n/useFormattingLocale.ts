import { useMemo } from 'react';
import { useIntl } from './useIntl';
import { formattingLocale } from './locales';

/**
 * The locale for dates and times on this page: the browser's variant of the current language
 * (`en-GB` for an English page in a British browser), else the language.
 */
export function useFormattingLocale(): string {
  const { locale } = useIntl();
  return useMemo(() => formattingLocale(locale, globalThis.navigator?.languages ?? []), [locale]);
}
