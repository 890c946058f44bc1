// Every rule at its edges: the last value that passes and the first that fails, and what counts as
// empty. Messages are checked in rules.node.test.ts; here, which values each rule lets through.
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
  cardRules,
  dateRules,
  formatCardNumber,
  isIsoDate,
  maskDate,
  parseCardExpiration,
  parseIsoDate,
  phoneRules,
  type Rule,
  rules,
  toMaskedDate,
  validationMessages,
} from '@hci/validation';
import { Temporal } from 'temporal-polyfill';
import { validateForm } from './formIssues';
import { textFields } from './textFields';

const passes = <T>(rule: Rule<T>, value: T) => rule(value) === undefined;

describe('what counts as empty', () => {
  test.each<[string, unknown]>([
    ['nothing', null],
    ['undefined', undefined],
    ['empty text', ''],
    ['spaces', '   '],
    ['an empty list', []],
    ['a phone with no number', { country: 'US', number: '  ' }],
    ['not a number', Number.NaN],
  ])('%s is blank', (_name, value) => {
    expect(rules.isBlank(value)).toBe(true);
    expect(rules.required(value)).toEqual({ message: validationMessages.required });
  });

  test.each<[string, unknown]>([
    ['zero', 0],
    ['false (an answer)', false],
    ['a letter', 'a'],
    ['a list with one choice', ['x']],
    ['a phone number', { country: 'US', number: '2015550123' }],
    ['an address object', { city: '' }],
  ])('%s is not blank', (_name, value) => {
    expect(rules.isBlank(value)).toBe(false);
    expect(rules.required(value)).toBeUndefined();
  });
});

describe('text rules', () => {
  test('a strong password: 8 characters with a lower case letter, an upper case letter and a digit', () => {
    expect(passes(rules.strongPassword, 'Abcdefg1')).toBe(true);
    expect(passes(rules.strongPassword, '')).toBe(true);
    for (const weak of ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh'])
      expect(passes(rules.strongPassword, weak), weak).toBe(false);
  });

  test('at least one word: two letters or spaces in a row with a letter', () => {
    for (const value of ['Jo', ' a', '   ', 'Ana María'])
      expect(passes(rules.atLeastOneWord, value), value).toBe(true);
    for (const value of ['a', '1', '12 3', '  1 '])
      expect(passes(rules.atLeastOneWord, value), value).toBe(false);
  });

  test('a web address: http or https, spaces around it ignored', () => {
    for (const value of [
      'http://a.example',
      ' https://a.example/path ',
      'https://a.example\u00a0',
      '  ',
    ])
      expect(passes(rules.url, value), value).toBe(true);
    for (const value of ['not a url', 'ftp://a.example', 'mailto:ana@a.example', 'http://'])
      expect(rules.url(value), value).toEqual({ message: validationMessages.url });
  });

  test('lengths count characters as people see them, empty passes, both bounds included', () => {
    const between = rules.lengthBetween(2, 5);
    for (const value of ['', 'ab', 'abcde', '😀😀'])
      expect(passes(between, value), value).toBe(true);
    for (const value of ['a', 'abcdef', '😀']) expect(passes(between, value), value).toBe(false);
    expect(passes(rules.minLength(3), '')).toBe(true);
    expect(passes(rules.minLength(3), 'abc')).toBe(true);
    expect(passes(rules.minLength(3), 'ab')).toBe(false);
    expect(passes(rules.maxLength(3), '😀😀😀')).toBe(true);
    expect(passes(rules.maxLength(3), 'abcd')).toBe(false);
  });
});

describe('number and choice rules', () => {
  test('numbers: both bounds included; an empty field is left to required', () => {
    expect([0, 300, null].map((value) => passes(rules.numberMax(300), value))).toEqual([
      true,
      true,
      true,
    ]);
    expect([-1, 301].map((value) => passes(rules.numberMax(300), value))).toEqual([false, false]);
    expect([5, null, Number.NaN].map((value) => passes(rules.numberMin(5), value))).toEqual([
      true,
      true,
      true,
    ]);
    expect(passes(rules.numberMin(5), 4.99)).toBe(false);
    const between = rules.numberBetween(1, 10);
    expect([1, 10, null].map((value) => passes(between, value))).toEqual([true, true, true]);
    expect([0, 11].map((value) => passes(between, value))).toEqual([false, false]);
  });

  test('choices: at most and at least include their bound; none chosen is left to required', () => {
    expect(passes(rules.selectAtMost(2), ['a', 'b'])).toBe(true);
    expect(passes(rules.selectAtMost(2), ['a', 'b', 'c'])).toBe(false);
    expect(passes(rules.selectAtLeast(2), [])).toBe(true);
    expect(passes(rules.selectAtLeast(2), ['a', 'b'])).toBe(true);
    expect(passes(rules.selectAtLeast(2), ['a'])).toBe(false);
  });
});

describe('payment cards', () => {
  test('a number of 12 to 19 digits that passes the check digit; empty is left to required', () => {
    for (const value of ['', '424242424242', '4242424242424242428'])
      expect(passes(cardRules.cardNumber, value), value).toBe(true);
    // Too short or too long (each passes the check digit), or not only digits.
    for (const value of ['42424242420', '00000000000000000000', '4242 424242424246'])
      expect(passes(cardRules.cardNumber, value), value).toBe(false);
  });

  test('the security code is optional until required, and exactly as long as the brand prints', () => {
    expect(passes(cardRules.cardCvc('4242424242424242'), '')).toBe(true);
    expect(passes(cardRules.cardCvc('4242424242424242'), '12a')).toBe(false);
  });

  test('a number no longer than its first group shows no space', () => {
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('3782')).toBe('3782');
  });

  test('an expiry month from 01 to 12', () => {
    expect(parseCardExpiration('01/2030')).toEqual({ month: 1, year: 2030 });
    expect(parseCardExpiration('12/2030')).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiration('00/2030')).toBeUndefined();
    expect(parseCardExpiration('13/2030')).toBeUndefined();
  });
});

describe('dates as the forms store and show them', () => {
  test('only a real day in YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(parseIsoDate('20260115')).toBeUndefined();
    expect(parseIsoDate('2026-01-15T00:00')).toBeUndefined();
  });

  test('shown as MM-DD-YYYY, the year padded to four digits', () => {
    expect(toMaskedDate(parseIsoDate('0999-01-05')!)).toBe('01-05-0999');
  });

  test('typing keeps 8 digits; a pasted ISO date with spaces around it is understood', () => {
    expect(maskDate('123456789')).toBe('12-34-5678');
    expect(maskDate(' 2026-01-15 ')).toBe('01-15-2026');
    expect(maskDate('2026-01-15x')).toBe('20-26-0115');
  });
});

describe('card expiration', () => {
  const expiration = dateRules.cardExpiration(() => Temporal.PlainDate.from('2026-11-22'));

  test('valid through its month: this month and every month of a later year pass', () => {
    expect(passes(expiration, '11/2026')).toBe(true);
    expect(passes(expiration, '01/2027')).toBe(true);
    expect(passes(expiration, '10/2026')).toBe(false);
    expect(passes(expiration, '12/2025')).toBe(false);
  });

  test('an empty one is left to required; one that is no month reads as no date', () => {
    expect(expiration('')).toBeUndefined();
    expect(expiration('13/2027')).toEqual({ message: validationMessages.validDate });
  });
});

describe('phones', () => {
  test('an empty number is left to required', () => {
    expect(phoneRules.phoneValid({ country: 'US', number: '  ' })).toBeUndefined();
    expect(phoneRules.mobilePhone({ country: 'US', number: '  ' })).toBeUndefined();
  });
});

describe('form schemas', () => {
  test('a text field holding no text reads as required, even without confirmation pairs', () => {
    const schema = textFields({ email: [rules.email] });
    expect(validateForm(schema, { email: undefined })).toEqual([
      { path: 'email', message: validationMessages.required },
    ]);
    expect(validateForm(schema, { email: 'ana@a.example' })).toEqual([]);
  });

  test('one issue per field, the first; a wrong type reads as required, anything else as invalid', () => {
    const schema = z.object({
      age: z.number(),
      name: z.string().check(z.minLength(2), z.maxLength(1)),
    });
    expect(validateForm(schema, { age: 'x', name: 'abc' })).toEqual([
      { path: 'age', message: validationMessages.required },
      { path: 'name', message: validationMessages.invalid },
    ]);
  });

  test('nested paths join with dots, whatever form the schema gives their segments', () => {
    const schema = {
      '~standard': {
        version: 1 as const,
        vendor: 'test',
        validate: () => ({ issues: [{ message: 'x', path: [{ key: 'address' }, 'city'] }] }),
      },
    };
    expect(validateForm(schema, {})).toEqual([
      { path: 'address.city', message: validationMessages.invalid },
    ]);
  });

  test('a field keeps its first issue; an issue without a path is the whole form’s', () => {
    const schema = {
      '~standard': {
        version: 1 as const,
        vendor: 'test',
        validate: () => ({
          issues: [
            { message: validationMessages.email.id, path: ['email'] },
            { message: validationMessages.required.id, path: ['email'] },
            { message: 'x' },
          ],
        }),
      },
    };
    expect(validateForm(schema, {})).toEqual([
      { path: 'email', message: validationMessages.email },
      { path: '', message: validationMessages.invalid },
    ]);
  });

  test('a schema that validates asynchronously is refused', () => {
    const schema = {
      '~standard': { version: 1 as const, vendor: 'test', validate: async () => ({ value: {} }) },
    };
    expect(() => validateForm(schema, {})).toThrow(
      new TypeError('A form schema must validate synchronously.'),
    );
  });
});
