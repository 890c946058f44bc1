import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { idempotencyKeyFor } from '../query-kit/idempotency-key';
import { queryKeys } from '../query-kit/keys';

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
        // The last signature completes the enrollment and charges what is due: a retry of the
        // same press sends the same Idempotency-Key, so it never charges twice.
        mutationFn: async (variables: { envelopeId: number; signatureName: string }) =>
          (
            await unwrap(
              authClient.POST('/envelopes/{envelopeId}/sign', {
                params: {
                  path: { envelopeId: variables.envelopeId },
                  header: { 'Idempotency-Key': idempotencyKeyFor(variables) },
                },
                body: { signatureName: variables.signatureName, agree: true },
              }),
            )
          ).content,
        // Signing moves the enrollment application on (SIGNING to COMPLETE) and is logged in the
        // account history; completing it creates the payment plan, opens the courses and sends
        // inbox messages.
        onSuccess: (_envelope, _variables, _result, { client }) =>
          Promise.all(
            [
              queryKeys.envelopes.all(studentId),
              queryKeys.enrollmentApplications.all(studentId),
              queryKeys.accountHistory.all(studentId),
              queryKeys.paymentPlans.all(studentId),
              queryKeys.courses.all(studentId),
              queryKeys.communicationIntents.all(studentId),
            ].map((queryKey) => client.invalidateQueries({ queryKey })),
          ),
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
