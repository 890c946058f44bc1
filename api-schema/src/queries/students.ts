import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { SessionStatus, StudentUpdate } from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

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
