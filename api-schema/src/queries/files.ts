import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import { uploadFile, type UploadOptions } from '../client/upload-file';
import type { ApiContext } from '../query-kit/context';
import type { PresignedUrl } from '../schema';
import { queryKeys } from '../query-kit/keys';

export interface UploadVariables extends Omit<UploadOptions, 'createRequest'> {
  file: Blob & { name?: string };
}

/**
 * How long a private file's URL is used before the next one is asked for: half the time it had
 * left when it arrived (so a clock off by less than its lifetime still renews it in time), and no
 * less than 15 s.
 */
function renewalMs(query: { state: { data?: PresignedUrl; dataUpdatedAt: number } }): number {
  const { data, dataUpdatedAt } = query.state;
  if (!data) return 0;
  return Math.max((Date.parse(data.expiresAt) - dataUpdatedAt) / 2, 15_000);
}

export function fileQueries({ authClient }: ApiContext) {
  return {
    /**
     * A short-lived URL of one private file, renewed while it is shown so an image on a page left
     * open keeps loading; dropped soon after nothing shows it, so no expired URL is offered.
     */
    presignedUrl: (fileName: string) =>
      queryOptions({
        queryKey: queryKeys.files.presignedUrl(fileName),
        staleTime: renewalMs,
        refetchInterval: renewalMs,
        gcTime: 15_000,
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/files/generate_presigned_url', {
                params: { query: { fileName } },
                signal,
              }),
            )
          ).content,
      }),
    /** One file, sent as soon as it is chosen, with progress. */
    upload: () =>
      mutationOptions({
        mutationFn: ({ file, ...options }: UploadVariables) =>
          uploadFile(authClient, file, options),
      }),
    remove: () =>
      mutationOptions({
        mutationFn: async (fileName: string) => {
          await unwrap(authClient.DELETE('/files', { params: { query: { fileName } } }));
        },
        onSuccess: (_data, fileName, _result, { client }) =>
          client.removeQueries({ queryKey: queryKeys.files.presignedUrl(fileName) }),
      }),
  };
}
