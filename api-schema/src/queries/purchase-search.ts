// Hooks over the purchase queries, not an app's wiring: the caller passes the API context its app
// provides.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CoachProductPurchaseCriteria, OfferingType, PurchaseStatus } from '../schema';
import { bindApi } from '../query-kit/bind-api';
import type { ApiContext } from '../query-kit/context';
import { purchaseQueries } from './purchases';

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
 * Clients buy and book while the coach works elsewhere, so coming back to the window reads the
 * list (and its customers) again, however recently it was read.
 */
export function usePurchaseSearch(
  context: ApiContext,
  coachId: number,
  search: PurchaseSearch,
  page: number,
) {
  const purchases = bindApi(context, bindPurchases);
  const customers = useQuery({ ...purchases.customers(coachId), refetchOnWindowFocus: 'always' });
  const customer = customers.data?.find((option) => option.value === search.customer);
  const criteria: CoachProductPurchaseCriteria = {
    ...(search.customer ? { customer: customer ?? { value: search.customer, label: '' } } : {}),
    ...(search.type ? { coachProductType: search.type } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
  const results = useQuery({
    ...purchases.byCriteria(criteria, { page, size: 10, sortBy: 'id', descending: true }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
    // A customer filter waits for the options, so the criteria carry the customer's name.
    enabled: !search.customer || !customers.isPending,
  });
  return { results, customers: customers.data ?? [] };
}

/**
 * One purchase of the signed-in user, by the id in its address; undefined, and nothing asked of
 * the API, for an address whose id is not one (/purchases/abc), which names no purchase.
 */
export function usePurchase(context: ApiContext, purchaseIdParam: string) {
  const purchaseId = /^[1-9]\d{0,14}$/.test(purchaseIdParam) ? Number(purchaseIdParam) : undefined;
  const query = useQuery({
    ...bindApi(context, bindPurchases).detail(purchaseId ?? 0),
    enabled: purchaseId !== undefined,
  });
  return purchaseId === undefined ? undefined : query;
}
