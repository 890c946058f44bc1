export { VerifyEmailAddressPage } from './VerifyEmailAddressPage';
