// Money arrives in integer cents and is formatted once, here. Amounts are US dollars unless a
// currency is given, written the US way in every language: `$1,234.50`, the symbol first and touching the number,
// a point before the cents, commas between thousands.
import { numberLocale } from './percent';

export interface MoneyOptions {
  /** Shown instead of a zero amount (the product says `Free`). */
  zeroLabel?: string;
  currency?: string;
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
