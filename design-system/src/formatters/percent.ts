/** A percentage given in points (5.5 means 5.5 %), always with 2 decimals. */
export function formatPercent(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(points / 100);
}
