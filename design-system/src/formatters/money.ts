// Money arrives in integer cents and is formatted once, here. English reads `$ 1,234.50` (a dollar
// sign, a no-break space, two decimals, comma-grouped); other locales follow their own conventions.

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
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: options.currency ?? 'USD',
    currencyDisplay: 'narrowSymbol',
    useGrouping: 'always',
  }).formatToParts(toUnits(cents));
  return parts
    .map((part, index) => {
      const next = parts[index + 1];
      // `$ x.xx`: a space between a leading symbol and the number, where the locale puts none; a
      // no-break one, as the locale's own are, so a line never ends on a lone `$`.
      return part.type === 'currency' && next && next.type !== 'literal'
        ? `${part.value}\u00a0`
        : part.value;
    })
    .join('');
}

/** The amount without a currency symbol, grouped: `1,234.50`. */
export function formatAmount(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(toUnits(cents));
}
