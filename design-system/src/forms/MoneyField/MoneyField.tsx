import { defineMessages } from 'react-intl';
import { useIntl } from '../../i18n/useIntl';
import { formatAmount, formatMoney, moneyFormatOptions } from '../../formatters/money';
import { numberLocale } from '../../formatters/numberLocale';
import { isAmountDraft, readAmount } from '../../formatters/readAmount';
import {
  NumberInput,
  type NumberFieldProps,
  type NumberTextRule,
} from '../NumberField/NumberField';

/** Why the money field cannot take what was typed; each says how to type it instead. */
const m = defineMessages<{
  ambiguous: { typed: string; first: string; second: string; example: string };
  unreadable: { typed: string; example: string };
}>({
  ambiguous: {
    id: 'ds.moneyField.ambiguous',
    defaultMessage:
      '{typed} could mean {first} or {second}. To make it clear, type the cents after the decimal point, as in {example}.',
  },
  unreadable: {
    id: 'ds.moneyField.unreadable',
    defaultMessage: '{typed} cannot be read as an amount. Type it like {example}.',
  },
});

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
 * Cents of an amount in units: whole for two decimals or fewer (12.34 is 1234, not
 * 1233.9999999999998), with the fraction kept for more, for the whole-cents rule to refuse.
 */
const toCents = (units: number) => Number((units * 100).toFixed(6));

/** Some amount in the language's writing (`1,234.50`, `1.234,50`), to show how to type one. */
const exampleCents = 123450;

/**
 * An amount of money. The user types dollars and cents in their language's writing or in the
 * other's (`1.000,50` or `1,000.50`); the form gets cents. Amounts read and write as the
 * formatters write them everywhere else (`$1,000.50`, `1.000,50 US$`), and what is typed is read
 * by one rule (`readAmount`): an entry that could mean two amounts (`1.000` in English) or none is
 * refused with a message naming what it could be, kept on screen, and the form gets no amount
 * until it is typed again. Nothing is changed unseen: a negative amount or a fraction of a cent
 * reaches the form, whose rules (a range, `rules.wholeCents`) refuse it with their message.
 */
export function MoneyField({
  value,
  defaultValue,
  onChange,
  maxValue,
  currency = 'USD',
  ...props
}: MoneyFieldProps) {
  const intl = useIntl();
  const { locale } = intl;
  const textRule: NumberTextRule = {
    isDraft: (text) => isAmountDraft(text, locale, currency),
    read: (text) => {
      const reading = readAmount(text, locale, currency);
      switch (reading.kind) {
        case 'empty':
          return { value: null };
        case 'amount':
          return { value: reading.cents / 100 };
        case 'ambiguous':
          return {
            refusal: intl.formatMessage(m.ambiguous, {
              typed: text.trim(),
              first: formatMoney(reading.grouped, locale, { currency }),
              // With its third decimal, if any: `9.999` could mean $9.999, not $10.00.
              second: new Intl.NumberFormat(numberLocale(locale), {
                ...moneyFormatOptions(currency),
                maximumFractionDigits: 3,
              }).format(reading.decimal / 100),
              example: formatAmount(reading.grouped, locale),
            }),
          };
        case 'unreadable':
          return {
            refusal: intl.formatMessage(m.unreadable, {
              typed: text.trim(),
              example: formatAmount(exampleCents, locale),
            }),
          };
      }
    },
  };
  return (
    <NumberInput
      {...props}
      textRule={textRule}
      numberLocale={numberLocale(locale)}
      value={toUnits(value)}
      defaultValue={toUnits(defaultValue)}
      onChange={(units) => onChange?.(units === null ? null : toCents(units))}
      minValue={0}
      maxValue={toUnits(maxValue) ?? undefined}
      // More decimals than a cent show as typed, so the amount the message refuses is the one on
      // screen.
      formatOptions={{ ...moneyFormatOptions(currency), maximumFractionDigits: 6 }}
    />
  );
}
