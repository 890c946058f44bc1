export { EmailedCode, type EmailedCodeProps } from './EmailedCode';
export { accountMessages } from './messages';
export type { Navigate } from './navigate';
export { newPasswordRules, newPasswordSchema } from './newPassword';
export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export { NewPasswordPage, type NewPasswordPageProps } from './NewPasswordPage';
export {
  PendingVerificationPage,
  type PendingVerificationPageProps,
} from './PendingVerificationPage';
export { RequestResetLinkPage, type RequestResetLinkPageProps } from './RequestResetLinkPage';
export { SignInPage, type Credentials, type SignInPageProps } from './SignInPage';
export { TokenLoginPage, type TokenLoginPageProps } from './TokenLoginPage';
export { useSignOut } from './useSignOut';
export { VerificationCodeForm, type VerificationCodeFormProps } from './VerificationCodeForm';
