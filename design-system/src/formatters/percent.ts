/**
 * The locale whose number data writes amounts and percentages in a language: US Spanish for
 * Spanish (`$467.50`, where Spain's `es` data would write `467,50 $`), the language itself otherwise.
 */
export function numberLocale(locale: string): string {
  return locale.toLowerCase().split('-')[0] === 'es' ? 'es-US' : locale;
}

/** Every percentage the apps show has 2 decimals ("34.45%"), a progress bar's too. */
const percentFormat: Intl.NumberFormatOptions = {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/**
 * A percentage given in points (5.5 means 5.5 %), always with 2 decimals, written with the same
 * number data as money in that language, so that a figure and an amount on one line agree
 * (`12.35 %` beside `$467.50` in Spanish).
 */
export function formatPercent(points: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale), percentFormat).format(points / 100);
}

/**
 * How far along `value` is between `min` and `max`, in points rounded to the 2 decimals a
 * percentage shows, as amounts are: 1 of 36 is 2.78, 14 of 36 is 38.89. Only the whole reads 100
 * and only nothing reads 0 (35,999 of 36,000 is 99.99), so progress never claims to be done, or
 * not begun, when it is not; a bar and its figure show the very same number. An empty range is 0.
 */
export function progressPoints(value: number, max: number, min = 0): number {
  if (!(max > min)) return 0;
  const share = (Math.min(Math.max(value, min), max) - min) / (max - min);
  const points = Math.round(share * 10_000) / 100;
  if (share > 0 && share < 1) return Math.min(Math.max(points, 0.01), 99.99);
  return points;
}
