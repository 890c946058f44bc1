import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CoachProductPurchaseCriteria } from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

export function purchaseQueries({ authClient }: ApiContext) {
  return {
    list: (params: QueryParams<'listCoachProductPurchases'>) =>
      queryOptions({
        queryKey: queryKeys.purchases.list(params),
        queryFn: ({ signal }) =>
          unwrap(authClient.GET('/coach_product_purchases', { params: { query: params }, signal })),
      }),
    byCriteria: (
      criteria: CoachProductPurchaseCriteria,
      params: QueryParams<'findCoachProductPurchasesByCriteria'> = {},
    ) =>
      queryOptions({
        queryKey: queryKeys.purchases.byCriteria(criteria, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.POST('/coach_product_purchases/find_by_criteria', {
              params: { query: params },
              body: criteria,
              signal,
            }),
          ),
      }),
    /** The coach's customers as filter options, by name. */
    customers: (coachId: number) =>
      queryOptions({
        queryKey: queryKeys.purchases.customers(coachId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/coaches/{coachId}/customers', {
                params: { path: { coachId } },
                signal,
              }),
            )
          ).content,
      }),
    detail: (purchaseId: number) =>
      queryOptions({
        queryKey: queryKeys.purchases.detail(purchaseId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/coach_product_purchases/{purchaseId}', {
                params: { path: { purchaseId } },
                signal,
              }),
            )
          ).content,
      }),
  };
}
