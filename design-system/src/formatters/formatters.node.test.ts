import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import { formatIsoDate, formatLongDate, formatTimeRange, toInstant } from './dates';
import { enumLabel, joinName } from './labels';
import { formatAmount, formatMoney } from './money';
import { formatPercent, progressPoints } from './percent';
import { zoneCities } from './generated/zoneCities';
import { formatTimeZoneName, isTimeZone, resolveTimeZone } from './timeZone';

describe('money (integer cents)', () => {
  test.each([
    [123450, 'en-US', '$1,234.50'],
    [5, 'en-US', '$0.05'],
    [-250, 'en-US', '-$2.50'],
    [123456789, 'en-US', '$1,234,567.89'],
    // Dollars read the US way in Spanish too, not Spain's `1.234,50 $`.
    [123450, 'es', '$1,234.50'],
    [46750, 'es', '$467.50'],
  ])('%i cents in %s reads %s', (cents, locale, expected) => {
    expect(formatMoney(cents, locale)).toBe(expected);
  });

  test('zero reads as the given label (Free), or as an amount without one', () => {
    expect(formatMoney(0, 'en-US', { zeroLabel: 'Free' })).toBe('Free');
    expect(formatMoney(0, 'en-US')).toBe('$0.00');
    expect(formatMoney(100, 'en-US', { zeroLabel: 'Free' })).toBe('$1.00');
  });

  test('the comma-grouped amount has no symbol, in Spanish too', () => {
    expect(formatAmount(123456789, 'en-US')).toBe('1,234,567.89');
    expect(formatAmount(123450, 'es')).toBe('1,234.50');
  });
});

test.each([
  [5.5, 'en-US', '5.50%'],
  [100, 'en-US', '100.00%'],
  // Written as amounts are in Spanish (`$467.50`): a point before the decimals.
  [12.345, 'es', '12.35%'],
])('%d percent in %s reads %s', (points, locale, expected) => {
  expect(formatPercent(points, locale)).toBe(expected);
});

describe('progress', () => {
  test.each([
    [1, 36, 2.78],
    [14, 36, 38.89],
    [75, 2000, 3.75],
    [29, 100, 29],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [35_999, 36_000, 99.99],
    [1, 36_000, 0.01],
    [36, 36, 100],
  ])(
    '%i of %i is %s points, rounded to 2 decimals; only the whole reads 100, only nothing 0',
    (done, total, points) => {
      expect(progressPoints(done, total)).toBe(points);
    },
  );

  test('a range that is empty or upside down is no progress; values outside it are clamped', () => {
    expect(progressPoints(0, 0)).toBe(0);
    expect(progressPoints(3, 2, 5)).toBe(0);
    expect(progressPoints(-4, 10)).toBe(0);
    expect(progressPoints(12, 10)).toBe(100);
    expect(progressPoints(15, 20, 10)).toBe(50);
  });
});

describe('dates', () => {
  test('calendar dates keep their day in any time zone', () => {
    expect(formatIsoDate('2026-01-05', 'Pacific/Kiritimati')).toBe('2026-01-05');
    expect(formatLongDate('2026-01-05', 'en-US', 'UTC')).toBe('Jan 05, 2026');
    expect(formatLongDate(Temporal.PlainDate.from('2026-03-09'), 'es', 'UTC')).toBe('09 mar 2026');
  });

  test('instants become the date of the time zone they are shown in', () => {
    const instant = '2026-01-05T23:30:00Z';
    expect(formatIsoDate(instant, 'America/New_York')).toBe('2026-01-05');
    expect(formatIsoDate(instant, 'Asia/Tokyo')).toBe('2026-01-06');
    expect(formatLongDate(Temporal.Instant.from(instant), 'en-US', 'Asia/Tokyo')).toBe(
      'Jan 06, 2026',
    );
  });

  test('a span of one day says the date once, in the time zone asked for', () => {
    const range = formatTimeRange('2026-04-20T15:00:00Z', '2026-04-20T16:00:00Z', 'en-US', 'UTC');
    expect(range).toMatch(/^Apr 20, 2026, 3:00\s.\s4:00\sPM$/);
    expect(
      formatTimeRange('2026-04-20T15:00:00Z', '2026-04-20T16:00:00Z', 'en-US', 'America/Denver'),
    ).toMatch(/^Apr 20, 2026, 9:00\s.\s10:00\sAM$/);
    expect(formatTimeRange('2026-04-20T22:00:00Z', '2026-04-21T01:00:00Z', 'en-US', 'UTC')).toMatch(
      /^Apr 20, 2026, 10:00\sPM\s.\sApr 21, 2026, 1:00\sAM$/,
    );
  });

  test('the date of a span reads as every other date, its day in two digits', () => {
    const [startsAt, endsAt] = ['2026-12-02T23:00:00Z', '2026-12-03T00:00:00Z'];
    const zone = 'America/New_York';
    expect(formatTimeRange(startsAt, endsAt, 'en-US', zone)).toMatch(
      new RegExp(`^${formatLongDate(startsAt, 'en-US', zone)}, 6:00\\s.\\s7:00\\sPM$`),
    );
    expect(formatTimeRange(startsAt, endsAt, 'es', zone)).toMatch(
      new RegExp(`^${formatLongDate(startsAt, 'es', zone)}, 18:00\\s?.\\s?19:00$`),
    );
    expect(formatLongDate(startsAt, 'es', zone)).toBe('02 dic 2026');
  });

  test('a day and a time of day become the instant a clock in the zone shows, summer or not', () => {
    expect(toInstant('2026-01-15', '09:00', 'America/Denver')).toBe('2026-01-15T16:00:00Z');
    expect(toInstant('2026-07-15', '09:00', 'America/Denver')).toBe('2026-07-15T15:00:00Z');
    expect(toInstant('2026-07-15', '23:45', 'UTC')).toBe('2026-07-15T23:45:00Z');
  });

  test("the user's time zone wins; a missing or invalid one falls back to the browser's", () => {
    const browserZone = Temporal.Now.timeZoneId();
    expect(resolveTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(resolveTimeZone('none')).toBe(browserZone);
    expect(resolveTimeZone(undefined)).toBe(browserZone);
    expect(resolveTimeZone('')).toBe(browserZone);
  });
});

describe('labels and names', () => {
  test.each([
    ['IN_PERSON', 'In person'],
    ['PREFER_NOT_TO_SAY', 'Prefer not to say'],
    ['MALE', 'Male'],
    ['ONLINE', 'Online'],
    ['', ''],
  ])('%s reads %s', (value, label) => {
    expect(enumLabel(value)).toBe(label);
  });

  test('name parts are joined with spaces, empty parts skipped', () => {
    expect(joinName('Ana', '', 'María', null, ' López ', undefined)).toBe('Ana María López');
    expect(joinName()).toBe('');
  });
});

test('a time zone is an IANA name the platform knows', () => {
  expect(isTimeZone('America/New_York')).toBe(true);
  expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
});

describe('time zone names', () => {
  test('an IANA id reads as its generic name and place, both in the language', () => {
    expect(formatTimeZoneName('America/New_York', 'en-US')).toBe('Eastern Time (New York)');
    expect(formatTimeZoneName('America/New_York', 'es')).toBe('hora oriental (Nueva York)');
    expect(formatTimeZoneName('America/Los_Angeles', 'en-US')).toBe('Pacific Time (Los Angeles)');
    expect(formatTimeZoneName('America/Los_Angeles', 'es')).toBe('hora del Pacífico (Los Ángeles)');
    expect(formatTimeZoneName('America/Mexico_City', 'en-US')).toBe(
      'Central Standard Time (Mexico City)',
    );
    expect(formatTimeZoneName('America/Mexico_City', 'es')).toBe(
      'hora estándar central (Ciudad de México)',
    );
    expect(formatTimeZoneName('America/Sao_Paulo', 'en-US')).toBe(
      'Brasilia Standard Time (São Paulo)',
    );
  });

  test('where the language has no name for the place, the city comes from the id', () => {
    expect(formatTimeZoneName('America/Denver', 'en-US')).toBe('Mountain Time (Denver)');
    expect(formatTimeZoneName('Europe/Madrid', 'es')).toBe('hora de Europa central (Madrid)');
    expect(formatTimeZoneName('America/Indiana/Knox', 'en-US')).toBe('Central Time (Knox)');
  });

  test('a one-zone country is the place, left out where the name already says it', () => {
    expect(formatTimeZoneName('Europe/Lisbon', 'en-US')).toBe('Western European Time (Portugal)');
    expect(formatTimeZoneName('Asia/Tokyo', 'es')).toBe('hora estándar de Japón');
    expect(formatTimeZoneName('America/Argentina/Buenos_Aires', 'en-US')).toBe(
      'Argentina Standard Time (Buenos Aires)',
    );
    expect(formatTimeZoneName('Europe/Moscow', 'en-US')).toBe('Moscow Standard Time');
    // An id that is no place adds nothing to its name.
    expect(formatTimeZoneName('UTC', 'en-US')).not.toContain('(');
  });

  test('a zone with no generic name reads as its own name, not as an offset', () => {
    expect(formatTimeZoneName('UTC', 'en-US')).toBe('Coordinated Universal Time');
    expect(formatTimeZoneName('Etc/UTC', 'es')).toBe('tiempo universal coordinado');
  });

  test("the package's Spanish city names are the ones this runtime's CLDR data gives", () => {
    const cities = Object.entries(zoneCities.es ?? {});
    expect(cities.length).toBeGreaterThan(50);
    for (const [zone, city] of cities) {
      const named = new Intl.DateTimeFormat('es', { timeZone: zone, timeZoneName: 'shortGeneric' })
        .formatToParts(Date.now())
        .find((part) => part.type === 'timeZoneName')?.value;
      expect(named, zone).toBe(`hora de ${city}`);
    }
  });

  test('an id the runtime does not know is shown as it is', () => {
    expect(formatTimeZoneName('Mars/Olympus_Mons', 'en-US')).toBe('Mars/Olympus_Mons');
  });
});
