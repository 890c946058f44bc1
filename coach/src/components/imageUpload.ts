import { errorMessage, toast, type UploadOptions } from '@hci/design-system';
import { isApiError, uploadFile, type AuthClient, type FileObject } from '@hci/api-schema';

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
