// The portal's pages, for Storybook (the app itself loads each page lazily through app/routes.ts).
export { AccountHistoryPage } from './AccountHistory';
export { AgreementsPage } from './Agreements';
export { CommunicationPreferencesPage } from './CommunicationPreferences';
export { ForgotPasswordPage } from './ForgotPassword';
export { GetStartedPage } from './GetStarted';
export { HomePage } from './Home';
export { InboxPage } from './Inbox';
export { LoginPage } from './Login';
export { NotFoundPage } from './NotFound';
export { PaymentInformationPage } from './PaymentInformation';
export { PaymentMethodPage } from './PaymentMethod';
export { PaymentPlanTermsPage } from './PaymentPlanTerms';
export { PendingVerificationPage } from './PendingVerification';
export { ProfilePage } from './Profile';
export { ResetPasswordPage } from './ResetPassword';
export { TokenLoginPage } from './TokenLogin';
export { VerifyEmailAddressPage } from './VerifyEmailAddress';
