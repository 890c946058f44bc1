/** Every percentage the apps show has 2 decimals ("34.45%"), a progress bar's too. */
const percentFormat: Intl.NumberFormatOptions = {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/** A percentage given in points (5.5 means 5.5 %), always with 2 decimals. */
export function formatPercent(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, percentFormat).format(points / 100);
}

/**
 * How far along `value` is between `min` and `max`, in points cut (not rounded) to the 2 decimals
 * a percentage shows: 14 of 36 is 38.88, and only the whole reads 100. Progress never claims more
 * than is done, and a bar and its figure show the very same number. An empty range is 0.
 */
export function progressPoints(value: number, max: number, min = 0): number {
  if (!(max > min)) return 0;
  const share = (Math.min(Math.max(value, min), max) - min) / (max - min);
  // Hundredths of a point; the small nudge keeps 0.29 * 10000 (2899.9999…) at 2900.
  return Math.floor(share * 10_000 + 1e-6) / 100;
}
