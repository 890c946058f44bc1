// Money arrives in integer cents and is formatted once, here, as the language writes numbers:
// `$1,234.50` in English, `1.234,50 US$` in Spanish. The symbol is the one that names the
// currency in that language, so a Spanish reader does not take US dollars for pesos. Thousands are
// always grouped, `1.000,00` too (Spanish data would leave four digits ungrouped), so an amount
// reads as it is typed in the money field.
import { numberLocale } from './numberLocale';

export interface MoneyOptions {
  /** Shown instead of a zero amount (the product says `Free`). */
  zeroLabel?: string;
  currency?: string;
}

function toUnits(cents: number): number {
  return Math.round(cents) / 100;
}

/** How the money field and the formatters write an amount of `currency`. */
export function moneyFormatOptions(currency: string): Intl.NumberFormatOptions {
  return { style: 'currency', currency, currencyDisplay: 'symbol', useGrouping: 'always' };
}

export function formatMoney(cents: number, locale: string, options: MoneyOptions = {}): string {
  if (cents === 0 && options.zeroLabel) return options.zeroLabel;
  return new Intl.NumberFormat(
    numberLocale(locale),
    moneyFormatOptions(options.currency ?? 'USD'),
  ).format(toUnits(cents));
}

/** The amount without a currency symbol, grouped: `1,234.50`, `1.234,50` in Spanish. */
export function formatAmount(cents: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(toUnits(cents));
}
