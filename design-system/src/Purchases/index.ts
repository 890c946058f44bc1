export { PurchaseDetails } from './PurchaseDetails';
export { PurchaseStatusBadge } from './PurchaseStatusBadge';
export {
  purchasePageSize,
  PurchaseTransactions,
  type PurchaseTransactionsProps,
} from './PurchaseTransactions';
export {
  productTypes,
  purchaseStatuses,
  type FilterOption,
  type ProductTypeName,
  type PurchaseFilter,
  type PurchasePage,
  type PurchaseRecord,
  type PurchaseStatusName,
} from './types';
