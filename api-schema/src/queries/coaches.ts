import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CertificationInput, CoachUpdate, EducationInput } from '../schema';
import type { ApiContext, QueryParams } from './context';
import { queryKeys } from './keys';

export function coachQueries({ authClient }: ApiContext) {
  return {
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
const invalidateCoachList =
  (listKey: readonly unknown[], coachId: number) =>
  (_data: unknown, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
    Promise.all([
      client.invalidateQueries({ queryKey: listKey }),
      client.invalidateQueries({ queryKey: queryKeys.coaches.detail(coachId), exact: true }),
    ]);

export function educationQueries({ authClient }: ApiContext) {
  return {
    list: (coachId: number, params: QueryParams<'listEducations'> = {}) =>
      queryOptions({
        queryKey: queryKeys.educations.list(coachId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/coaches/{coachId}/educations', {
              params: { path: { coachId }, query: params },
              signal,
            }),
          ),
      }),
    create: (coachId: number) =>
      mutationOptions({
        mutationFn: async (body: EducationInput) =>
          (
            await unwrap(
              authClient.POST('/coaches/{coachId}/educations', {
                params: { path: { coachId } },
                body,
              }),
            )
          ).content,
        onSuccess: invalidateCoachList(queryKeys.educations.all(coachId), coachId),
      }),
    update: (coachId: number) =>
      mutationOptions({
        mutationFn: async ({ educationId, ...body }: EducationInput & { educationId: number }) =>
          (
            await unwrap(
              authClient.PUT('/coaches/{coachId}/educations/{educationId}', {
                params: { path: { coachId, educationId } },
                body,
              }),
            )
          ).content,
        onSuccess: invalidateCoachList(queryKeys.educations.all(coachId), coachId),
      }),
    remove: (coachId: number) =>
      mutationOptions({
        mutationFn: async (educationId: number) =>
          (
            await unwrap(
              authClient.DELETE('/coaches/{coachId}/educations/{educationId}', {
                params: { path: { coachId, educationId } },
              }),
            )
          ).content,
        onSuccess: invalidateCoachList(queryKeys.educations.all(coachId), coachId),
      }),
  };
}

export function certificationQueries({ authClient }: ApiContext) {
  return {
    list: (coachId: number, params: QueryParams<'listCertifications'> = {}) =>
      queryOptions({
        queryKey: queryKeys.certifications.list(coachId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/coaches/{coachId}/certifications', {
              params: { path: { coachId }, query: params },
              signal,
            }),
          ),
      }),
    create: (coachId: number) =>
      mutationOptions({
        mutationFn: async (body: CertificationInput) =>
          (
            await unwrap(
              authClient.POST('/coaches/{coachId}/certifications', {
                params: { path: { coachId } },
                body,
              }),
            )
          ).content,
        onSuccess: invalidateCoachList(queryKeys.certifications.all(coachId), coachId),
      }),
    update: (coachId: number) =>
      mutationOptions({
        mutationFn: async ({
          certificationId,
          ...body
        }: CertificationInput & { certificationId: number }) =>
          (
            await unwrap(
              authClient.PUT('/coaches/{coachId}/certifications/{certificationId}', {
                params: { path: { coachId, certificationId } },
                body,
              }),
            )
          ).content,
        onSuccess: invalidateCoachList(queryKeys.certifications.all(coachId), coachId),
      }),
    remove: (coachId: number) =>
      mutationOptions({
        mutationFn: async (certificationId: number) =>
          (
            await unwrap(
              authClient.DELETE('/coaches/{coachId}/certifications/{certificationId}', {
                params: { path: { coachId, certificationId } },
              }),
            )
          ).content,
        onSuccess: invalidateCoachList(queryKeys.certifications.all(coachId), coachId),
      }),
  };
}
