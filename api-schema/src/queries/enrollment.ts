import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type {
  EnrollmentApplication,
  EnrollmentApplicationInput,
  VoucherValidationRequest,
} from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

export function cohortQueries({ authClient }: ApiContext) {
  return {
    /** Cohorts open for enrollment (the course or class step). */
    list: (params: QueryParams<'listCohorts'> = {}) =>
      queryOptions({
        queryKey: queryKeys.cohorts.list(params),
        queryFn: ({ signal }) =>
          unwrap(authClient.GET('/cohorts', { params: { query: params }, signal })),
      }),
    /** The payment plans offered for a cohort, with a valid voucher and promo code applied to the terms. */
    paymentPlans: (cohortId: number, params: QueryParams<'listCohortPaymentPlans'> = {}) =>
      queryOptions({
        queryKey: queryKeys.cohorts.paymentPlans(cohortId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/cohorts/{cohortId}/payment_plans', {
              params: { path: { cohortId }, query: params },
              signal,
            }),
          ),
      }),
  };
}

export function voucherMutations({ authClient }: ApiContext) {
  const check = async (body: VoucherValidationRequest, signal?: AbortSignal) =>
    (await unwrap(authClient.POST('/vouchers/validate', { body, signal }))).content;
  return {
    /** Checks a code the student typed; rejects with invalidVoucherCode or voucherIsExpired. */
    validate: () =>
      mutationOptions({ mutationFn: (body: VoucherValidationRequest) => check(body) }),
    /** A kept code's voucher (its amount), read again where the application names it. */
    detail: (code: string, cohortId: number) =>
      queryOptions({
        queryKey: queryKeys.vouchers.detail(code, cohortId),
        queryFn: ({ signal }) => check({ code, cohortId }, signal),
      }),
  };
}

export function promoCodeQueries({ publicClient }: ApiContext) {
  return {
    /** The promo code that starts an enrollment; readable before sign-up. */
    detail: (code: string) =>
      queryOptions({
        queryKey: queryKeys.promoCodes.detail(code),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              publicClient.GET('/public/promo_codes/{code}', {
                params: { path: { code } },
                signal,
              }),
            )
          ).content,
      }),
  };
}

/**
 * After a draft is saved: the cache holds it, the list refetches, and so do the envelopes, since
 * a new plan sends the draft's agreement.
 */
const draftSaved =
  (studentId: number) =>
  (
    application: EnrollmentApplication,
    _variables: unknown,
    _result: unknown,
    { client }: MutationFunctionContext,
  ) => {
    client.setQueryData(
      queryKeys.enrollmentApplications.detail(studentId, application.id),
      application,
    );
    return Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.enrollmentApplications.list(studentId) }),
      client.invalidateQueries({ queryKey: queryKeys.envelopes.all(studentId) }),
    ]);
  };

export function enrollmentApplicationQueries({ authClient }: ApiContext) {
  return {
    list: (studentId: number) =>
      queryOptions({
        queryKey: queryKeys.enrollmentApplications.list(studentId),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/enrollment_applications', {
              params: { path: { studentId } },
              signal,
            }),
          ),
      }),
    detail: (studentId: number, applicationId: number) =>
      queryOptions({
        queryKey: queryKeys.enrollmentApplications.detail(studentId, applicationId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/students/{studentId}/enrollment_applications/{applicationId}', {
                params: { path: { studentId, applicationId } },
                signal,
              }),
            )
          ).content,
      }),
    /** Starts the draft with whatever the first step holds. */
    create: (studentId: number) =>
      mutationOptions({
        mutationFn: async (body: EnrollmentApplicationInput) =>
          (
            await unwrap(
              authClient.POST('/students/{studentId}/enrollment_applications', {
                params: { path: { studentId } },
                body,
              }),
            )
          ).content,
        onSuccess: draftSaved(studentId),
      }),
    /** Saves a step; each save merges into the draft. */
    update: (studentId: number) =>
      mutationOptions({
        mutationFn: async ({
          applicationId,
          ...body
        }: EnrollmentApplicationInput & { applicationId: number }) =>
          (
            await unwrap(
              authClient.PUT('/students/{studentId}/enrollment_applications/{applicationId}', {
                params: { path: { studentId, applicationId } },
                body,
              }),
            )
          ).content,
        onSuccess: draftSaved(studentId),
      }),
    /** Discards the draft (its agreement is voided with it); the student starts over. */
    discard: (studentId: number) =>
      mutationOptions({
        mutationFn: async (applicationId: number) =>
          (
            await unwrap(
              authClient.DELETE('/students/{studentId}/enrollment_applications/{applicationId}', {
                params: { path: { studentId, applicationId } },
              }),
            )
          ).content,
        onSuccess: (application, _applicationId, _result, { client }) => {
          client.removeQueries({
            queryKey: queryKeys.enrollmentApplications.detail(studentId, application.id),
          });
          return Promise.all([
            client.invalidateQueries({
              queryKey: queryKeys.enrollmentApplications.list(studentId),
            }),
            client.invalidateQueries({ queryKey: queryKeys.envelopes.all(studentId) }),
          ]);
        },
      }),
    /**
     * Submits the draft (noCohortSelected, noPaymentPlanSelected when a step is missing). Submission
     * creates the agreements to sign and the payment plan, and is logged in the account history;
     * it takes a seat and closes the program's other cohorts to the student, so the cohort lists
     * are read again.
     */
    submit: (studentId: number) =>
      mutationOptions({
        mutationFn: async (applicationId: number) =>
          (
            await unwrap(
              authClient.POST(
                '/students/{studentId}/enrollment_applications/{applicationId}/submit',
                { params: { path: { studentId, applicationId } } },
              ),
            )
          ).content,
        onSuccess: (application, _applicationId, _result, { client }) => {
          client.setQueryData(
            queryKeys.enrollmentApplications.detail(studentId, application.id),
            application,
          );
          return Promise.all([
            client.invalidateQueries({
              queryKey: queryKeys.enrollmentApplications.list(studentId),
            }),
            client.invalidateQueries({ queryKey: queryKeys.envelopes.all(studentId) }),
            client.invalidateQueries({ queryKey: queryKeys.paymentPlans.all(studentId) }),
            client.invalidateQueries({ queryKey: queryKeys.accountHistory.all(studentId) }),
            client.invalidateQueries({ queryKey: queryKeys.cohorts.lists() }),
          ]);
        },
      }),
  };
}
