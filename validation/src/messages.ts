// The validation messages, word for word as the product states them (their odd wording included).
// Arguments keep the positional names the product's texts use ({0}, {1}).
import { defineMessages } from './defineMessages';

export const validationMessages = defineMessages({
  required: { id: 'form.validation.required', defaultMessage: 'This field is required' },
  email: {
    id: 'form.validation.email',
    defaultMessage: 'Please type your email in the format [{email}]',
  },
  strongPassword: {
    id: 'form.validation.strongPassword',
    defaultMessage: 'Minimum 8 characters, at least one number, one lower case and one upper case.',
  },
  noBlankSpace: {
    id: 'form.validation.noBlankSpace',
    defaultMessage: 'The password can’t have blank space',
  },
  confirmation: {
    id: 'form.validation.confirmation',
    defaultMessage: 'This field confirmation does not match',
  },
  atLeastOneWord: {
    id: 'form.validation.atLeastOneWord',
    defaultMessage: 'This field must contain at least one word',
  },
  lettersAndSpaces: {
    id: 'form.validation.lettersAndSpaces',
    defaultMessage: 'This field accepts only letters and spaces',
  },
  personName: {
    id: 'form.validation.personName',
    defaultMessage: 'Use letters, spaces, hyphens, apostrophes and periods only',
  },
  url: { id: 'form.validation.url', defaultMessage: 'Please enter a valid URL' },
  validDate: { id: 'form.validation.validDate', defaultMessage: 'This field must be a valid date' },
  minDate: {
    id: 'form.validation.minDate',
    defaultMessage: 'This field must be a date same or after than {0}',
  },
  maxDate: {
    id: 'form.validation.maxDate',
    defaultMessage: 'This field must be a date same or before than {0}',
  },
  cardExpired: {
    id: 'form.validation.cardExpired',
    defaultMessage: 'This card has expired. Enter an expiration date of this month or later.',
  },
  cardNumber: {
    id: 'form.validation.cardNumber',
    defaultMessage: 'Enter the card number as printed on the card',
  },
  cardCvc: {
    id: 'form.validation.cardCvc',
    defaultMessage: 'The security code has {0} digits',
  },
  ageOlderThan: {
    id: 'form.validation.ageOlderThan',
    defaultMessage: 'Must be older than {0} years',
  },
  numberMax: {
    id: 'form.validation.numberMax',
    defaultMessage: 'This field should not exceed {0}',
  },
  numberMin: {
    id: 'form.validation.numberMin',
    defaultMessage: 'This field should be more than {0}',
  },
  numberBetween: {
    id: 'form.validation.numberBetween',
    defaultMessage: 'This field should be between {0} and {1}',
  },
  wholeCents: {
    id: 'form.validation.wholeCents',
    defaultMessage: 'Enter an amount in whole cents, with at most 2 decimals',
  },
  selectAtMost: {
    id: 'form.validation.selectAtMost',
    defaultMessage: '{0, plural, one {Select at most # option} other {Select at most # options}}',
  },
  enterAtMost: {
    id: 'form.validation.enterAtMost',
    defaultMessage: '{0, plural, one {Enter at most # item} other {Enter at most # items}}',
  },
  selectAtLeast: {
    id: 'form.validation.selectAtLeast',
    defaultMessage: '{0, plural, one {Select at least # option} other {Select at least # options}}',
  },
  assignAll: { id: 'form.validation.assignAll', defaultMessage: 'Please assign all options' },
  lengthBetween: {
    id: 'form.validation.lengthBetween',
    defaultMessage: 'This field must have between {0} and {1} characters',
  },
  minLength: {
    id: 'form.validation.minLength',
    defaultMessage:
      '{0, plural, one {This field must have at least # character} other {This field must have at least # characters}}',
  },
  maxLength: {
    id: 'form.validation.maxLength',
    defaultMessage:
      '{0, plural, one {This field must have at most # character} other {This field must have at most # characters}}',
  },
  phoneValid: {
    id: 'form.validation.phoneValid',
    defaultMessage: 'This field must be a valid number phone',
  },
  mobilePhone: {
    id: 'form.validation.mobilePhone',
    defaultMessage: 'This field must be a Mobile Phone',
  },
  address: {
    id: 'form.validation.address',
    defaultMessage:
      'The address must contain a {0, select, countryCode {country} stateCode {state} city {city} other {street}}',
  },
  invalid: { id: 'form.validation.invalid', defaultMessage: 'This field is not valid' },
});

export type ValidationMessageName = keyof typeof validationMessages;
