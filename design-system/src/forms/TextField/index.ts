export { TextField, textMaxLength, type TextFieldProps } from './TextField';
