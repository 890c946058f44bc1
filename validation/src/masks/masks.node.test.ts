// Property-based: the masks and every rule never throw on any string, and masking round-trips.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import { emptyAddress } from '../address';
import * as dateRules from '../dateRules';
import { loadPhoneMetadata } from '../phone';
import * as phoneRules from '../phoneRules';
import * as rules from '../rules';
import { maskCardExpiration, parseCardExpiration } from './cardExpirationMask';
import {
  dateInputText,
  dateInputValue,
  isImpossibleDate,
  maskDate,
  maskedDateToIso,
} from './dateMask';
import { lettersAndDigits, lettersAndSpaces } from './inputFilters';
import { toMaskedDate } from './isoDate';

/** Any text a user could type or paste, including astral characters and lone surrogates. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
);
const anyDigits = fc.string({ unit: fc.constantFrom(...'0123456789-/ '.split('')) });
const realDate = fc
  .date({
    min: new Date(Date.UTC(1, 0, 1)),
    max: new Date(Date.UTC(9999, 11, 31)),
    noInvalidDate: true,
  })
  .map((date) =>
    Temporal.PlainDate.from({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    }),
  );

describe('date mask', () => {
  test('never throws, shows only digits and dashes, at most MM-DD-YYYY long', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, anyDigits), (text) => {
        const masked = maskDate(text);
        expect(masked).toMatch(/^(\d{1,2}(-\d{1,2}(-\d{1,4})?)?)?$/);
        expect(() => dateInputValue(text)).not.toThrow();
        expect(() => dateInputText(text)).not.toThrow();
      }),
    );
  });

  test('is idempotent: masking what it shows changes nothing', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, anyDigits), (text) => {
        expect(maskDate(maskDate(text))).toBe(maskDate(text));
      }),
    );
  });

  test('round-trips every real date: ISO → shown → stored gives the same ISO', () => {
    fc.assert(
      fc.property(realDate, (date) => {
        const iso = date.toString();
        expect(dateInputText(iso)).toBe(toMaskedDate(date));
        expect(dateInputValue(dateInputText(iso))).toBe(iso);
        expect(dateInputValue(iso)).toBe(iso);
        expect(maskedDateToIso(toMaskedDate(date))).toBe(iso);
      }),
    );
  });

  test('typing the digits of a date one by one inserts the dashes and ends on its ISO value', () => {
    fc.assert(
      fc.property(realDate, (date) => {
        const digits = toMaskedDate(date).replace(/-/g, '');
        let value = '';
        for (const digit of digits) value = dateInputValue(dateInputText(value) + digit);
        expect(value).toBe(date.toString());
      }),
    );
  });

  test('impossible dates never become a stored date', () => {
    for (const text of ['02-30-2026', '13-01-2026', '00-10-2026', '02-29-2025', '2026-02-30'])
      expect(maskedDateToIso(maskDate(text))).toBeUndefined();
    expect(dateInputValue('02-29-2028')).toBe('2028-02-29');
  });

  test('a separator typed after a one-digit month or day ends it there', () => {
    expect(maskDate('3/5/1990')).toBe('03-05-1990');
    expect(dateInputValue('3/5/1990')).toBe('1990-03-05');
    expect(maskDate('3/')).toBe('03');
    expect(maskDate('03-5/')).toBe('03-05');
    expect(maskDate('12/3/')).toBe('12-03');
    expect(dateInputValue('1.5.2020')).toBe('2020-01-05');
    expect(dateInputValue('3 5 1990')).toBe('1990-03-05');
    // Typed one key at a time, as the field masks after each.
    let value = '';
    for (const key of '3/5/1990') value = dateInputValue(dateInputText(value) + key);
    expect(value).toBe('1990-03-05');
  });

  test('a whole date naming no real day is impossible; a date still being typed is not', () => {
    for (const text of ['02-31-1990', '13-01-2026', '00-10-2026', '02-29-2025'])
      expect(isImpossibleDate(text)).toBe(true);
    for (const text of ['02-28-1990', '02-3', '', '1990-02-31'])
      expect(isImpossibleDate(text)).toBe(false);
  });

  test('a pasted date in either format is accepted', () => {
    expect(dateInputValue('2026-01-05')).toBe('2026-01-05');
    expect(dateInputValue('01-05-2026')).toBe('2026-01-05');
    expect(dateInputValue(' 01/05/2026 ')).toBe('2026-01-05');
    expect(dateInputValue('0105')).toBe('01-05');
  });
});

describe('card expiration mask', () => {
  test('never throws and round-trips MM/YYYY', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, anyDigits), (text) => {
        const masked = maskCardExpiration(text);
        expect(masked).toMatch(/^(\d{1,2}(\/\d{1,4})?)?$/);
        expect(maskCardExpiration(masked)).toBe(masked);
        expect(() => parseCardExpiration(masked)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1000, max: 9999 }),
        (month, year) => {
          const text = `${String(month).padStart(2, '0')}/${year}`;
          expect(maskCardExpiration(text)).toBe(text);
          expect(parseCardExpiration(text)).toEqual({ month, year });
        },
      ),
    );
  });
});

describe('card expiration as cards print it', () => {
  test('MM/YY and MM/YYYY name the same month; other lengths name none', () => {
    expect(maskCardExpiration('1230')).toBe('12/30');
    expect(parseCardExpiration('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiration('12/2030')).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiration('12/203')).toBeUndefined();
    expect(parseCardExpiration('13/30')).toBeUndefined();
  });

  test('the expiration rule takes both forms', () => {
    const rule = dateRules.cardExpiration(() => Temporal.PlainDate.from('2026-11-27'));
    expect(rule('12/30')).toBeUndefined();
    expect(rule('12/2030')).toBeUndefined();
    expect(rule('10/26')).toMatchObject({ message: { id: 'form.validation.cardExpired' } });
  });
});

describe('input filters', () => {
  test('keep only what they allow, and filtering twice changes nothing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const names = lettersAndSpaces(text);
        expect(names).toMatch(/^[\p{L}\p{M} ]*$/u);
        expect(lettersAndSpaces(names)).toBe(names);
        const codes = lettersAndDigits(text);
        expect(codes).toMatch(/^[\p{L}\p{M}\p{Nd}]*$/u);
        expect(lettersAndDigits(codes)).toBe(codes);
      }),
    );
    expect(lettersAndSpaces('José María 3!')).toBe('José María ');
    expect(lettersAndDigits('AB-12 cd')).toBe('AB12cd');
  });
});

describe('rules never throw', () => {
  const textRules = [
    rules.required,
    rules.email,
    rules.strongPassword,
    rules.noBlankSpace,
    rules.matches('x'),
    rules.atLeastOneWord,
    rules.url,
    dateRules.validDate,
    dateRules.minDate('2000-01-01'),
    dateRules.maxDate('2000-01-01'),
    dateRules.cardExpiration(),
    dateRules.ageAtLeast(18),
    rules.lengthBetween(2, 5),
    rules.minLength(2),
    rules.maxLength(5),
  ];

  test('on any string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText, anyDigits), async (text) => {
        for (const rule of textRules) expect(() => rule(text)).not.toThrow();
        const american = { country: 'US' as const, number: text };
        const british = { country: 'GB' as const, number: text };
        // The text may dial another calling code (`+44…`, `011 33…`): its metadata comes first.
        await loadPhoneMetadata(american, british);
        expect(() => phoneRules.phoneValid(american)).not.toThrow();
        expect(() => phoneRules.mobilePhone(british)).not.toThrow();
        expect(() =>
          rules.completeAddress({ ...emptyAddress, city: text, zip: text }),
        ).not.toThrow();
      }),
    );
  });

  test('on any number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constant(null)), (value) => {
        for (const rule of [rules.numberMax(10), rules.numberMin(1), rules.numberBetween(1, 10)])
          expect(() => rule(value)).not.toThrow();
      }),
    );
  });
});
