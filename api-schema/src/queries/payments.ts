import {
  mutationOptions,
  queryOptions,
  type MutationFunctionContext,
  type QueryClient,
} from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type {
  Payment,
  PaymentMethodInput,
  PaymentMethodUpdate,
  PaymentPlanDetail,
  PaymentRequest,
} from '../schema';
import type { ApiContext, QueryParams } from './context';
import { idempotencyKeyFor } from './idempotency-key';
import { queryKeys } from './keys';

/** How often a payment still being processed is read again (its message says: retry in a few seconds). */
export const PAYMENT_POLL_INTERVAL_MS = 3000;

/** Money moved: the plans' balances and schedule rows change, and the account history logs it. */
const invalidateBalances = (client: QueryClient, studentId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.paymentPlans.all(studentId) }),
    client.invalidateQueries({ queryKey: queryKeys.accountHistory.all(studentId) }),
  ]);

export function paymentPlanQueries({ authClient }: ApiContext) {
  const detail = (studentId: number, paymentPlanId: number) =>
    queryOptions({
      queryKey: queryKeys.paymentPlans.detail(studentId, paymentPlanId),
      queryFn: async ({ signal }) =>
        (
          await unwrap(
            authClient.GET('/students/{studentId}/payment_plans/{paymentPlanId}', {
              params: { path: { studentId, paymentPlanId } },
              signal,
            }),
          )
        ).content,
    });

  return {
    list: (studentId: number, params: QueryParams<'listStudentPaymentPlans'> = {}) =>
      queryOptions({
        queryKey: queryKeys.paymentPlans.list(studentId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/payment_plans', {
              params: { path: { studentId }, query: params },
              signal,
            }),
          ),
      }),
    /** A plan with its terms, schedule rows and breakdown. */
    detail,
    /** The schedule rows of a plan, read from the same cached detail (no second request). */
    schedule: (studentId: number, paymentPlanId: number) =>
      queryOptions({
        ...detail(studentId, paymentPlanId),
        select: (plan: PaymentPlanDetail) => plan.schedule,
      }),
    /** The breakdown of a plan, read from the same cached detail (no second request). */
    breakdown: (studentId: number, paymentPlanId: number) =>
      queryOptions({
        ...detail(studentId, paymentPlanId),
        select: (plan: PaymentPlanDetail) => plan.breakdown,
      }),
  };
}

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

export type PaymentVariables = PaymentRequest & { paymentPlanId: number };
export type PrePayVariables = Omit<PaymentVariables, 'type' | 'amount'> & { amount: number };
export type PayOffVariables = Omit<PaymentVariables, 'type' | 'amount'>;

export function paymentQueries({ authClient }: ApiContext) {
  const pay = <Variables extends object>(
    studentId: number,
    toRequest: (variables: Variables) => PaymentVariables,
  ) =>
    mutationOptions({
      mutationFn: async (variables: Variables) => {
        const { paymentPlanId, ...body } = toRequest(variables);
        return (
          await unwrap(
            authClient.POST('/students/{studentId}/payment_plans/{paymentPlanId}/payments', {
              params: {
                path: { studentId, paymentPlanId },
                header: { 'Idempotency-Key': idempotencyKeyFor(variables) },
              },
              body,
            }),
          )
        ).content;
      },
      onSuccess: (payment: Payment, _variables: Variables, _result, { client }) => {
        client.setQueryData(queryKeys.payments.detail(studentId, payment.id), payment);
        return invalidateBalances(client, studentId);
      },
    });

  return {
    /**
     * A payment's status. While the processor still works on it the query reads it again every
     * few seconds; when it settles, the balances it changed are refreshed.
     */
    detail: (studentId: number, paymentId: number) =>
      queryOptions({
        queryKey: queryKeys.payments.detail(studentId, paymentId),
        queryFn: async ({ client, queryKey, signal }) => {
          const before = client.getQueryData<Payment>(queryKey)?.status;
          const payment = (
            await unwrap(
              authClient.GET('/students/{studentId}/payments/{paymentId}', {
                params: { path: { studentId, paymentId } },
                signal,
              }),
            )
          ).content;
          if (before === 'IN_PROGRESS' && payment.status !== 'IN_PROGRESS') {
            await invalidateBalances(client, studentId);
          }
          return payment;
        },
        refetchInterval: ({ state }) =>
          state.data?.status === 'IN_PROGRESS' ? PAYMENT_POLL_INTERVAL_MS : false,
      }),
    /** Any payment: INSTALLMENT (the amount due) or CUSTOM (`amount`, up to the balance). */
    make: (studentId: number) => pay(studentId, (variables: PaymentVariables) => variables),
    /** Future installments paid ahead, for `amount`. */
    prePay: (studentId: number) =>
      pay(studentId, (variables: PrePayVariables) => ({ ...variables, type: 'PRE_PAY' })),
    /** The whole remaining balance. */
    payOff: (studentId: number) =>
      pay(studentId, (variables: PayOffVariables) => ({ ...variables, type: 'PAY_OFF' })),
  };
}

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
