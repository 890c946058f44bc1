export { PaymentMethodPage } from './PaymentMethodPage';
