import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import { formatIsoDate, formatLongDate, formatTimeRange, toInstant } from './dates';
import { enumLabel, joinName } from './labels';
import { formatAmount, formatMoney } from './money';
import { formatPercent, formatProgress, progressPoints } from './percent';
import { isAmountDraft, readAmount } from './readAmount';
import { zoneCities } from './generated/zoneCities';
import { formatTimeZoneName, isTimeZone, resolveTimeZone } from './timeZone';

/** Intl writes a no-break space between a Spanish amount and its symbol; tests show a plain one. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money (integer cents)', () => {
  test.each([
    [123450, 'en-US', '$1,234.50'],
    [5, 'en-US', '$0.05'],
    [-250, 'en-US', '-$2.50'],
    [123456789, 'en-US', '$1,234,567.89'],
    // Spanish writes the amount its own way, the symbol naming the dollar; four digits grouped too.
    [123450, 'es', '1.234,50 US$'],
    [381800, 'es', '3.818,00 US$'],
    [46750, 'es', '467,50 US$'],
    [381800, 'es-ES', '3.818,00 US$'],
  ])('%i cents in %s reads %s', (cents, locale, expected) => {
    expect(plain(formatMoney(cents, locale))).toBe(expected);
  });

  test('zero reads as the given label (Free), or as an amount without one', () => {
    expect(formatMoney(0, 'en-US', { zeroLabel: 'Free' })).toBe('Free');
    expect(formatMoney(0, 'en-US')).toBe('$0.00');
    expect(formatMoney(100, 'en-US', { zeroLabel: 'Free' })).toBe('$1.00');
  });

  test('the grouped amount has no symbol and the language’s separators', () => {
    expect(formatAmount(123456789, 'en-US')).toBe('1,234,567.89');
    expect(formatAmount(123450, 'es')).toBe('1.234,50');
  });
});

describe('a typed amount', () => {
  // Each entry in both languages: its cents, or why it is refused.
  test.each([
    ['1.000', 'en-US', { kind: 'ambiguous', grouped: 100000, decimal: 100 }],
    ['1.000', 'es', { kind: 'amount', cents: 100000 }],
    ['1.000,00', 'en-US', { kind: 'amount', cents: 100000 }],
    ['1.000,00', 'es', { kind: 'amount', cents: 100000 }],
    ['1,000.00', 'en-US', { kind: 'amount', cents: 100000 }],
    ['1,000.00', 'es', { kind: 'amount', cents: 100000 }],
    ['250,50', 'en-US', { kind: 'amount', cents: 25050 }],
    ['250,50', 'es', { kind: 'amount', cents: 25050 }],
    ['0,5', 'en-US', { kind: 'amount', cents: 50 }],
    ['0,5', 'es', { kind: 'amount', cents: 50 }],
    ['1,000', 'en-US', { kind: 'amount', cents: 100000 }],
    ['1,000', 'es', { kind: 'ambiguous', grouped: 100000, decimal: 100 }],
    ['01.000', 'en-US', { kind: 'ambiguous', grouped: 100000, decimal: 100 }],
    ['01.000', 'es', { kind: 'amount', cents: 100000 }],
  ] as const)('%s in %s', (text, locale, reading) => {
    expect(readAmount(text, locale)).toEqual(reading);
  });

  test.each([
    ['1.000.000', 100_000_000],
    ['1,000,000', 100_000_000],
    ['12.50', 1250],
    ['12,5', 1250],
    ['0.500', 50],
    ['1234.567', 123456.7],
    ['9.9999', 999.99],
    ['1.234.567,89', 123456789],
    ['1,234,567.89', 123456789],
    ['.5', 50],
    ['7,', 700],
    ['-5', -500],
    ['-0', 0],
  ])('%s means %d cents in either language', (text, cents) => {
    expect(readAmount(text, 'en-US')).toEqual({ kind: 'amount', cents });
    expect(readAmount(text, 'es')).toEqual({ kind: 'amount', cents });
  });

  test('the amount as the field shows it reads back the same, symbol and spaces aside', () => {
    for (const [locale, cents] of [
      ['en-US', 381800],
      ['es', 381800],
      ['es', 50],
      ['en-US', -250],
      ['es', -250],
    ] as const) {
      expect(readAmount(formatMoney(cents, locale), locale)).toEqual({ kind: 'amount', cents });
    }
    expect(readAmount(' $ 12 ', 'es')).toEqual({ kind: 'amount', cents: 1200 });
  });

  test.each([
    '1.00,5',
    '1,2.50',
    '1.000.00',
    '1,000,00',
    '1.0000,5',
    '1..0',
    '.',
    '-',
    '1a',
    '$$5',
  ])('%s is no amount', (text) => {
    expect(readAmount(text, 'en-US')).toEqual({ kind: 'unreadable' });
    expect(readAmount(text, 'es')).toEqual({ kind: 'unreadable' });
  });

  test('nothing but a symbol and spaces is empty', () => {
    expect(readAmount('  ', 'en-US')).toEqual({ kind: 'empty' });
    expect(readAmount('US$', 'es')).toEqual({ kind: 'empty' });
  });

  test('while typing, digits, separators, a minus, spaces and the symbol may stand', () => {
    expect(isAmountDraft('1.000,5', 'es')).toBe(true);
    expect(isAmountDraft('-1.000,00 US$', 'es')).toBe(true);
    expect(isAmountDraft('$1,0', 'en-US')).toBe(true);
    expect(isAmountDraft('12x', 'en-US')).toBe(false);
    expect(isAmountDraft('1-2', 'en-US')).toBe(false);
  });
});

test.each([
  [5.5, 'en-US', '5.50%'],
  [100, 'en-US', '100.00%'],
  // Written as amounts are in Spanish (`467,50 US$`): a comma before the decimals.
  [12.345, 'es', '12,35 %'],
  [13.1, 'es', '13,10 %'],
])('%d percent in %s reads %s', (points, locale, expected) => {
  expect(plain(formatPercent(points, locale))).toBe(expected);
});

describe('progress', () => {
  test.each([
    [1, 12, 8],
    [1, 36, 3],
    [14, 36, 39],
    [29, 100, 29],
    [1, 3, 33],
    [2, 3, 67],
    [35, 36, 97],
    [199, 200, 99],
    [35_999, 36_000, 99],
    [1, 1_000, 1],
    [36, 36, 100],
  ])(
    '%i of %i is %s points, rounded to whole ones; only the whole reads 100, only nothing 0',
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

  test.each([
    [8, 'en-US', '8%'],
    [100, 'en-US', '100%'],
    [8, 'es', '8 %'],
  ])('%d points of progress in %s reads %s', (points, locale, expected) => {
    expect(plain(formatProgress(points, locale))).toBe(expected);
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
