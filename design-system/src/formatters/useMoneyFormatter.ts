// Money bound to the current language, without the date formatters: screens that only show prices
// then skip the Temporal polyfill that dates need.
import { useCallback } from 'react';
import { useIntl } from '../i18n/useIntl';
import { formatMoney } from './money';
import { formatterMessages } from './messages';

export type MoneyFormatter = (cents: number, options?: { zeroAsFree?: boolean }) => string;

/** `$1,234.50`, `1.234,50 US$` in Spanish; with `zeroAsFree`, zero reads `Free`. */
export function useMoneyFormatter(): MoneyFormatter {
  const intl = useIntl();
  const { locale } = intl;
  const free = intl.formatMessage(formatterMessages.free);
  return useCallback(
    (cents, options) => formatMoney(cents, locale, options?.zeroAsFree ? { zeroLabel: free } : {}),
    [locale, free],
  );
}
