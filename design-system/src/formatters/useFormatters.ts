// The formatters bound to the current language and the user's time zone.
import { useMemo } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { formatIsoDate, formatLongDate, formatTimeRange, type DateInput } from './dates';
import { formatAmount } from './money';
import { formatPercent } from './percent';
import { formatTimeZoneName, resolveTimeZone } from './timeZone';
import { useUserTimeZone } from './userTimeZone';
import { useFormattingLocale } from '../i18n/useFormattingLocale';
import { useMoneyFormatter, type MoneyFormatter } from './useMoneyFormatter';

export interface Formatters {
  /** `$1,234.50`, `1.234,50 US$` in Spanish; with `zeroAsFree`, zero reads `Free`. */
  money: MoneyFormatter;
  /** `1,234.50`, `1.234,50` in Spanish. */
  amount: (cents: number) => string;
  /** A rate or a share of money, 2 decimals: `13.10%`, `13,10 %` in Spanish. */
  percent: (points: number) => string;
  isoDate: (value: DateInput) => string;
  longDate: (value: DateInput) => string;
  /** Two instants as a span; in the user's time zone unless `timeZone` names another. */
  timeRange: (startsAt: string, endsAt: string, timeZone?: string) => string;
  /**
   * Two instants as a span with the weekday and the zone named, for a time someone keeps an
   * appointment by (`Tue, Dec 01, 2026, 9:00 – 10:00 AM Central Time (Chicago)`); in the user's
   * time zone unless `timeZone` names another.
   */
  zonedTimeRange: (startsAt: string, endsAt: string, timeZone?: string) => string;
  /** The user's time zone, else the browser's: the zone every date above is read in. */
  timeZone: string;
  /** A time zone id (`America/New_York`) as a readable name in the user's language. */
  timeZoneName: (zone: string) => string;
}

const messages = defineMessages<{ timeInZone: { time: string; zone: string } }>({
  /** A time with the zone it is read in: `Tue, Dec 01, 2026, 9:00 AM Central Time (Chicago)`. */
  timeInZone: { id: 'ds.format.timeInZone', defaultMessage: '{time} {zone}' },
});

/**
 * Money, percent, date and time formatters in the current language (dates and times in the
 * browser's variant of it) and the user's time zone.
 */
export function useFormatters(): Formatters {
  const intl = useIntl();
  const { locale } = intl;
  // Dates and times as the browser's variant of the language writes them; amounts stay as they are.
  const dateLocale = useFormattingLocale();
  const userTimeZone = useUserTimeZone();
  const money = useMoneyFormatter();
  return useMemo(() => {
    const timeZone = resolveTimeZone(userTimeZone);
    return {
      money,
      amount: (cents) => formatAmount(cents, locale),
      percent: (points) => formatPercent(points, locale),
      isoDate: (value) => formatIsoDate(value, timeZone),
      longDate: (value) => formatLongDate(value, dateLocale, timeZone),
      timeRange: (startsAt, endsAt, zone = timeZone) =>
        formatTimeRange(startsAt, endsAt, dateLocale, zone),
      zonedTimeRange: (startsAt, endsAt, zone = timeZone) =>
        intl.formatMessage(messages.timeInZone, {
          time: formatTimeRange(startsAt, endsAt, dateLocale, zone, { weekday: true }),
          zone: formatTimeZoneName(zone, locale),
        }),
      timeZone,
      timeZoneName: (zone) => formatTimeZoneName(zone, locale),
    };
  }, [intl, locale, dateLocale, money, userTimeZone]);
}
