export { CardNumberField, type CardNumberFieldProps } from './CardNumberField';
export { CardCvcField, type CardCvcFieldProps } from './CardCvcField';
export {
  PaymentCardForm,
  type PaymentCardFormProps,
  type PaymentCardInput,
} from './PaymentCardForm';
export {
  PaymentCardEditForm,
  type PaymentCardEditFormProps,
  type PaymentCardUpdate,
  type StoredCard,
} from './PaymentCardEditForm';
