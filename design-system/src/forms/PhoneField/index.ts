export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { usePhoneMetadata } from './usePhoneMetadata';
