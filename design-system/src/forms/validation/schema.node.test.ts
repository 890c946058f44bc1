import * as z from 'zod/mini';
import { beforeAll, expect, test } from 'vitest';
import {
  dateRules,
  emptyAddress,
  loadPhoneMetadata,
  phoneRules,
  rules,
  validationMessages as m,
} from '@hci/validation';
import { fieldIssues } from './formIssues';
import {
  addressSchema,
  confirmationOf,
  crossFieldRule,
  formSchema,
  phoneSchema,
  textSchema,
} from './schema';

beforeAll(() => loadPhoneMetadata('US'));

const signUp = confirmationOf(
  formSchema({
    email: textSchema(rules.required, rules.email),
    password: textSchema(rules.required, rules.noBlankSpace, rules.strongPassword),
    confirmPassword: textSchema(rules.required),
    phone: phoneSchema(rules.required, phoneRules.mobilePhone),
    address: addressSchema(rules.completeAddress),
  }),
  'password',
  'confirmPassword',
);

const valid = {
  email: 'ana@example.com',
  password: 'Welcome2026',
  confirmPassword: 'Welcome2026',
  phone: { country: 'US' as const, number: '201 555 0123' },
  address: emptyAddress,
};

function issuesOf(values: unknown) {
  const result = signUp.safeParse(values);
  return result.success ? [] : fieldIssues(result.error.issues);
}

test('a valid form has no issues', () => {
  expect(issuesOf(valid)).toEqual([]);
});

test('rules compose into one schema; each field reports its first broken rule', () => {
  const issues = issuesOf({
    ...valid,
    email: '',
    password: 'with space1A',
    confirmPassword: 'other',
    phone: { country: 'US', number: '' },
    address: { ...emptyAddress, city: 'Austin', zip: '73301' },
  });
  expect(issues.map(({ path, message, values }) => [path, message.id, values])).toEqual([
    ['email', m.required.id, undefined],
    ['password', m.noBlankSpace.id, undefined],
    ['phone', m.required.id, undefined],
    ['address.countryCode', m.address.id, { 0: 'countryCode' }],
    ['address.stateCode', m.address.id, { 0: 'stateCode' }],
    ['address.street1', m.address.id, { 0: 'street1' }],
    ['confirmPassword', m.confirmation.id, undefined],
  ]);
});

test('a value of the wrong type reads as required', () => {
  expect(issuesOf({ ...valid, email: undefined }).map((issue) => issue.message.id)).toEqual([
    m.required.id,
  ]);
});

test('a cross-field rule checks one field against another and reports on that field', () => {
  const program = crossFieldRule(
    z.object({ startDate: textSchema(), graduationDate: textSchema() }),
    'graduationDate',
    ({ startDate }) => (startDate ? dateRules.minDate(startDate) : undefined),
  );
  const issues = (values: object) => {
    const result = program.safeParse(values);
    return result.success ? [] : fieldIssues(result.error.issues);
  };
  expect(issues({ startDate: '2026-09-01', graduationDate: '2027-06-30' })).toEqual([]);
  expect(issues({ startDate: '', graduationDate: '2020-01-01' })).toEqual([]);
  expect(
    issues({ startDate: '2026-09-01', graduationDate: '2026-08-31' }).map(
      ({ path, message, values }) => [path, message.id, values],
    ),
  ).toEqual([['graduationDate', m.minDate.id, { 0: '09-01-2026' }]]);
  // A bound still being typed, or no real day, is its own field's error, not a thrown one.
  for (const startDate of ['2027-01-0', '2027-02-30', '2027-13-01'])
    expect(issues({ startDate, graduationDate: '2028-01-01' })).toEqual([]);
});

test('cross-field rules on two fields both report at once', () => {
  const session = crossFieldRule(
    crossFieldRule(
      z.object({ title: textSchema(rules.required), count: textSchema(), minutes: textSchema() }),
      'count',
      () => rules.required,
    ),
    'minutes',
    () => rules.required,
  );
  const result = session.safeParse({ title: '', count: '', minutes: '' });
  expect(result.success ? [] : fieldIssues(result.error.issues).map(({ path }) => path)).toEqual([
    'title',
    'count',
    'minutes',
  ]);
});
