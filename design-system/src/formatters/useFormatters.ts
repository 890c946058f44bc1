// The formatters bound to the current language and the user's time zone.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatIsoDate, formatLongDate, type DateInput } from './dates';
import { formatAmount, formatMoney } from './money';
import { formatterMessages } from './messages';
import { formatPercent } from './percent';
import { resolveTimeZone } from './timeZone';

export interface Formatters {
  /** `$ 1,234.50`; with `zeroAsFree`, zero reads `Free`. */
  money: (cents: number, options?: { zeroAsFree?: boolean }) => string;
  amount: (cents: number) => string;
  percent: (points: number) => string;
  isoDate: (value: DateInput) => string;
  longDate: (value: DateInput) => string;
  timeZone: string;
}

export function useFormatters(userTimeZone?: string | null): Formatters {
  const intl = useIntl();
  const { locale } = intl;
  const free = intl.formatMessage(formatterMessages.free);
  return useMemo(() => {
    const timeZone = resolveTimeZone(userTimeZone);
    return {
      money: (cents, options) =>
        formatMoney(cents, locale, options?.zeroAsFree ? { zeroLabel: free } : {}),
      amount: (cents) => formatAmount(cents, locale),
      percent: (points) => formatPercent(points, locale),
      isoDate: (value) => formatIsoDate(value, timeZone),
      longDate: (value) => formatLongDate(value, locale, timeZone),
      timeZone,
    };
  }, [locale, free, userTimeZone]);
}
