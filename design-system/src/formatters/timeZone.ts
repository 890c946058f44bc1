// Dates show in the user's time zone when their profile has a valid one, else the browser's.
import { Temporal } from 'temporal-polyfill';
import { zoneCities } from './generated/zoneCities';

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

type ZoneNameStyle = 'longGeneric' | 'long' | 'shortGeneric';

/** The zone's name in one style as it stands now: a zone's names follow its present rules. */
function zoneName(zone: string, locale: string, style: ZoneNameStyle, at: number) {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
}

// A zone with no short name of its own reads as "hora de Nueva York" or "Buenos Aires Time": the
// language's pattern around the place (a city, or the country of a one-zone country). The pattern
// shows in a one-zone country's zone beside the country's own name.
const patternZone = { zone: 'Asia/Tokyo', region: 'JP' } as const;
const placePatterns = new Map<string, { before: string; after: string } | null>();

function placePattern(locale: string, at: number) {
  let pattern = placePatterns.get(locale);
  if (pattern === undefined) {
    const country = new Intl.DisplayNames(locale, { type: 'region' }).of(patternZone.region);
    const named = zoneName(patternZone.zone, locale, 'shortGeneric', at);
    const index = country && named ? named.indexOf(country) : -1;
    pattern =
      index < 0 || !country || !named
        ? null
        : { before: named.slice(0, index), after: named.slice(index + country.length) };
    placePatterns.set(locale, pattern);
  }
  return pattern;
}

/** The place the language names the zone after ("Nueva York" in Spanish), if the runtime has it. */
function localizedPlace(zone: string, locale: string, at: number): string | undefined {
  const pattern = placePattern(locale, at);
  const named = zoneName(zone, locale, 'shortGeneric', at);
  if (!pattern || !named || named.length <= pattern.before.length + pattern.after.length) return;
  if (!named.startsWith(pattern.before) || !named.endsWith(pattern.after)) return;
  return named.slice(pattern.before.length, named.length - pattern.after.length);
}

const names = new Map<string, string>();

/**
 * A time zone as people name it, in their language: `Eastern Time (New York)` for
 * `America/New_York`, `hora oriental (Nueva York)` in Spanish. The generic name does not change
 * with daylight saving time; the place tells apart zones that share a name. The place is the one
 * the runtime's data for the language names the zone after (a city, or a one-zone country); where
 * the runtime lacks the city's name in the language, the package's own list of them (CLDR's, as
 * Node carries it); else the city from the id. An id the runtime does not know shows as it is.
 */
export function formatTimeZoneName(zone: string, locale: string): string {
  const key = `${locale} ${zone}`;
  let name = names.get(key);
  if (name === undefined) {
    name = zoneLabel(zone, locale);
    names.set(key, name);
  }
  return name;
}

function zoneLabel(zone: string, locale: string): string {
  const now = Date.now();
  let generic: string | undefined;
  try {
    generic = zoneName(zone, locale, 'longGeneric', now);
    // A zone without a generic name (UTC) reads as its offset, 'GMT+00:00'; its own name is better.
    if (generic?.startsWith('GMT')) generic = zoneName(zone, locale, 'long', now);
  } catch {
    return zone;
  }
  if (!generic) return zone;
  // Etc/ zones are offsets, and a one-part id (UTC) no place.
  const idCity = zone.startsWith('Etc/') ? undefined : zone.split('/').slice(1).at(-1);
  if (!idCity) return generic;
  const city = idCity.replace(/_/g, ' ');
  // A runtime without the language's city names (Chromium) gives back the id's English one.
  const intlPlace = localizedPlace(zone, locale, now);
  const place =
    intlPlace && intlPlace !== city
      ? intlPlace
      : (zoneCities[new Intl.Locale(locale).language]?.[zone] ?? city);
  return generic.includes(place) ? generic : `${generic} (${place})`;
}
