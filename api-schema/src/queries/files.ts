import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import { uploadFile, type UploadOptions } from '../client/upload-file';
import type { ApiContext } from './context';
import { queryKeys } from './keys';

export interface UploadVariables extends Omit<UploadOptions, 'createRequest'> {
  file: Blob & { name?: string };
}

export function fileQueries({ authClient }: ApiContext) {
  return {
    presignedUrl: (fileName: string) =>
      queryOptions({
        queryKey: queryKeys.files.presignedUrl(fileName),
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
