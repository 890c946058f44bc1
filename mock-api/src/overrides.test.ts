import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { createPublicClient } from '@hci/api-schema';
import { emptyHandler, errorHandler, loadingHandler, mediaHandler } from './overrides';

const baseUrl = 'http://mock.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createPublicClient(baseUrl);
const student = { params: { path: { studentId: 1 } } };

test('an empty list, in the contract’s list envelope', async () => {
  server.use(emptyHandler('/students/{studentId}/envelopes', { baseUrl }));
  const envelopes = await client.GET('/students/{studentId}/envelopes', student);
  expect(envelopes.data).toEqual({ content: [], pagination: { total: 0, page: 0, size: 10 } });
});

test('an error, with the status and key asked for, on the method asked for', async () => {
  server.use(
    errorHandler('/students/{studentId}', {
      baseUrl,
      method: 'put',
      status: 403,
      key: 'forbidden',
    }),
    errorHandler('/students/{studentId}', { baseUrl }),
  );
  const put = await client.PUT('/students/{studentId}', { ...student, body: {} as never });
  expect(put.response.status).toBe(403);
  expect(put.error).toMatchObject({ key: 'forbidden', status: 403 });
  const get = await client.GET('/students/{studentId}', student);
  expect(get.response.status).toBe(500);
  expect(get.error).toMatchObject({ key: 'default', status: 500 });
});

test('a call that never answers, while later calls do', async () => {
  server.use(
    loadingHandler('/public/lookups', { baseUrl }),
    emptyHandler('/students/{studentId}/envelopes', { baseUrl }),
  );
  const started = new Promise<void>((resolve) =>
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/public/lookups') resolve();
    }),
  );
  const controller = new AbortController();
  let settled = false;
  const lookups = client.GET('/public/lookups', { signal: controller.signal });
  lookups.then(
    () => (settled = true),
    () => (settled = true),
  );
  await started;
  const envelopes = await client.GET('/students/{studentId}/envelopes', student);
  expect(envelopes.response.status).toBe(200);
  expect(settled).toBe(false);
  controller.abort();
  await expect(lookups).rejects.toMatchObject({ name: 'AbortError' });
});

test('any stored picture answers the same placeholder', async () => {
  server.use(mediaHandler(baseUrl));
  const picture = await fetch(`${baseUrl}/media/coach-1-cover.jpg`);
  expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  expect(await picture.text()).toMatch(/^<svg /);
});
