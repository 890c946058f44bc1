// Dates for display. Calendar dates (`2026-01-05`) are shown as they are; instants
// (`2026-01-05T23:30:00Z`) first become the calendar date of the given time zone.
import { Temporal } from 'temporal-polyfill';

export type DateInput = Temporal.PlainDate | Temporal.ZonedDateTime | Temporal.Instant | string;

const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export function toPlainDate(value: DateInput, timeZone: string): Temporal.PlainDate {
  if (value instanceof Temporal.PlainDate) return value;
  if (value instanceof Temporal.ZonedDateTime) return value.withTimeZone(timeZone).toPlainDate();
  if (value instanceof Temporal.Instant) return value.toZonedDateTimeISO(timeZone).toPlainDate();
  if (calendarDatePattern.test(value)) return Temporal.PlainDate.from(value);
  return Temporal.Instant.from(value).toZonedDateTimeISO(timeZone).toPlainDate();
}

/** `YYYY-MM-DD`, the same in every language. */
export function formatIsoDate(value: DateInput, timeZone: string): string {
  return toPlainDate(value, timeZone).toString();
}

/**
 * `MMM DD, YYYY` in US English (`Jan 05, 2026`); the locale's own order elsewhere (`05 Jan 2026`
 * in en-GB, `05 ene 2026` in Spanish).
 */
export function formatLongDate(value: DateInput, locale: string, timeZone: string): string {
  return toPlainDate(value, timeZone).toLocaleString(locale, {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  });
}

/**
 * The span between two instants in the locale's words, the date said once when both fall on one
 * day (`Apr 05, 2026, 9:00 – 10:00 AM`), in `timeZone`. The date reads as every other date does,
 * its day in two digits.
 */
export function formatTimeRange(
  startsAt: string,
  endsAt: string,
  locale: string,
  timeZone: string,
  options: { weekday?: boolean } = {},
): string {
  return new Intl.DateTimeFormat(locale, {
    ...(options.weekday ? { weekday: 'short' as const } : {}),
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).formatRange(
    Temporal.Instant.from(startsAt).epochMilliseconds,
    Temporal.Instant.from(endsAt).epochMilliseconds,
  );
}

/**
 * The instant (`2026-01-15T16:00:00Z`) of a day (`YYYY-MM-DD`) and a time of day (`HH:MM`) as a
 * clock in `timeZone` shows them, summer time included.
 */
export function toInstant(date: string, time: string, timeZone: string): string {
  return Temporal.PlainDate.from(date)
    .toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) })
    .toInstant()
    .toString();
}
