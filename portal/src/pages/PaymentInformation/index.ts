export { PaymentInformationPage } from './PaymentInformationPage';
