import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CertificationInput } from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';
import { invalidateCoachList } from './coaches';

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
