// Money arrives in integer cents and is formatted once, here. Amounts are US dollars unless a
// currency is given, written the US way in every language: `$1,234.50`, the symbol first and touching the number,
// a point before the cents, commas between thousands.

export interface MoneyOptions {
  /** Shown instead of a zero amount (the product says `Free`). */
  zeroLabel?: string;
  currency?: string;
}

/**
 * The locale whose number data writes amounts and percentages in a language: US Spanish for
 * Spanish (`$467.50`, where Spain's `es` data would write `467,50 $`), the language itself otherwise.
 */
export function numberLocale(locale: string): string {
  return locale.toLowerCase().split('-')[0] === 'es' ? 'es-US' : locale;
}

function toUnits(cents: number): number {
  return Math.round(cents) / 100;
}

export function formatMoney(cents: number, locale: string, options: MoneyOptions = {}): string {
  if (cents === 0 && options.zeroLabel) return options.zeroLabel;
  return new Intl.NumberFormat(numberLocale(locale), {
    style: 'currency',
    currency: options.currency ?? 'USD',
    currencyDisplay: 'narrowSymbol',
    useGrouping: 'always',
  }).format(toUnits(cents));
}

/** The amount without a currency symbol, grouped: `1,234.50`. */
export function formatAmount(cents: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(toUnits(cents));
}
