export * from './validation';
export {
  cardBrandOf,
  cardNumberLength,
  cvcLength,
  dateInputText,
  dateInputValue,
  formatCardNumber,
  isIsoDate,
  lettersAndDigits,
  lettersAndSpaces,
  luhnValid,
  maskCardExpiration,
  maskCardNumber,
  maskDate,
  maskedDateToIso,
  parseCardExpiration,
  parseIsoDate,
  toMaskedDate,
  type CardBrand,
  type CardExpiration,
  type InputFilter,
} from '@hci/validation';
export * from './useForm';
export * from './requestBody';
export { FieldFrame, RequiredMarker, fieldState, type FieldBaseProps } from './Field';
export { TextField, textMaxLength, type TextFieldProps } from './TextField';
export { EmailField, type EmailFieldProps } from './EmailField';
export { PasswordField, passwordMaxLength, type PasswordFieldProps } from './PasswordField';
export { TextArea, type TextAreaProps } from './TextArea';
export { NumberField, type NumberFieldProps } from './NumberField';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { DateField, type DateFieldProps } from './DateField';
export { CardExpirationField, type CardExpirationFieldProps } from './CardExpirationField';
export { PhoneField, usePhoneMetadata, type PhoneFieldProps } from './PhoneField';
export {
  AddressGroup,
  countryOptions,
  usStates,
  type AddressGroupProps,
  type AddressPart,
} from './AddressGroup';
export { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
export {
  CardCvcField,
  CardNumberField,
  PaymentCardEditForm,
  PaymentCardForm,
  type CardCvcFieldProps,
  type CardNumberFieldProps,
  type PaymentCardEditFormProps,
  type PaymentCardFormProps,
  type PaymentCardInput,
  type PaymentCardUpdate,
  type StoredCard,
} from './PaymentCard';
