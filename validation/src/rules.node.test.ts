// Every validation rule with its exact message, values interpolated, in English and Spanish.
import { createIntl, type MessageFormatElement } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, test } from 'vitest';
import english from './compiled-lang/en-US.json';
import spanish from './compiled-lang/es.json';
import { emptyAddress } from './address';
import * as cardRules from './cardRules';
import * as dateRules from './dateRules';
import { loadPhoneMetadata } from './phone';
import * as phoneRules from './phoneRules';
import * as rules from './rules';
import type { Rule, RuleIssue } from './types';

const intl = {
  en: createIntl({
    locale: 'en-US',
    messages: english as unknown as Record<string, MessageFormatElement[]>,
  }),
  es: createIntl({
    locale: 'es',
    messages: spanish as unknown as Record<string, MessageFormatElement[]>,
  }),
};

beforeAll(() => loadPhoneMetadata('US', 'ES'));

const today = () => Temporal.PlainDate.from('2026-11-22');

function messagesOf<T>(rule: Rule<T>, value: T): { en: string[]; es: string[] } {
  const result = rule(value);
  const issues: readonly RuleIssue[] = result
    ? Array.isArray(result)
      ? result
      : [result as RuleIssue]
    : [];
  const format = (language: 'en' | 'es') =>
    issues.map((issue) => intl[language].formatMessage(issue.message, issue.values));
  return { en: format('en'), es: format('es') };
}

interface Case {
  rule: string;
  broken: () => { en: string[]; es: string[] };
  en: string;
  es: string;
}

const cases: Case[] = [
  {
    rule: 'required (blank string)',
    broken: () => messagesOf(rules.required, '   '),
    en: 'This field is required',
    es: 'Este campo es obligatorio',
  },
  {
    rule: 'e-mail',
    broken: () => messagesOf(rules.email, 'ana@example'),
    en: 'Please type your email in the format [name@example.com]',
    es: 'Escribe tu correo electrónico con el formato [name@example.com]',
  },
  {
    rule: 'strong password',
    broken: () => messagesOf(rules.strongPassword, 'welcome2026'),
    en: 'Minimum 8 characters, at least one number, one lower case and one upper case.',
    es: 'Mínimo 8 caracteres, al menos un número, una minúscula y una mayúscula.',
  },
  {
    rule: 'no blank space',
    broken: () => messagesOf(rules.noBlankSpace, 'Wel come2026'),
    en: 'The password can’t have blank space',
    es: 'La contraseña no puede tener espacios en blanco',
  },
  {
    rule: 'confirmation',
    broken: () => messagesOf(rules.matches('Welcome2026'), 'Welcome2027'),
    en: 'This field confirmation does not match',
    es: 'La confirmación de este campo no coincide',
  },
  {
    rule: 'at least one word',
    broken: () => messagesOf(rules.atLeastOneWord, 'a1'),
    en: 'This field must contain at least one word',
    es: 'Este campo debe contener al menos una palabra',
  },
  {
    rule: 'person name',
    broken: () => messagesOf(rules.personName, 'R2D2'),
    en: 'Use letters, spaces, hyphens, apostrophes and periods only',
    es: 'Usa solo letras, espacios, guiones, apóstrofos y puntos',
  },
  {
    rule: 'URL',
    broken: () => messagesOf(rules.url, 'ftp://example.com'),
    en: 'Please enter a valid URL',
    es: 'Introduce una URL válida',
  },
  {
    rule: 'valid date',
    broken: () => messagesOf(dateRules.validDate, '2026-02-30'),
    en: 'This field must be a valid date',
    es: 'Este campo debe ser una fecha válida',
  },
  {
    rule: 'minimum date',
    broken: () => messagesOf(dateRules.minDate('2026-01-15'), '2026-01-14'),
    en: 'This field must be a date same or after than 01-15-2026',
    es: 'Este campo debe ser una fecha igual o posterior a 01-15-2026',
  },
  {
    rule: 'maximum date',
    broken: () => messagesOf(dateRules.maxDate('2026-01-15'), '2026-01-16'),
    en: 'This field must be a date same or before than 01-15-2026',
    es: 'Este campo debe ser una fecha igual o anterior a 01-15-2026',
  },
  {
    rule: 'card expiration',
    broken: () => messagesOf(dateRules.cardExpiration(today), '10/2026'),
    en: 'This card has expired. Enter an expiration date of this month or later.',
    es: 'Esta tarjeta ha caducado. Introduce una fecha de vencimiento de este mes o posterior.',
  },
  {
    rule: 'card number (check digit)',
    broken: () => messagesOf(cardRules.cardNumber, '4242424242424241'),
    en: 'Enter the card number as printed on the card',
    es: 'Escribe el número tal como aparece en la tarjeta',
  },
  {
    rule: 'card security code (American Express)',
    broken: () => messagesOf(cardRules.cardCvc('378282246310005'), '123'),
    en: 'The security code has 4 digits',
    es: 'El código de seguridad tiene 4 dígitos',
  },
  {
    rule: 'age at least 18',
    broken: () => messagesOf(dateRules.ageAtLeast(18, { today }), '2008-11-23'),
    en: 'Must be older than 18 years',
    es: 'Debes tener más de 18 años',
  },
  {
    rule: 'number max',
    broken: () => messagesOf(rules.numberMax(300), 301),
    en: 'This field should not exceed 300',
    es: 'Este campo no debe superar 300',
  },
  {
    rule: 'number max (below 0)',
    broken: () => messagesOf(rules.numberMax(300), -1),
    en: 'This field should not exceed 300',
    es: 'Este campo no debe superar 300',
  },
  {
    rule: 'number min',
    broken: () => messagesOf(rules.numberMin(5), 4),
    en: 'This field should be more than 5',
    es: 'Este campo debe ser mayor que 5',
  },
  {
    rule: 'number between',
    broken: () => messagesOf(rules.numberBetween(1, 10), 11),
    en: 'This field should be between 1 and 10',
    es: 'Este campo debe estar entre 1 y 10',
  },
  {
    rule: 'whole cents',
    broken: () => messagesOf(rules.wholeCents, 999.9),
    en: 'Enter an amount in whole cents, with at most 2 decimals',
    es: 'Escribe un importe en centavos enteros, con 2 decimales como máximo',
  },
  {
    rule: 'select at most',
    broken: () => messagesOf(rules.selectAtMost(3), ['a', 'b', 'c', 'd']),
    en: 'Select at most 3 options',
    es: 'Selecciona como máximo 3 opciones',
  },
  {
    rule: 'select at most one',
    broken: () => messagesOf(rules.selectAtMost(1), ['a', 'b']),
    en: 'Select at most 1 option',
    es: 'Selecciona como máximo 1 opción',
  },
  {
    rule: 'enter at most',
    broken: () => messagesOf(rules.enterAtMost(10), Array.from({ length: 11 }, String)),
    en: 'Enter at most 10 items',
    es: 'Escribe como máximo 10 elementos',
  },
  {
    rule: 'select at least',
    broken: () => messagesOf(rules.selectAtLeast(2), ['a']),
    en: 'Select at least 2 options',
    es: 'Selecciona al menos 2 opciones',
  },
  {
    rule: 'assign all',
    broken: () => messagesOf(rules.assignAll, { morning: 'coach-1', evening: '' }),
    en: 'Please assign all options',
    es: 'Asigna todas las opciones',
  },
  {
    rule: 'length between',
    broken: () => messagesOf(rules.lengthBetween(2, 4), 'abcde'),
    en: 'This field must have between 2 and 4 characters',
    es: 'Este campo debe tener entre 2 y 4 caracteres',
  },
  {
    rule: 'length min',
    broken: () => messagesOf(rules.minLength(3), 'ab'),
    en: 'This field must have at least 3 characters',
    es: 'Este campo debe tener al menos 3 caracteres',
  },
  {
    rule: 'length max',
    broken: () => messagesOf(rules.maxLength(1), 'ab'),
    en: 'This field must have at most 1 character',
    es: 'Este campo debe tener como máximo 1 carácter',
  },
  {
    rule: 'phone valid',
    broken: () => messagesOf(phoneRules.phoneValid, { country: 'US', number: '555 01' }),
    en: 'This field must be a valid number phone',
    es: 'Este campo debe ser un número de teléfono válido',
  },
  {
    rule: 'mobile phone',
    broken: () => messagesOf(phoneRules.mobilePhone, { country: 'ES', number: '912 345 678' }),
    en: 'This field must be a Mobile Phone',
    es: 'Este campo debe ser un teléfono móvil',
  },
];

describe.each(cases)('$rule', ({ broken, en, es }) => {
  test('says its exact message, in English and Spanish', () => {
    expect(broken()).toEqual({ en: [en], es: [es] });
  });
});

describe('the address rule', () => {
  test('one field set asks for nothing more', () => {
    expect(rules.completeAddress({ ...emptyAddress, zip: '10001' })).toBeUndefined();
  });

  test('two fields set ask for each missing part, on that part', () => {
    const started = { ...emptyAddress, zip: '10001', city: 'New York' };
    expect(messagesOf(rules.completeAddress, started)).toEqual({
      en: [
        'The address must contain a country',
        'The address must contain a state',
        'The address must contain a street',
      ],
      es: [
        'La dirección debe contener un país',
        'La dirección debe contener un estado',
        'La dirección debe contener una calle',
      ],
    });
    const result = rules.completeAddress(started) as RuleIssue[];
    expect(result.map((issue) => issue.path)).toEqual([
      ['countryCode'],
      ['stateCode'],
      ['street1'],
    ]);
  });

  test('a complete address passes', () => {
    expect(
      rules.completeAddress({
        ...emptyAddress,
        countryCode: 'US',
        stateCode: 'NY',
        city: 'New York',
        street1: '1 Main St',
      }),
    ).toBeUndefined();
  });
});

describe('values that pass', () => {
  test.each<[string, () => ReturnType<Rule<never>>]>([
    ['required: a number, even 0', () => rules.required(0)],
    ['required: trimmed text', () => rules.required(' a ')],
    ['e-mail', () => rules.email('ana@example.com')],
    ['strong password', () => rules.strongPassword('Welcome2026')],
    ['URL https', () => rules.url('https://hci.example/coach')],
    ['at least one word', () => rules.atLeastOneWord('Jo')],
    ['a name with an apostrophe and a hyphen', () => rules.personName('O’Brien-Smith')],
    ['a name with marks', () => rules.personName('Zoë-Ann Núñez')],
    ['a name with initials', () => rules.personName("J. R. D'Souza")],
    ['a name in another script', () => rules.personName('Дмитрий 王')],
    ['minimum date, same day', () => dateRules.minDate('2026-01-15')('2026-01-15')],
    ['maximum date, same day', () => dateRules.maxDate('2026-01-15')('2026-01-15')],
    ['card expiring this month', () => dateRules.cardExpiration(today)('11/2026')],
    ['card number (Visa test card)', () => cardRules.cardNumber('4242424242424242')],
    ['security code of a Visa', () => cardRules.cardCvc('4242424242424242')('123')],
    ['18 today', () => dateRules.ageAtLeast(18, { today })('2008-11-22')],
    ['number max 0', () => rules.numberMax(300)(0)],
    ['number between, bounds', () => rules.numberBetween(1, 10)(10)],
    ['whole cents', () => rules.wholeCents(1999)],
    ['phone valid (US)', () => phoneRules.phoneValid({ country: 'US', number: '(201) 555-0123' })],
    [
      'mobile phone (Spain)',
      () => phoneRules.mobilePhone({ country: 'ES', number: '612 345 678' }),
    ],
    [
      'fixed line or mobile (US)',
      () => phoneRules.mobilePhone({ country: 'US', number: '201 555 0123' }),
    ],
    [
      'optional rules on empty values',
      () => rules.email('') ?? rules.url('') ?? dateRules.validDate(''),
    ],
  ])('%s', (_name, check) => {
    expect(check()).toBeUndefined();
  });
});

describe('withWebScheme: a web address typed without its scheme', () => {
  test.each([
    ['www.carla.example', 'https://www.carla.example'],
    [' carla.example/about?lang=es ', 'https://carla.example/about?lang=es'],
    ['café.example:8080/menu', 'https://café.example:8080/menu'],
  ])('%s gets https:// and then passes url', (typed, sent) => {
    expect(rules.withWebScheme(typed)).toBe(sent);
    expect(rules.url(rules.withWebScheme(typed))).toBeUndefined();
  });

  test.each([
    '',
    'https://carla.example',
    'http://carla.example',
    'mailto:carla@example.org',
    'carla',
    'my site.example',
    'ftp://carla.example',
  ])('%j is left for url to judge', (typed) => expect(rules.withWebScheme(typed)).toBe(typed));
});
