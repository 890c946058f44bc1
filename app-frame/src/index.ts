// The public API of the institute's app frame: what both apps share that is the institute's own
// (and so does not belong in the reusable design system).
export { loadFrameMessages } from './catalogue';
export * from './frame';
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
