// Dates show in the user's time zone when their profile has a valid one, else the browser's.
import { Temporal } from 'temporal-polyfill';

export function isTimeZone(value: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(value);
    return true;
  } catch {
    return false;
  }
}

/** The user's time zone (an IANA name), or the browser's guess when it is missing or invalid. */
export function resolveTimeZone(userTimeZone?: string | null): string {
  return userTimeZone && isTimeZone(userTimeZone) ? userTimeZone : Temporal.Now.timeZoneId();
}

/**
 * A time zone as people name it, in their language: `Eastern Time (New York)` for
 * `America/New_York`. The generic name does not change with daylight saving time; the city from
 * the id tells apart zones that share a name. An id the browser does not know shows as it is.
 */
export function formatTimeZoneName(zone: string, locale: string): string {
  const name = (style: 'longGeneric' | 'long') =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
      .formatToParts(0)
      .find((part) => part.type === 'timeZoneName')?.value;
  let generic: string | undefined;
  try {
    generic = name('longGeneric');
    // A zone without a generic name (UTC) reads as its offset, 'GMT+00:00'; its own name is better.
    if (generic?.startsWith('GMT')) generic = name('long');
  } catch {
    return zone;
  }
  // Etc/ zones are offsets, not places.
  const city = zone.startsWith('Etc/') ? undefined : zone.split('/').at(-1)?.replace(/_/g, ' ');
  if (!generic) return zone;
  return city && city !== zone && !generic.includes(city) ? `${generic} (${city})` : generic;
}
