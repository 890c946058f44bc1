import { numberLocale } from './numberLocale';

/**
 * A rate or a share of money given in points (5.5 means 5.5 %), with 2 decimals as the amounts
 * beside it have cents, written with the same number data as money in that language: `5.50%` in
 * English, `5,50 %` in Spanish.
 */
export function formatPercent(points: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(points / 100);
}

/**
 * Progress in whole points, as `progressPoints` gives it: `8%` in English, `8 %` in Spanish. A
 * learner reads how far along they are; decimals of a module would be noise.
 */
export function formatProgress(points: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(points / 100);
}

/**
 * How far along `value` is between `min` and `max`, in whole points, rounded: 1 of 12 is 8, 14 of
 * 36 is 39. Only the whole reads 100 and only nothing reads 0 (35 of 36 is 97, 199 of 200 is 99,
 * 1 of 1,000 is 1), so progress never claims to be done, or not begun, when it is not; a bar and
 * its figure show the very same number. An empty range is 0.
 */
export function progressPoints(value: number, max: number, min = 0): number {
  if (!(max > min)) return 0;
  const share = (Math.min(Math.max(value, min), max) - min) / (max - min);
  const points = Math.round(share * 100);
  if (share > 0 && share < 1) return Math.min(Math.max(points, 1), 99);
  return points;
}
