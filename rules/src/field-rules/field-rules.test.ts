import { describe, expect, test } from 'vitest';
import { validationRuleValues } from '@hci/api-schema';
import { addressIssues, contactInfoIssues, personalInfoIssues } from './identity';
import { fieldRuleMessages } from './messages';
import { signUpIssues } from './sign-up';

test('the contract names every validation rule, and only those', () => {
  expect([...validationRuleValues].sort()).toEqual(Object.keys(fieldRuleMessages).sort());
});

describe('a request checked with the forms’ rules', () => {
  test('issues sit at the field’s path in the request, with the rule and its values', () => {
    expect(
      personalInfoIssues(
        { personalInfo: { firstName: 'Ana', lastName: 'Ruiz', dateBirth: '2015-01-01' } },
        { required: false, ageContext: 'profile' },
      ),
    ).toEqual([{ path: 'personalInfo.dateBirth', rule: 'ageOlderThan', values: { 0: 18 } }]);
  });

  test('enrolling, an under-age student is told to call the institute', () => {
    expect(
      personalInfoIssues(
        { personalInfo: { firstName: 'Ana', lastName: 'Ruiz', dateBirth: '2015-01-01' } },
        { required: true, ageContext: 'enrollment' },
      ),
    ).toEqual([{ path: 'personalInfo.dateBirth', rule: 'ageCallInstitute', values: { 0: 18 } }]);
  });

  test('a phone the API stores is E.164; one without its country code is not valid', async () => {
    expect(
      await contactInfoIssues({
        contactInfo: { mobilePhone: '2025550123', homePhone: '+12025550123' },
      }),
    ).toEqual([{ path: 'contactInfo.mobilePhone', rule: 'phoneValid' }]);
  });

  test('each missing part of a started address is named', () => {
    expect(addressIssues({ address: { city: 'Austin', zip: '73301' } }).map((i) => i.path)).toEqual(
      ['address.countryCode', 'address.stateCode', 'address.street1'],
    );
  });

  test('a value of the wrong type reads as no text', () => {
    expect(
      signUpIssues({ email: 'a@b.co', password: 'Secret123', firstName: 7, lastName: 'Li' }),
    ).toEqual([{ path: 'firstName', rule: 'required' }]);
  });
});
