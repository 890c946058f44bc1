export { PurchaseDetails } from './PurchaseDetails';
export { PurchaseStatusBadge } from './PurchaseStatusBadge';
export {
  purchasePageSize,
  PurchaseTransactions,
  type PurchaseTransactionsProps,
} from './PurchaseTransactions';
export {
  CustomerPurchaseList,
  type CustomerPurchaseListPageProps,
  PurchaseDetailPage,
  PurchaseListPage,
  type PurchaseDetailPageProps,
  type PurchaseListPageProps,
} from './purchasePages';
export type {
  FilterOption,
  PurchaseFilter,
  PurchasePage,
  PurchaseRecord,
  PurchaseViewer,
} from './types';
