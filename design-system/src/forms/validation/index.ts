export { validationMessages, type ValidationMessageName } from './messages';
export type { MessageValue, Rule, RuleIssue } from './types';
/**
 * The validation rules, by area (`rules.required`, `dateRules.minDate(...)`,
 * `phoneRules.phoneValid`), so that forms without dates or phones do not load temporal-polyfill or
 * libphonenumber-js.
 */
export * as rules from './rules';
export * as dateRules from './dateRules';
export * as phoneRules from './phoneRules';
export * as cardRules from './cardRules';
export { isBlank, minimumPasswordLength } from './rules';
export {
  addressSchema,
  booleanSchema,
  choicesSchema,
  confirmationOf,
  crossFieldRule,
  formSchema,
  numberSchema,
  phoneSchema,
  textSchema,
  withRules,
} from './schema';
export {
  fieldIssues,
  validateForm,
  type FieldIssue,
  type FormSchema,
  type IssueParams,
  type RuleSchemaIssue,
} from './formIssues';
export { textFields, type TextFieldsOptions } from './textFields';
export {
  callingCode,
  fromE164,
  isMobilePhone,
  isPhoneCountry,
  isValidPhone,
  loadPhoneMetadata,
  phoneCountries,
  PhoneMetadataNotLoadedError,
  toE164,
  type CountryCode,
  type PhoneMetadataSource,
  type PhoneValue,
} from './phone';
export { addressInputs, emptyAddress, requiredAddressParts, type AddressValue } from './address';
