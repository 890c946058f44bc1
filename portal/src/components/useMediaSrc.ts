import { signMediaUrl } from '@hci/api-schema';
import { useApi, useApiSession } from '@hci/app-frame';

/** Turns a stored file name (a course's or an award's image) into a signed address to load. */
export function useMediaSrc(): (file: string | undefined) => string | undefined {
  const { mediaBaseUrl } = useApi();
  const session = useApiSession();
  return (file) => (file ? signMediaUrl(file, session, mediaBaseUrl) : undefined);
}
