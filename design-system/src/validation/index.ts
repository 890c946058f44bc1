// The validation rules alone, for code that runs them without React (an API checking what the
// forms check): their runtime imports neither React nor react-intl, nor any form component.
export { validationMessages, type ValidationMessageName } from '../forms/validation/messages';
export type { MessageValue, Rule, RuleIssue } from '../forms/validation/types';
export * as rules from '../forms/validation/rules';
export * as dateRules from '../forms/validation/dateRules';
export * as phoneRules from '../forms/validation/phoneRules';
export * as cardRules from '../forms/validation/cardRules';
export { firstIssues, isBlank } from '../forms/validation/rules';
export {
  fromE164,
  isMobilePhone,
  isPhoneCountry,
  isValidPhone,
  loadPhoneMetadata,
  PhoneMetadataNotLoadedError,
  phoneCountries,
  toE164,
  type CountryCode,
  type PhoneValue,
} from '../forms/validation/phone';
export {
  addressInputs,
  emptyAddress,
  requiredAddressParts,
  type AddressValue,
} from '../forms/validation/address';
