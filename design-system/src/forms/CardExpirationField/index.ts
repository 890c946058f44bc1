export { CardExpirationField, type CardExpirationFieldProps } from './CardExpirationField';
