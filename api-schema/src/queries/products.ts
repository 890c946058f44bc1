import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CoachProductInput, CoachProductPurchaseCriteria } from '../schema';
import type { ApiContext, QueryParams } from './context';
import { queryKeys } from './keys';

export function productQueries({ authClient }: ApiContext) {
  const invalidate =
    (coachId: number) =>
    (_data: unknown, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
      client.invalidateQueries({ queryKey: queryKeys.products.all(coachId) });

  return {
    list: (coachId: number, params: QueryParams<'listCoachProducts'> = {}) =>
      queryOptions({
        queryKey: queryKeys.products.list(coachId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/coaches/{coachId}/products', {
              params: { path: { coachId }, query: params },
              signal,
            }),
          ),
      }),
    publicList: (coachId: number, params: QueryParams<'listPublicCoachProducts'> = {}) =>
      queryOptions({
        queryKey: queryKeys.products.publicList(coachId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/coaches/{coachId}/products/public', {
              params: { path: { coachId }, query: params },
              signal,
            }),
          ),
      }),
    detail: (coachId: number, productId: number) =>
      queryOptions({
        queryKey: queryKeys.products.detail(coachId, productId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/coaches/{coachId}/products/{productId}', {
                params: { path: { coachId, productId } },
                signal,
              }),
            )
          ).content,
      }),
    availableSchedule: (
      coachId: number,
      productId: number,
      scheduleId: number,
      range: QueryParams<'getAvailableSchedule'>,
    ) =>
      queryOptions({
        queryKey: queryKeys.products.availableSchedule(coachId, productId, scheduleId, range),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET(
                '/coaches/{coachId}/products/{productId}/available_schedules/{scheduleId}',
                { params: { path: { coachId, productId, scheduleId }, query: range }, signal },
              ),
            )
          ).content,
      }),
    create: (coachId: number) =>
      mutationOptions({
        mutationFn: async (body: CoachProductInput) =>
          (
            await unwrap(
              authClient.POST('/coaches/{coachId}/products', {
                params: { path: { coachId } },
                body,
              }),
            )
          ).content,
        onSuccess: invalidate(coachId),
      }),
    update: (coachId: number) =>
      mutationOptions({
        mutationFn: async ({ productId, ...body }: CoachProductInput & { productId: number }) =>
          (
            await unwrap(
              authClient.PUT('/coaches/{coachId}/products/{productId}', {
                params: { path: { coachId, productId } },
                body,
              }),
            )
          ).content,
        onSuccess: invalidate(coachId),
      }),
    remove: (coachId: number) =>
      mutationOptions({
        mutationFn: async (productId: number) =>
          (
            await unwrap(
              authClient.DELETE('/coaches/{coachId}/products/{productId}', {
                params: { path: { coachId, productId } },
              }),
            )
          ).content,
        onSuccess: invalidate(coachId),
      }),
  };
}

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
