export { FieldFrame, RequiredMarker, fieldState, type FieldBaseProps } from './Field';
export { useFieldValue } from './useFieldValue';
