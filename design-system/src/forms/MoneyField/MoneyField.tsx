import { useIntl } from 'react-intl';
import { numberLocale } from '../../formatters/percent';
import { NumberField, type NumberFieldProps } from '../NumberField';

export interface MoneyFieldProps extends Omit<
  NumberFieldProps,
  'formatOptions' | 'numberLocale' | 'step' | 'minValue' | 'maxValue'
> {
  /** Integer cents in and out; empty is `null`. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (cents: number | null) => void;
  /** Cents. */
  maxValue?: number;
  currency?: string;
}

const toUnits = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? cents : cents / 100;

/**
 * Cents of a typed amount: whole for two decimals or fewer (12.34 is 1234, not 1233.9999999999998),
 * with the fraction kept for more, for the whole-cents rule to refuse.
 */
const toCents = (units: number) => Number((units * 100).toFixed(6));

/**
 * An amount of money. The user types dollars and cents in their locale; the form gets cents. What
 * is typed is kept as typed: a negative amount or a fraction of a cent reaches the form, whose rules
 * (a range, `rules.wholeCents`) refuse it with their message instead of this field changing it
 * unseen. Amounts read and write as the formatters write them everywhere else: `$12.50` in Spanish
 * too, the US convention.
 */
export function MoneyField({
  value,
  defaultValue,
  onChange,
  maxValue,
  currency = 'USD',
  ...props
}: MoneyFieldProps) {
  const { locale } = useIntl();
  return (
    <NumberField
      {...props}
      numberLocale={numberLocale(locale)}
      value={toUnits(value)}
      defaultValue={toUnits(defaultValue)}
      onChange={(units) => onChange?.(units === null ? null : toCents(units))}
      minValue={0}
      maxValue={toUnits(maxValue) ?? undefined}
      // The symbol as the formatters write amounts everywhere else: '$', not 'US$' in Spanish. More
      // decimals than a cent show as typed, so the amount the message refuses is the one on screen.
      formatOptions={{
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 6,
      }}
    />
  );
}
