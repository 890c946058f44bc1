import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CommunicationIntentCriteria, CommunicationIntentStatus } from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

/** What the unread badge counts: non-READ, unarchived items of the inbox. */
export const unreadInboxCriteria: CommunicationIntentCriteria = {
  statuses: ['SENT', 'DELIVERED'],
  channels: ['INBOX'],
  archived: false,
};

export function communicationIntentQueries({ authClient }: ApiContext) {
  const invalidate =
    (studentId: number) =>
    (_data: unknown, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
      client.invalidateQueries({ queryKey: queryKeys.communicationIntents.all(studentId) });

  const one = (studentId: number, action: 'archive' | 'unarchive') =>
    mutationOptions({
      mutationFn: async (communicationIntentId: number) =>
        (
          await unwrap(
            authClient.POST(
              action === 'archive'
                ? '/students/{studentId}/communication_intents/{communicationIntentId}/archive'
                : '/students/{studentId}/communication_intents/{communicationIntentId}/unarchive',
              { params: { path: { studentId, communicationIntentId } } },
            ),
          )
        ).content,
      onSuccess: invalidate(studentId),
    });

  const many = (studentId: number, action: 'archive' | 'unarchive') =>
    mutationOptions({
      mutationFn: async (communicationIntentIds: number[]) =>
        (
          await unwrap(
            authClient.POST(
              action === 'archive'
                ? '/students/{studentId}/communication_intents/archive'
                : '/students/{studentId}/communication_intents/unarchive',
              { params: { path: { studentId } }, body: { communicationIntentIds } },
            ),
          )
        ).content.count,
      onSuccess: invalidate(studentId),
    });

  return {
    list: (
      studentId: number,
      criteria: CommunicationIntentCriteria = {},
      params: QueryParams<'findCommunicationIntents'> = {},
    ) =>
      queryOptions({
        queryKey: queryKeys.communicationIntents.list(studentId, criteria, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.POST('/students/{studentId}/communication_intents', {
              params: { path: { studentId }, query: params },
              body: criteria,
              signal,
            }),
          ),
      }),
    /** The unread inbox count (the badge caps its display at 20+). */
    unreadCount: (studentId: number) =>
      queryOptions({
        queryKey: queryKeys.communicationIntents.unreadCount(studentId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.POST('/students/{studentId}/communication_intents', {
                params: { path: { studentId }, query: { size: 1 } },
                body: unreadInboxCriteria,
                signal,
              }),
            )
          ).pagination.total,
      }),
    updateStatus: (studentId: number) =>
      mutationOptions({
        mutationFn: async ({
          communicationIntentId,
          status,
        }: {
          communicationIntentId: number;
          status: CommunicationIntentStatus;
        }) =>
          (
            await unwrap(
              authClient.PATCH(
                '/students/{studentId}/communication_intents/{communicationIntentId}/status',
                { params: { path: { studentId, communicationIntentId }, query: { status } } },
              ),
            )
          ).content,
        onSuccess: invalidate(studentId),
      }),
    archive: (studentId: number) => one(studentId, 'archive'),
    unarchive: (studentId: number) => one(studentId, 'unarchive'),
    archiveMany: (studentId: number) => many(studentId, 'archive'),
    unarchiveMany: (studentId: number) => many(studentId, 'unarchive'),
    deleteMany: (studentId: number) =>
      mutationOptions({
        mutationFn: async (communicationIntentIds: number[]) =>
          (
            await unwrap(
              authClient.DELETE('/students/{studentId}/communication_intents/delete', {
                params: { path: { studentId } },
                body: { communicationIntentIds },
              }),
            )
          ).content.count,
        onSuccess: invalidate(studentId),
      }),
  };
}
