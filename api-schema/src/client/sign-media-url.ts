import type { Session } from '../session/session';

const MEDIA_PATH = '/media/';

/**
 * Rewrites a public media reference (what coaches show: photos, covers, product and course images)
 * so it loads from the content-delivery host: a stored file name, or a URL already under
 * `<mediaBaseUrl>/media/`, gets the session's keyPairId, signature and policy. Other URLs (external
 * links, blob: and data: previews) pass unchanged. A user's private files are not covered by the
 * session's credentials: they load through `files.presignedUrl`, one short-lived URL per file.
 */
export function signMediaUrl(
  url: string,
  session: Pick<Session, 'keyPairId' | 'signature' | 'policy'>,
  mediaBaseUrl: string,
): string {
  if (url === '') return url;
  const base = mediaBaseUrl.replace(/\/+$/, '');
  let target: URL;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    target = new URL(url);
    const mediaRoot = new URL(`${base}${MEDIA_PATH}`);
    if (target.origin !== mediaRoot.origin || !target.pathname.startsWith(mediaRoot.pathname)) {
      return url;
    }
  } else if (url.startsWith(MEDIA_PATH)) {
    target = new URL(`${base}${url}`);
  } else {
    target = new URL(`${base}${MEDIA_PATH}${encodeURIComponent(url.replace(/^\/+/, ''))}`);
  }
  target.searchParams.set('keyPairId', session.keyPairId);
  target.searchParams.set('signature', session.signature);
  target.searchParams.set('policy', session.policy);
  return target.toString();
}
