import type {
  OfferingType,
  PurchaseSearch,
  PurchaseStatus,
  PurchaseStatusTotal,
} from '@hci/api-schema';

/** What the screens show of a purchase (the API's record fits as it is). */
export interface PurchaseRecord {
  id: number;
  product: { title: string };
  coachProductType: OfferingType;
  customer: { name: string; email: string };
  /** The seller, in the customer's own list. */
  coach?: { name: string };
  status: PurchaseStatus;
  amount: number;
  purchasedAt: string;
}

/** A page of purchases with the count and the totals by status of every one that matches. */
export interface PurchasePage {
  content: PurchaseRecord[];
  pagination: { total: number };
  statusTotals: PurchaseStatusTotal[];
}

/** Whose list it is: the coach's (sales, by customer) or the customer's (purchases, by coach). */
export type PurchaseViewer = 'coach' | 'customer';

/** The filter as the address keeps it: the purchase search's option values. */
export type PurchaseFilter = PurchaseSearch;

export interface FilterOption {
  value: string;
  label: string;
}
