import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { PaymentMethodInput, PaymentMethodUpdate } from '../schema';
import type { ApiContext } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

export function paymentMethodQueries({ authClient }: ApiContext) {
  const invalidate =
    (studentId: number) =>
    (_data: unknown, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
      client.invalidateQueries({ queryKey: queryKeys.paymentMethods.list(studentId) });

  return {
    list: (studentId: number) =>
      queryOptions({
        queryKey: queryKeys.paymentMethods.list(studentId),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/payment_methods', {
              params: { path: { studentId } },
              signal,
            }),
          ),
      }),
    add: (studentId: number) =>
      mutationOptions({
        mutationFn: async (body: PaymentMethodInput) =>
          (
            await unwrap(
              authClient.POST('/students/{studentId}/payment_methods', {
                params: { path: { studentId } },
                body,
              }),
            )
          ).content,
        onSuccess: invalidate(studentId),
      }),
    update: (studentId: number) =>
      mutationOptions({
        mutationFn: async ({
          paymentMethodId,
          ...body
        }: PaymentMethodUpdate & { paymentMethodId: number }) =>
          (
            await unwrap(
              authClient.PUT('/students/{studentId}/payment_methods/{paymentMethodId}', {
                params: { path: { studentId, paymentMethodId } },
                body,
              }),
            )
          ).content,
        onSuccess: invalidate(studentId),
      }),
    /** New charges use the default card; scheduled installments keep the card they name. */
    makeDefault: (studentId: number) =>
      mutationOptions({
        mutationFn: async (paymentMethodId: number) =>
          (
            await unwrap(
              authClient.POST('/students/{studentId}/payment_methods/{paymentMethodId}/default', {
                params: { path: { studentId, paymentMethodId } },
              }),
            )
          ).content,
        onSuccess: invalidate(studentId),
      }),
    remove: (studentId: number) =>
      mutationOptions({
        mutationFn: async (paymentMethodId: number) => {
          await unwrap(
            authClient.DELETE('/students/{studentId}/payment_methods/{paymentMethodId}', {
              params: { path: { studentId, paymentMethodId } },
            }),
          );
        },
        onSuccess: invalidate(studentId),
      }),
  };
}
