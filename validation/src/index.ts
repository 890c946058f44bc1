// Field rules without React: a form and a server run the very same checks on the same values.
// The rules come by area (`rules.required`, `dateRules.minDate(...)`, `phoneRules.phoneValid`),
// so that code without dates or phones loads neither temporal-polyfill nor libphonenumber-js.
export { defineMessages } from './defineMessages';
export { validationMessages, type ValidationMessageName } from './messages';
export type { MessageValue, Rule, RuleIssue } from './types';
export * as rules from './rules';
export * as dateRules from './dateRules';
export * as phoneRules from './phoneRules';
export * as cardRules from './cardRules';
export { characterCount, firstIssues, isBlank, matches, minimumPasswordLength } from './rules';
export {
  callingCode,
  fromE164,
  isMobilePhone,
  isPhoneCountry,
  isValidPhone,
  loadPhoneMetadata,
  missingPhoneMetadata,
  PhoneMetadataNotLoadedError,
  phoneCountries,
  toE164,
  type CountryCode,
  type PhoneMetadataSource,
  type PhoneValue,
} from './phone';
export { addressInputs, emptyAddress, requiredAddressParts, type AddressValue } from './address';
export * from './masks';
