import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { Payment, PaymentPlanDetail, PaymentRequest } from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { idempotencyKeyFor } from '../query-kit/idempotency-key';
import { queryKeys } from '../query-kit/keys';

/** How often a payment still being processed is read again (its message says: retry in a few seconds). */
export const PAYMENT_POLL_INTERVAL_MS = 3000;

/** Money moved: the plans' balances and schedule rows change, and the account history logs it. */
export const invalidateBalances = (client: QueryClient, studentId: number) =>
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
    /**
     * The receipt of an accepted payment: who paid, when, with which card, for which cohort and
     * plan, and the installments it paid.
     */
    receipt: (studentId: number, paymentId: number) =>
      queryOptions({
        queryKey: queryKeys.payments.receipt(studentId, paymentId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/students/{studentId}/payments/{paymentId}/receipt', {
                params: { path: { studentId, paymentId } },
                signal,
              }),
            )
          ).content,
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
