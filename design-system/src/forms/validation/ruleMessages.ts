// The validation messages, word for word as the product states them (their odd wording included),
// each its own export, so that a bundle carries only the messages its forms' rules show (the
// sign-in page: two, in coreMessages.ts). The whole catalogue by name is `validationMessages` (messages.ts). Arguments
// keep the positional names the product's texts use ({0}, {1}).
import { defineMessage } from './defineMessages';

export { confirmation, email, invalid, required } from './coreMessages';

export const strongPassword = defineMessage({
  id: 'form.validation.strongPassword',
  defaultMessage: 'Minimum 8 characters, at least one number, one lower case and one upper case.',
});

export const noBlankSpace = defineMessage({
  id: 'form.validation.noBlankSpace',
  defaultMessage: 'The password can’t have blank space',
});

export const atLeastOneWord = defineMessage({
  id: 'form.validation.atLeastOneWord',
  defaultMessage: 'This field must contain at least one word',
});

export const lettersAndSpaces = defineMessage({
  id: 'form.validation.lettersAndSpaces',
  defaultMessage: 'This field accepts only letters and spaces',
});

export const url = defineMessage({
  id: 'form.validation.url',
  defaultMessage: 'Please enter a valid URL',
});

export const validDate = defineMessage({
  id: 'form.validation.validDate',
  defaultMessage: 'This field must be a valid date',
});

export const minDate = defineMessage({
  id: 'form.validation.minDate',
  defaultMessage: 'This field must be a date same or after than {0}',
});

export const maxDate = defineMessage({
  id: 'form.validation.maxDate',
  defaultMessage: 'This field must be a date same or before than {0}',
});

export const cardExpired = defineMessage({
  id: 'form.validation.cardExpired',
  defaultMessage: 'This card has expired. Enter an expiration date of this month or later.',
});

export const cardNumber = defineMessage({
  id: 'form.validation.cardNumber',
  defaultMessage: 'Enter the card number as printed on the card',
});

export const cardCvc = defineMessage({
  id: 'form.validation.cardCvc',
  defaultMessage: 'The security code has {0} digits',
});

export const ageCallInstitute = defineMessage({
  id: 'form.validation.ageCallInstitute',
  defaultMessage: 'Below {0} age, call the institute',
});

export const ageOlderThan = defineMessage({
  id: 'form.validation.ageOlderThan',
  defaultMessage: 'Must be older than {0} years',
});

export const numberMax = defineMessage({
  id: 'form.validation.numberMax',
  defaultMessage: 'This field should not exceed {0}',
});

export const numberMin = defineMessage({
  id: 'form.validation.numberMin',
  defaultMessage: 'This field should be more than {0}',
});

export const numberBetween = defineMessage({
  id: 'form.validation.numberBetween',
  defaultMessage: 'This field should be between {0} and {1}',
});

export const wholeCents = defineMessage({
  id: 'form.validation.wholeCents',
  defaultMessage: 'Enter an amount in whole cents, with at most 2 decimals',
});

export const selectAtMost = defineMessage({
  id: 'form.validation.selectAtMost',
  defaultMessage: '{0, plural, one {Select at most # option} other {Select at most # options}}',
});

export const selectAtLeast = defineMessage({
  id: 'form.validation.selectAtLeast',
  defaultMessage: '{0, plural, one {Select at least # option} other {Select at least # options}}',
});

export const assignAll = defineMessage({
  id: 'form.validation.assignAll',
  defaultMessage: 'Please assign all options',
});

export const lengthBetween = defineMessage({
  id: 'form.validation.lengthBetween',
  defaultMessage: 'This field must have between {0} and {1} characters',
});

export const minLength = defineMessage({
  id: 'form.validation.minLength',
  defaultMessage:
    '{0, plural, one {This field must have at least # character} other {This field must have at least # characters}}',
});

export const maxLength = defineMessage({
  id: 'form.validation.maxLength',
  defaultMessage:
    '{0, plural, one {This field must have at most # character} other {This field must have at most # characters}}',
});

export const phoneValid = defineMessage({
  id: 'form.validation.phoneValid',
  defaultMessage: 'This field must be a valid number phone',
});

export const mobilePhone = defineMessage({
  id: 'form.validation.mobilePhone',
  defaultMessage: 'This field must be a Mobile Phone',
});

export const address = defineMessage({
  id: 'form.validation.address',
  defaultMessage:
    'The address must contain a {0, select, countryCode {country} stateCode {state} city {city} other {street}}',
});
