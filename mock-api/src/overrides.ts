// Handlers that answer one operation for a story's or a test's state of a page: loading, empty,
// an error, an enrollment draft. They stand in for the API on purpose and decide nothing.
import { delay, http as untypedHttp, HttpResponse, type HttpHandler } from 'msw';
import type { EnrollmentApplication, Envelope, ErrorKey, paths } from '@hci/api-schema';
import * as fixtures from './fixtures';
import { DEFAULT_MOCK_BASE_URL, mswPath, type MockOptions } from './mock-kit';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OverrideOptions extends MockOptions {
  method?: Method;
}

/** Answers one operation with an empty list (the empty state of a page). */
export function emptyHandler(
  path: keyof paths,
  { method = 'get', baseUrl = DEFAULT_MOCK_BASE_URL }: OverrideOptions = {},
): HttpHandler {
  return untypedHttp[method](mswPath(baseUrl, path), () =>
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
  return untypedHttp[method](mswPath(baseUrl, path), () =>
    HttpResponse.json({ key, status, message: `Mocked ${key}` }, { status }),
  );
}

/**
 * Answers the demo student's applications with a draft filled up to a step, and their envelopes
 * with the agreement sent for it, if any. Saving a step answers with the draft it changed; the
 * draft takes the id of the demo's application, so signing answers from the mock's own records.
 */
export function enrollmentDraftHandlers(
  fields: Partial<EnrollmentApplication>,
  agreement?: Envelope,
  { baseUrl = DEFAULT_MOCK_BASE_URL }: MockOptions = {},
): HttpHandler[] {
  const [application] = fixtures.enrollmentApplications;
  const draft: EnrollmentApplication = {
    id: application!.id,
    studentId: application!.studentId,
    status: 'DRAFT',
    cohortId: 2,
    alumni: false,
    createdAt: application!.createdAt,
    updatedAt: application!.updatedAt,
    ...fields,
  };
  const list = (items: readonly unknown[]) =>
    HttpResponse.json({ content: items, pagination: { total: items.length, page: 0, size: 10 } });
  return [
    untypedHttp.get(mswPath(baseUrl, '/students/{studentId}/enrollment_applications'), () =>
      list([draft]),
    ),
    untypedHttp.get(mswPath(baseUrl, '/students/{studentId}/envelopes'), () =>
      list(agreement ? [agreement] : []),
    ),
    // A step's save answers with the draft it changed, as the API does for a draft.
    untypedHttp.put(
      mswPath(baseUrl, '/students/{studentId}/enrollment_applications/{applicationId}'),
      async ({ request }) =>
        HttpResponse.json({ content: { ...draft, ...((await request.json()) as object) } }),
    ),
  ];
}

/** Never answers one operation (the loading state of a page). */
export function loadingHandler(
  path: keyof paths,
  { method = 'get', baseUrl = DEFAULT_MOCK_BASE_URL }: OverrideOptions = {},
): HttpHandler {
  return untypedHttp[method](mswPath(baseUrl, path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}
