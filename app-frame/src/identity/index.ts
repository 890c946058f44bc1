export {
  IdentityFields,
  type FullIdentityFields,
  type IdentityFieldsProps,
} from './IdentityFields';
export {
  identityInputOf,
  identityShape,
  identityValuesOf,
  type IdentityRulesOptions,
  type IdentityValues,
} from './identityForm';
export { personNameSchema, textLimit } from './personName';
export { FirstNameField, LastNameField, NameFields } from './NameFields';
