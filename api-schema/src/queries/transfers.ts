import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { idempotencyKeyFor } from '../query-kit/idempotency-key';
import { queryKeys } from '../query-kit/keys';
import { invalidateBalances } from './payments';

export function transferQueries({ authClient }: ApiContext) {
  return {
    list: (studentId: number, params: QueryParams<'listTransfers'> = {}) =>
      queryOptions({
        queryKey: queryKeys.transfers.list(studentId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/transfers', {
              params: { path: { studentId }, query: params },
              signal,
            }),
          ),
      }),
    /** Accepts the new terms; the old plan becomes TRANSFERRED and a new one starts. */
    confirm: (studentId: number) =>
      mutationOptions({
        mutationFn: async (variables: {
          transferId: number;
          /** The card charged for the fee; the default card when absent. */
          paymentMethodId?: number;
        }) => {
          const { transferId, paymentMethodId } = variables;
          return (
            await unwrap(
              authClient.POST('/students/{studentId}/transfers/{transferId}/confirm', {
                params: {
                  path: { studentId, transferId },
                  header: { 'Idempotency-Key': idempotencyKeyFor(variables) },
                },
                body: {
                  acceptTerms: true,
                  ...(paymentMethodId === undefined ? {} : { paymentMethodId }),
                },
              }),
            )
          ).content;
        },
        onSuccess: (_transfer, _variables, _result, { client }) =>
          Promise.all([
            client.invalidateQueries({ queryKey: queryKeys.transfers.all(studentId) }),
            invalidateBalances(client, studentId),
          ]),
      }),
    cancel: (studentId: number) =>
      mutationOptions({
        mutationFn: async (transferId: number) =>
          (
            await unwrap(
              authClient.POST('/students/{studentId}/transfers/{transferId}/cancel', {
                params: { path: { studentId, transferId } },
              }),
            )
          ).content,
        onSuccess: (_transfer, _transferId, _result, { client }) =>
          Promise.all([
            client.invalidateQueries({ queryKey: queryKeys.transfers.all(studentId) }),
            client.invalidateQueries({ queryKey: queryKeys.accountHistory.all(studentId) }),
          ]),
      }),
  };
}
