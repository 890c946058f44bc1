/** The statuses and kinds of a purchase, as the API names them. */
export const purchaseStatuses = ['PENDING', 'PAID', 'REFUNDED', 'CANCELLED', 'FAILED'] as const;
export const productTypes = ['PRODUCT', 'SERVICE'] as const;

export type PurchaseStatusName = (typeof purchaseStatuses)[number];
export type ProductTypeName = (typeof productTypes)[number];

/** What the screens show of a purchase (the API's record fits as it is). */
export interface PurchaseRecord {
  id: number;
  product: { title: string };
  coachProductType: ProductTypeName;
  customer: { name: string; email: string };
  status: PurchaseStatusName;
  amount: number;
  purchasedAt: string;
}

/** A page of purchases with the count and amount of every one that matches. */
export interface PurchasePage {
  content: PurchaseRecord[];
  pagination: { total: number };
  totalAmount: number;
}

/** The filter as the address keeps it: option values, each absent when any will do. */
export interface PurchaseFilter {
  customer?: string;
  coach?: string;
  type?: ProductTypeName;
  status?: PurchaseStatusName;
}

export interface FilterOption {
  value: string;
  label: string;
}
