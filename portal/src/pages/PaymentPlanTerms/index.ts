export { PaymentPlanTermsPage } from './PaymentPlanTermsPage';
