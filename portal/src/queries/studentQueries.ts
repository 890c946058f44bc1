// Student calls the portal needs that the shared query factories of @hci/api-schema do not offer
// (yet): courses, payment plans, transfers, communication preferences, the learning-platform
// sign-on link and agreement downloads. Keys nest under the student like the shared ones, so
// invalidating a student's prefix reaches them too.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiContext, type CommunicationPreferences } from '@hci/api-schema';

export const portalKeys = {
  courses: (studentId: number) => ['students', studentId, 'courses'] as const,
  paymentPlans: (studentId: number) => ['students', studentId, 'paymentPlans'] as const,
  transfers: (studentId: number) => ['students', studentId, 'transfers'] as const,
  envelopes: (studentId: number) => ['students', studentId, 'envelopes', 'all'] as const,
  communicationPreferences: (studentId: number) =>
    ['students', studentId, 'communicationPreferences'] as const,
};

/** Which external system a sign-on link opens (the contract's `n`). */
export const learningPlatform = 2;

export function portalQueries({ authClient }: ApiContext) {
  return {
    courses: (studentId: number) =>
      queryOptions({
        queryKey: portalKeys.courses(studentId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/students/{studentId}/courses', {
                params: { path: { studentId }, query: { size: 100 } },
                signal,
              }),
            )
          ).content,
      }),
    paymentPlans: (studentId: number) =>
      queryOptions({
        queryKey: portalKeys.paymentPlans(studentId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/students/{studentId}/payment_plans', {
                params: { path: { studentId }, query: { size: 100 } },
                signal,
              }),
            )
          ).content,
      }),
    pendingTransfers: (studentId: number) =>
      queryOptions({
        queryKey: portalKeys.transfers(studentId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/students/{studentId}/transfers', {
                params: { path: { studentId }, query: { status: 'PENDING' } },
                signal,
              }),
            )
          ).content,
      }),
    envelopes: (studentId: number) =>
      queryOptions({
        queryKey: portalKeys.envelopes(studentId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/students/{studentId}/envelopes', {
                params: { path: { studentId } },
                signal,
              }),
            )
          ).content,
      }),
    communicationPreferences: (studentId: number) =>
      queryOptions({
        queryKey: portalKeys.communicationPreferences(studentId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/students/{studentId}/communication_preferences', {
                params: { path: { studentId } },
                signal,
              }),
            )
          ).content,
      }),
    updateCommunicationPreferences: (studentId: number) =>
      mutationOptions({
        mutationFn: async (body: CommunicationPreferences) =>
          (
            await unwrap(
              authClient.PUT('/students/{studentId}/communication_preferences', {
                params: { path: { studentId } },
                body,
              }),
            )
          ).content,
        onSuccess: (saved, _body, _result, { client }) => {
          client.setQueryData(portalKeys.communicationPreferences(studentId), saved);
        },
      }),
    /**
     * The single sign-on link of the learning platform (spec §7): the API answers a link, the
     * caller appends its target, here the course to open.
     */
    learningPlatformUrl: () =>
      mutationOptions({
        mutationFn: async ({
          studentId,
          orgUnitId,
          target,
        }: {
          studentId: number;
          orgUnitId?: string;
          target: string;
        }) => {
          const { content } = await unwrap(
            authClient.GET('/students/{studentId}/sso/login_url/{n}', {
              params: {
                path: { studentId, n: learningPlatform },
                query: orgUnitId ? { orgUnitId } : {},
              },
            }),
          );
          return `${content.url}${target}`;
        },
      }),
    /** An agreement's document as a file to save. */
    downloadDocument: () =>
      mutationOptions({
        mutationFn: async ({
          envelopeId,
          documentId,
        }: {
          envelopeId: number;
          documentId: number;
        }) =>
          unwrap(
            authClient.GET('/envelopes/{envelopeId}/documents/{documentId}', {
              params: { path: { envelopeId, documentId } },
              parseAs: 'blob',
            }),
          ),
      }),
  };
}

export type PortalQueries = ReturnType<typeof portalQueries>;
