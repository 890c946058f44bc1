import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { LookupType, StudentUpdate } from '../schema';
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
          return client.invalidateQueries({ queryKey: queryKeys.students.all() });
        },
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
        onSuccess: (_envelope, _variables, _result, { client }) =>
          client.invalidateQueries({ queryKey: queryKeys.envelopes.all(studentId) }),
      }),
  };
}

export function lookupQueries({ publicClient }: ApiContext) {
  return {
    /** Option items of the given types (all types when empty); they rarely change. */
    list: (types: readonly LookupType[] = []) =>
      queryOptions({
        queryKey: queryKeys.lookups.list(types),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              publicClient.GET('/public/lookups', {
                params: { query: types.length ? { types: [...types] } : {} },
                signal,
              }),
            )
          ).content,
        staleTime: Infinity,
      }),
  };
}
