export { ResetPasswordPage } from './ResetPasswordPage';
