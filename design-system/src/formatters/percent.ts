/** Every percentage the apps show has 2 decimals ("38.00%"), a progress bar's too. */
export const percentFormat: Intl.NumberFormatOptions = {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/** A percentage given in points (5.5 means 5.5 %), always with 2 decimals. */
export function formatPercent(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, percentFormat).format(points / 100);
}
