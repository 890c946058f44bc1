export { FieldDescription, FieldErrorMessage, FieldErrorText, FieldLabel } from './FieldParts';
