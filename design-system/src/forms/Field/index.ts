export { FieldFrame, fieldState, type FieldBaseProps } from './Field';
export { RequiredMarker } from '../../FieldParts/RequiredMarker';
export { useFieldValue } from './useFieldValue';
