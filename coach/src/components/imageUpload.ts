import type { UploadOptions } from '@hci/design-system';
import { uploadFile, type AuthClient, type FileObject } from '@hci/api-schema';

/**
 * The FileUpload `upload` for one kind of image: sends it with progress. A refusal (too large, not
 * an image) is said by the field itself.
 */
export function imageUploader(authClient: AuthClient, object: FileObject) {
  return (file: File, { onProgress, signal }: UploadOptions) =>
    uploadFile(authClient, file, {
      object,
      signal,
      onProgress: ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0),
    });
}
