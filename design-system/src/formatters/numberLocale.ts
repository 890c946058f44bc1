/**
 * The locale whose number data writes and reads amounts and percentages in a language: Spanish
 * in any region (`es`, react-aria's `es-ES`, `es-MX`) is written one way, `es` (`3.818,00 US$`,
 * `13,10 %`), so a page does not mix two styles; any other language is written as its own tag says.
 */
export function numberLocale(locale: string): string {
  return locale.toLowerCase().split('-')[0] === 'es' ? 'es' : locale;
}

/** The grouping and the decimal separator a language writes numbers with (`.` and `,` in Spanish). */
export function numberSeparators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(numberLocale(locale), {
    useGrouping: 'always',
  }).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}
