import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBoundApi } from '../app/api-provider';
import type { CoachProductPurchaseCriteria, OfferingType, PurchaseStatus } from '../schema';
import type { ApiContext } from './context';
import { purchaseQueries } from './products';

/** The purchase filter as the screens keep it: option values, each absent when any will do. */
export interface PurchaseSearch {
  customer?: string;
  type?: OfferingType;
  status?: PurchaseStatus;
}

const bindPurchases = (context: ApiContext) => purchaseQueries(context);

/**
 * A coach's purchases for a filter and a zero-based page: ten a page, newest (highest id) first,
 * with the customers to filter by. Rows of the last page stay shown while the next one loads.
 */
export function usePurchaseSearch(coachId: number, search: PurchaseSearch, page: number) {
  const purchases = useBoundApi(bindPurchases);
  const customers = useQuery(purchases.customers(coachId));
  const customer = customers.data?.find((option) => option.value === search.customer);
  const criteria: CoachProductPurchaseCriteria = {
    ...(search.customer ? { customer: customer ?? { value: search.customer, label: '' } } : {}),
    ...(search.type ? { coachProductType: search.type } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
  const results = useQuery({
    ...purchases.byCriteria(criteria, { page, size: 10, sortBy: 'id', descending: true }),
    placeholderData: keepPreviousData,
    // A customer filter waits for the options, so the criteria carry the customer's name.
    enabled: !search.customer || !customers.isPending,
  });
  return { results, customers: customers.data ?? [] };
}

/** One purchase of the signed-in coach. */
export function usePurchase(purchaseId: number) {
  return useQuery(useBoundApi(bindPurchases).detail(purchaseId));
}
