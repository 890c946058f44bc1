import type { Language } from '@hci/api-schema';
import { localeOf } from '../words.js';

/** Amounts, days and times as a mail's reader reads them, in their language (and zone). */

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/**
 * Cents as the reader's language writes dollars ("$1,000.00", "1.000,00 US$"), grouped from four
 * digits in Spanish too, as the apps write them.
 */
export function moneyIn(language: Language, cents: number): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency: 'USD',
      useGrouping: 'always',
    });
    moneyFormats.set(language, format);
  }
  return format.format(cents / 100);
}

/** A calendar day (YYYY-MM-DD) in words ("December 1, 2026", "1 de diciembre de 2026"). */
export function dayIn(language: Language, day: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** An instant where the reader lives, with the zone named ("December 1, 2026 at 9:00 AM MST"). */
export function instantIn(language: Language, instant: string, timeZone: string | null): string {
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: timeZone ?? 'UTC',
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(localeOf(language), options);
  } catch {
    format = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' });
  }
  const zone = format.resolvedOptions().timeZone;
  return `${format.format(new Date(instant))} (${zone})`;
}
