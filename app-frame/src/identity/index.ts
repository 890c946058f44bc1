export {
  IdentityFields,
  type FullIdentityFields,
  type IdentityFieldsProps,
} from './IdentityFields';
export {
  identityInputOf,
  identityShape,
  identityValuesOf,
  personNameSchema,
  textLimit,
  type IdentityRulesOptions,
  type IdentityValues,
} from './identityForm';
