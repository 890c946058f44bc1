import { errorMessage, toast, type UploadOptions } from '@hci/design-system';
import { isApiError, uploadFile, type AuthClient, type FileObject } from '@hci/api-schema';

/**
 * The images the API stores (POST /files): JPEG, PNG, GIF or WebP up to 5 MiB. Checked before
 * sending, a little under the API's limit so the size reads as a round "5 MB".
 */
export const imageRules = {
  acceptedFileTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  maxFileSize: 5_000_000,
} as const;

/**
 * The FileUpload `upload` for one kind of image: sends it with progress and, when the API refuses
 * it (too large, wrong type), says why in a toast, since the field itself can only say it failed.
 */
export function imageUploader(authClient: AuthClient, object: FileObject) {
  return async (file: File, { onProgress, signal }: UploadOptions) => {
    try {
      return await uploadFile(authClient, file, {
        object,
        signal,
        onProgress: ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0),
      });
    } catch (error) {
      if (isApiError(error) && error.status !== 0) toast.critical(errorMessage(error.key));
      throw error;
    }
  };
}
