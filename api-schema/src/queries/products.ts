import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CoachProductInput } from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

export function productQueries({ authClient, publicClient }: ApiContext) {
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
    /**
     * A coach's published offer, readable signed out once the coach is in the directory. The
     * session goes with it when there is one: a coach previews their own offer before anything
     * of it is published.
     */
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
    /** A service's free times between two days of the schedule's zone, readable signed out. */
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
              publicClient.GET(
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
