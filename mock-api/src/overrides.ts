// Handlers that answer one operation for a story's or a test's state of a page that no state of
// the API gives: loading, empty or failed. The reference API answers every other call; these
// stand in for it on purpose and decide nothing.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorKey, paths } from '@hci/api-schema';

/** The API's address in stories and page tests, where MSW answers for it. */
export const DEFAULT_MOCK_BASE_URL = 'http://127.0.0.1:4010';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OverrideOptions {
  method?: Method;
  /** The API origin the app under test calls. */
  baseUrl?: string;
}

/** MSW's form of a contract path: `{studentId}` becomes `:studentId`. */
function mswPath(baseUrl: string, path: string): string {
  return `${baseUrl}${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** Answers one operation with an empty list (the empty state of a page). */
export function emptyHandler(
  path: keyof paths,
  { method = 'get', baseUrl = DEFAULT_MOCK_BASE_URL }: OverrideOptions = {},
): HttpHandler {
  return http[method](mswPath(baseUrl, path), () =>
    HttpResponse.json({ content: [], pagination: { total: 0, page: 0, size: 10 } }),
  );
}

/** Answers one operation with the contract's error body (the error state of a page). */
export function errorHandler(
  path: keyof paths,
  {
    method = 'get',
    baseUrl = DEFAULT_MOCK_BASE_URL,
    status = 500,
    key = 'default',
  }: OverrideOptions & { status?: number; key?: ErrorKey } = {},
): HttpHandler {
  return http[method](mswPath(baseUrl, path), () =>
    HttpResponse.json({ key, status, message: `Mocked ${key}` }, { status }),
  );
}

/** Never answers one operation (the loading state of a page). */
export function loadingHandler(
  path: keyof paths,
  { method = 'get', baseUrl = DEFAULT_MOCK_BASE_URL }: OverrideOptions = {},
): HttpHandler {
  return http[method](mswPath(baseUrl, path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

const mediaPlaceholder =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="silver"/></svg>';

/**
 * Any stored image or file answers a neutral placeholder, so photos and covers render the same in
 * every story and test, whatever was uploaded.
 */
export function mediaHandler(baseUrl = DEFAULT_MOCK_BASE_URL): HttpHandler {
  return http.get(
    mswPath(baseUrl, '/media/{fileName}'),
    () => new HttpResponse(mediaPlaceholder, { headers: { 'content-type': 'image/svg+xml' } }),
  );
}
