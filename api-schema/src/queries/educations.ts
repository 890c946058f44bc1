import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { EducationInput } from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';
import { invalidateCoachList } from './coaches';

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
