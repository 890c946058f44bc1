import { signMediaUrl, useApi, useApiSession } from '@hci/api-schema';

/** Turns a stored file name (a course's or an award's image) into a signed address to load. */
export function useMediaSrc(): (file: string | undefined) => string | undefined {
  const { mediaBaseUrl } = useApi();
  const session = useApiSession();
  return (file) => (file ? signMediaUrl(file, session, mediaBaseUrl) : undefined);
}
