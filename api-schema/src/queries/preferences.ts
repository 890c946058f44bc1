import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CommunicationPreferences } from '../schema';
import type { ApiContext } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

export function communicationPreferenceQueries({ authClient }: ApiContext) {
  return {
    detail: (studentId: number) =>
      queryOptions({
        queryKey: queryKeys.communicationPreferences.detail(studentId),
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
    /** Replaces the preferences; the answer is stored at once. */
    update: (studentId: number) =>
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
        onSuccess: (preferences, _body, _result, { client }) => {
          client.setQueryData(queryKeys.communicationPreferences.detail(studentId), preferences);
        },
      }),
  };
}
