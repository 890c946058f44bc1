export { PendingVerificationPage } from './PendingVerificationPage';
