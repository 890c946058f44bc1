import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CoachUpdate } from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

export function coachQueries({ authClient, publicClient }: ApiContext) {
  return {
    /** The coach directory, readable signed out: coaches who publish an offer, by name. */
    directory: (params: QueryParams<'listCoaches'> = {}) =>
      queryOptions({
        queryKey: queryKeys.coaches.directory(params),
        queryFn: ({ signal }) =>
          unwrap(publicClient.GET('/coaches', { params: { query: params }, signal })),
      }),
    /** A coach's public profile, as a visitor signed out reads it. */
    publicDetail: (coachId: number) =>
      queryOptions({
        queryKey: queryKeys.coaches.publicDetail(coachId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              publicClient.GET('/coaches/{coachId}', { params: { path: { coachId } }, signal }),
            )
          ).content,
      }),
    detail: (coachId: number) =>
      queryOptions({
        queryKey: queryKeys.coaches.detail(coachId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/coaches/{coachId}', { params: { path: { coachId } }, signal }),
            )
          ).content,
      }),
    update: (coachId: number) =>
      mutationOptions({
        mutationFn: async (body: CoachUpdate) =>
          (
            await unwrap(
              authClient.PUT('/coaches/{coachId}', { params: { path: { coachId } }, body }),
            )
          ).content,
        onSuccess: (coach, _body, _result, { client }) => {
          client.setQueryData(queryKeys.coaches.detail(coachId), coach);
          // A coach is a student with a coach record: the student record embeds the coach.
          return client.invalidateQueries({ queryKey: queryKeys.students.detail(coach.studentId) });
        },
      }),
  };
}

/** The coach record embeds its educations and certifications, so both lists and it go stale. */
export const invalidateCoachList =
  (listKey: readonly unknown[], coachId: number) =>
  (_data: unknown, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
    Promise.all([
      client.invalidateQueries({ queryKey: listKey }),
      client.invalidateQueries({ queryKey: queryKeys.coaches.detail(coachId), exact: true }),
    ]);
