// The identity's rules and its way to and from the contract, with the options each form gives.
import { profileAgeRule } from '@hci/rules/field-rules';
import { emptyAddress } from '@hci/design-system';
import * as z from 'zod/mini';
import { describe, expect, test } from 'vitest';
import { identityInputOf, identityShape, identityValuesOf } from './identityForm';

const person = { firstName: 'Ana', lastName: 'Ruiz' };
const values = identityValuesOf(person, {}, undefined, 'US');

function fieldsWithIssues(required: boolean, dateBirth: string) {
  const schema = z.object(
    identityShape({ birthDateRequired: required, ageRule: profileAgeRule() }),
  );
  const result = schema.safeParse({ ...values, dateBirth });
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('identityShape', () => {
  test('the birth date may stay empty only where it is not required', () => {
    expect(fieldsWithIssues(false, '')).toEqual([]);
    expect(fieldsWithIssues(true, '')).toEqual(['dateBirth']);
  });

  test('a birth date less than 18 years ago is refused either way', () => {
    expect(fieldsWithIssues(false, '2020-01-01')).toEqual(['dateBirth']);
    expect(fieldsWithIssues(true, '1990-01-01')).toEqual([]);
  });

  test('names are required and cap at 100 characters', () => {
    const schema = z.object(identityShape({ birthDateRequired: false, ageRule: profileAgeRule() }));
    const result = schema.safeParse({ ...values, firstName: ' ', lastName: 'x'.repeat(101) });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'firstName',
      'lastName',
    ]);
  });
});

describe('identityInputOf', () => {
  test('trims the names and sends what is empty as null, so an update clears it', () => {
    expect(identityInputOf({ ...values, firstName: ' Ana ', middleName: ' ' })).toEqual({
      personalInfo: { firstName: 'Ana', middleName: null, lastName: 'Ruiz', dateBirth: null },
      contactInfo: { mobilePhone: null, homePhone: null, workPhone: null },
      address: Object.fromEntries(Object.keys(emptyAddress).map((part) => [part, null])),
    });
  });
});
