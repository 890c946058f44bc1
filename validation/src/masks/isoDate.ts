// Calendar dates as the forms store them: ISO `YYYY-MM-DD`, parsed strictly with Temporal.
import { Temporal } from 'temporal-polyfill';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The date an ISO `YYYY-MM-DD` string names, or undefined when it is not a real date. */
export function parseIsoDate(value: string): Temporal.PlainDate | undefined {
  if (!isoDatePattern.test(value)) return undefined;
  try {
    // A text naming no real day (February 30) throws whatever the overflow option.
    return Temporal.PlainDate.from(value);
  } catch {
    return undefined;
  }
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== undefined;
}

/** A date as the date input shows it: `MM-DD-YYYY`. */
export function toMaskedDate(date: Temporal.PlainDate): string {
  const month = String(date.month).padStart(2, '0');
  const day = String(date.day).padStart(2, '0');
  return `${month}-${day}-${String(date.year).padStart(4, '0')}`;
}
