// The public API of the institute's app frame: what both apps share that is the institute's own
// (and so does not belong in the reusable design system).
export {
  accountMessages,
  NewPasswordFields,
  NewPasswordPage,
  newPasswordRules,
  newPasswordSchema,
  PendingVerificationPage,
  RequestResetLinkPage,
  SignInPage,
  TokenLoginPage,
  VerificationCodeForm,
  type Credentials,
  type Navigate,
  type NewPasswordFieldsProps,
  type NewPasswordPageProps,
  type PendingVerificationPageProps,
  type RequestResetLinkPageProps,
  type SignInPageProps,
  type TokenLoginPageProps,
  type VerificationCodeFormProps,
} from './account';
export { loadFrameMessages } from './catalogue';
export * from './frame';
export {
  IdentityFields,
  identityInputOf,
  identityShape,
  identityValuesOf,
  personNameSchema,
  textLimit,
  type FullIdentityFields,
  type IdentityFieldsProps,
  type IdentityRulesOptions,
  type IdentityValues,
} from './identity';
export {
  ErrorCatalogue,
  errorMessage,
  errorMessageOf,
  errorMessages,
  isErrorKey,
  useErrorMessage,
} from './errors';
export {
  deliveryModeLabels,
  deliveryModeOptions,
  genderLabels,
  genderOptions,
  languageLabels,
  languageOptions,
  offeringTypeLabels,
  offeringTypeOptions,
  purchaseStatusLabels,
  type Option,
} from './options';
export {
  PurchaseDetailPage,
  PurchaseDetails,
  PurchaseListPage,
  purchasePageSize,
  PurchaseStatusBadge,
  PurchaseTransactions,
  usePurchaseAddress,
  type FilterOption,
  type PurchaseDetailPageProps,
  type PurchaseFilter,
  type PurchaseListPageProps,
  type PurchasePage,
  type PurchaseRecord,
  type PurchaseTransactionsProps,
} from './purchases';
