import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CoachSubscription, CoachSubscriptionRequest } from '../schema';
import { createLocalPreferences } from '../session/local-preferences';
import type { ApiContext } from '../query-kit/context';
import { idempotencyKeyFor } from '../query-kit/idempotency-key';
import { queryKeys } from '../query-kit/keys';
import { paymentMethodQueries } from './payment-methods';

/** The coach subscription flag in local storage, in step with every answer about the subscription. */
function remember(subscription: CoachSubscription): CoachSubscription {
  const subscribed = subscription.status === 'ACTIVE' || subscription.status === 'PAST_DUE';
  createLocalPreferences().coachSubscribed.set(subscribed);
  return subscription;
}

export function coachSubscriptionQueries(context: ApiContext) {
  const { authClient } = context;
  return {
    /**
     * The cards a subscription can be charged to: the coach's own, kept on the student record
     * (a coach is a student with a coach record), under the same key the student portal uses.
     */
    paymentMethods: (studentId: number) => paymentMethodQueries(context).list(studentId),
    /** Status NONE when the coach never subscribed. */
    detail: (coachId: number) =>
      queryOptions({
        queryKey: queryKeys.coachSubscription.detail(coachId),
        queryFn: async ({ signal }) =>
          remember(
            (
              await unwrap(
                authClient.GET('/coaches/{coachId}/subscription', {
                  params: { path: { coachId } },
                  signal,
                }),
              )
            ).content,
          ),
      }),
    /** One invoice per charge of the subscription, newest first. */
    invoices: (coachId: number) =>
      queryOptions({
        queryKey: queryKeys.coachSubscription.invoices(coachId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/coaches/{coachId}/subscription/invoices', {
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
                params: {
                  path: { coachId },
                  header: { 'Idempotency-Key': idempotencyKeyFor(body) },
                },
                body,
              }),
            )
          ).content,
        onSuccess: (subscription, _body, _result, { client }) => {
          remember(subscription);
          client.setQueryData(queryKeys.coachSubscription.detail(coachId), subscription);
          // A new period is charged, and so invoiced.
          void client.invalidateQueries({
            queryKey: queryKeys.coachSubscription.invoices(coachId),
          });
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
          remember(subscription);
          client.setQueryData(queryKeys.coachSubscription.detail(coachId), subscription);
        },
      }),
  };
}
