import { useIntl } from 'react-intl';
import { moneyLocale } from '../../formatters/money';
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
 * An amount of money. The user types dollars and cents in their locale; the form gets integer
 * cents (never a float of dollars), and never a negative amount. Amounts read and write as the
 * formatters write them everywhere else: `$12.50` in Spanish too, the institute's US convention.
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
      numberLocale={moneyLocale(locale)}
      value={toUnits(value)}
      defaultValue={toUnits(defaultValue)}
      onChange={(units) => onChange?.(units === null ? null : Math.round(units * 100))}
      minValue={0}
      maxValue={toUnits(maxValue) ?? undefined}
      step={0.01}
      // The symbol as the formatters write amounts everywhere else: '$', not 'US$' in Spanish.
      formatOptions={{ style: 'currency', currency, currencyDisplay: 'narrowSymbol' }}
    />
  );
}
