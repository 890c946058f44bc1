import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CoachSubscriptionRequest } from '../schema';
import type { ApiContext } from './context';
import { queryKeys } from './keys';

export function coachSubscriptionQueries({ authClient }: ApiContext) {
  return {
    /** Status NONE when the coach never subscribed. */
    detail: (coachId: number) =>
      queryOptions({
        queryKey: queryKeys.coachSubscription.detail(coachId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/coaches/{coachId}/subscription', {
                params: { path: { coachId } },
                signal,
              }),
            )
          ).content,
      }),
    /** Subscribes or changes plan or card; rejects with 402 when the card is declined. */
    update: (coachId: number) =>
      mutationOptions({
        mutationFn: async (body: CoachSubscriptionRequest) =>
          (
            await unwrap(
              authClient.PUT('/coaches/{coachId}/subscription', {
                params: { path: { coachId } },
                body,
              }),
            )
          ).content,
        onSuccess: (subscription, _body, _result, { client }) => {
          client.setQueryData(queryKeys.coachSubscription.detail(coachId), subscription);
        },
      }),
    cancel: (coachId: number) =>
      mutationOptions({
        mutationFn: async () =>
          (
            await unwrap(
              authClient.DELETE('/coaches/{coachId}/subscription', {
                params: { path: { coachId } },
              }),
            )
          ).content,
        onSuccess: (subscription, _variables, _result, { client }) => {
          client.setQueryData(queryKeys.coachSubscription.detail(coachId), subscription);
        },
      }),
  };
}
