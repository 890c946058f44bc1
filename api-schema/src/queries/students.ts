import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { LookupType, SessionStatus, StudentUpdate } from '../schema';
import type { ApiContext, QueryParams } from './context';
import { queryKeys } from './keys';

export function studentQueries({ authClient }: ApiContext) {
  return {
    list: (params: QueryParams<'listStudents'> = {}) =>
      queryOptions({
        queryKey: queryKeys.students.list(params),
        queryFn: ({ signal }) =>
          unwrap(authClient.GET('/students', { params: { query: params }, signal })),
      }),
    detail: (studentId: number) =>
      queryOptions({
        queryKey: queryKeys.students.detail(studentId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/students/{studentId}', { params: { path: { studentId } }, signal }),
            )
          ).content,
      }),
    update: (studentId: number) =>
      mutationOptions({
        mutationFn: async (body: StudentUpdate) =>
          (
            await unwrap(
              authClient.PUT('/students/{studentId}', { params: { path: { studentId } }, body }),
            )
          ).content,
        onSuccess: (student, _body, _result, { client }) => {
          client.setQueryData(queryKeys.students.detail(studentId), student);
          // The record is the answer itself; only the lists that show students read it again.
          return client.invalidateQueries({ queryKey: queryKeys.students.lists() });
        },
      }),
    /** Answers with the student record; each payment plan shows the flag too. */
    updateAutoPay: (studentId: number) =>
      mutationOptions({
        mutationFn: async (autoPay: boolean) =>
          (
            await unwrap(
              authClient.PUT('/students/{studentId}/auto_pay', {
                params: { path: { studentId } },
                body: { autoPay },
              }),
            )
          ).content,
        onSuccess: (student, _autoPay, _result, { client }) => {
          client.setQueryData(queryKeys.students.detail(studentId), student);
          return client.invalidateQueries({ queryKey: queryKeys.paymentPlans.all(studentId) });
        },
      }),
    /** Tells the API the session went idle (after 5 minutes) or active again; nothing to refresh. */
    reportSessionStatus: (studentId: number) =>
      mutationOptions({
        mutationFn: async (status: SessionStatus) => {
          await unwrap(
            authClient.PATCH('/students/{studentId}/session', {
              params: { path: { studentId }, query: { status } },
            }),
          );
        },
      }),
  };
}

export function ssoQueries({ authClient }: ApiContext) {
  return {
    /**
     * A single sign-on link into external learning system `system` (1 learning system, 2 learning
     * platform); the caller appends its target. Links are single-use, so none is kept or reused.
     */
    loginUrl: (
      studentId: number,
      system: 1 | 2,
      params: QueryParams<'getStudentSsoLoginUrl'> = {},
    ) =>
      queryOptions({
        queryKey: queryKeys.ssoLoginUrl.detail(studentId, system, params),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/students/{studentId}/sso/login_url/{n}', {
                params: { path: { studentId, n: system }, query: params },
                signal,
              }),
            )
          ).content.url,
        staleTime: 0,
        gcTime: 0,
      }),
  };
}

export function accountHistoryQueries({ authClient }: ApiContext) {
  return {
    list: (studentId: number, params: QueryParams<'listAccountHistory'> = {}) =>
      queryOptions({
        queryKey: queryKeys.accountHistory.list(studentId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/account_history', {
              params: { path: { studentId }, query: params },
              signal,
            }),
          ),
      }),
  };
}

export function activityLogQueries({ authClient }: ApiContext) {
  return {
    list: (studentId: number, params: QueryParams<'listActivityLog'> = {}) =>
      queryOptions({
        queryKey: queryKeys.activityLog.list(studentId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/activity_log', {
              params: { path: { studentId }, query: params },
              signal,
            }),
          ),
      }),
  };
}

export function envelopeQueries({ authClient }: ApiContext) {
  return {
    list: (studentId: number, params: QueryParams<'listStudentEnvelopes'> = {}) =>
      queryOptions({
        queryKey: queryKeys.envelopes.list(studentId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/envelopes', {
              params: { path: { studentId }, query: params },
              signal,
            }),
          ),
      }),
    sign: (studentId: number) =>
      mutationOptions({
        mutationFn: async ({
          envelopeId,
          signatureName,
        }: {
          envelopeId: number;
          signatureName: string;
        }) =>
          (
            await unwrap(
              authClient.POST('/envelopes/{envelopeId}/sign', {
                params: { path: { envelopeId } },
                body: { signatureName, agree: true },
              }),
            )
          ).content,
        // Signing moves the enrollment application on (SIGNING to COMPLETE) and is logged in the
        // account history.
        onSuccess: (_envelope, _variables, _result, { client }) =>
          Promise.all([
            client.invalidateQueries({ queryKey: queryKeys.envelopes.all(studentId) }),
            client.invalidateQueries({ queryKey: queryKeys.enrollmentApplications.all(studentId) }),
            client.invalidateQueries({ queryKey: queryKeys.accountHistory.all(studentId) }),
          ]),
      }),
    /** A document of an envelope, as a file to save; reading it changes nothing. */
    downloadDocument: () =>
      mutationOptions({
        mutationFn: ({ envelopeId, documentId }: { envelopeId: number; documentId: number }) =>
          unwrap(
            authClient.GET('/envelopes/{envelopeId}/documents/{documentId}', {
              params: { path: { envelopeId, documentId } },
              parseAs: 'blob',
            }),
          ),
      }),
  };
}

export function lookupQueries({ publicClient }: ApiContext) {
  return {
    /**
     * Option items of the given types (all types when empty), named in `language` (a language
     * tag such as `es`: the API sends English for any it does not have); they rarely change.
     */
    list: (types: readonly LookupType[] = [], language = 'en-US') =>
      queryOptions({
        queryKey: queryKeys.lookups.list(types, language),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              publicClient.GET('/public/lookups', {
                params: {
                  query: types.length ? { types: [...types] } : {},
                  header: { 'Accept-Language': language },
                },
                signal,
              }),
            )
          ).content,
        staleTime: Infinity,
      }),
  };
}
