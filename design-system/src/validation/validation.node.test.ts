// The validation subpath runs where React does not: an API runs the same rules on what requests send.
import { expect, test, vi } from 'vitest';

// Hoisted above the imports: loading any of these fails the test.
vi.mock('react', () => {
  throw new Error('react is loaded');
});
vi.mock('react-intl', () => {
  throw new Error('react-intl is loaded');
});

test('its rules, messages and phone checks load and run without React or react-intl', async () => {
  const { dateRules, loadPhoneMetadata, phoneRules, rules, validationMessages } =
    await import('./index');
  expect(rules.atLeastOneWord('1')).toEqual({ message: validationMessages.atLeastOneWord });
  expect(dateRules.validDate('2001-02-30')).toEqual({ message: validationMessages.validDate });
  await loadPhoneMetadata('GB');
  expect(phoneRules.mobilePhone({ country: 'GB', number: '020 7946 0000' })).toEqual({
    message: validationMessages.mobilePhone,
  });
});
