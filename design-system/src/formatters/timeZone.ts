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
