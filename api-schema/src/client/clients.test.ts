import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { coachSession } from '../test/sessions';
import { createSessionStore } from '../session/session-store';
import { SharedStorage } from '../test/memory-storage';
import { createAuthClient, createPublicClient, type TabLocks } from './clients';
import { verifyRedirect } from './verify-redirect';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signedInSession(accessToken = 'old-token') {
  const session = createSessionStore(new SharedStorage().openTab());
  session.signIn({ ...coachSession, accessToken, refreshToken: 'refresh-1' });
  return session;
}

/** GET /coaches/{id} answering 200 only to the given bearer, 401 otherwise; records headers. */
function coachEndpoint(validToken: string, seen: Headers[] = []) {
  return http.get(`${baseUrl}/coaches/:coachId`, ({ request }) => {
    seen.push(request.headers);
    if (request.headers.get('Authorization') !== `Bearer ${validToken}`) {
      return HttpResponse.json(
        { key: 'Unauthorized', status: 401, message: 'Unauthorized' },
        { status: 401 },
      );
    }
    return HttpResponse.json({ content: { id: 1 } });
  });
}

function refreshEndpoint(answer: () => Response, calls: { count: number }) {
  return http.post(`${baseUrl}/auth/signin/refresh_token`, async ({ request }) => {
    calls.count += 1;
    expect(await request.json()).toEqual({ refreshToken: 'refresh-1' });
    return answer();
  });
}

const getCoach = (client: ReturnType<typeof createAuthClient>) =>
  client.GET('/coaches/{coachId}', { params: { path: { coachId: 1 } } });

describe('header rules', () => {
  test('the public client adds neither source nor Authorization', async () => {
    const seen: Headers[] = [];
    server.use(coachEndpoint('x', seen));
    await createPublicClient(baseUrl).GET('/coaches/{coachId}', {
      params: { path: { coachId: 1 } },
    });
    expect(seen[0]?.has('source')).toBe(false);
    expect(seen[0]?.has('Authorization')).toBe(false);
  });

  test('the authenticated client adds source WEB and the bearer token', async () => {
    const seen: Headers[] = [];
    server.use(coachEndpoint('old-token', seen));
    const { data } = await getCoach(createAuthClient(baseUrl, signedInSession()));
    expect(data?.content.id).toBe(1);
    expect(seen[0]?.get('source')).toBe('WEB');
    expect(seen[0]?.get('Authorization')).toBe('Bearer old-token');
  });

  test('without a token the Authorization header is empty', async () => {
    const seen: Headers[] = [];
    const onUnauthorized = vi.fn();
    server.use(coachEndpoint('x', seen));
    const session = createSessionStore(new SharedStorage().openTab());
    await getCoach(createAuthClient(baseUrl, session, { onUnauthorized }));
    expect(seen[0]?.get('source')).toBe('WEB');
    expect(seen[0]?.get('Authorization')).toBe('');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('token refresh', () => {
  test('ten concurrent 401s trigger one refresh, and every call is retried with the new token', async () => {
    const calls = { count: 0 };
    const seen: Headers[] = [];
    server.use(
      coachEndpoint('new-token', seen),
      refreshEndpoint(
        () => HttpResponse.json({ content: { ...coachSession, accessToken: 'new-token' } }),
        calls,
      ),
    );
    const session = signedInSession();
    const onUnauthorized = vi.fn();
    const client = createAuthClient(baseUrl, session, { onUnauthorized });

    const results = await Promise.all(Array.from({ length: 10 }, () => getCoach(client)));

    expect(calls.count).toBe(1);
    expect(results.map((result) => result.response.status)).toEqual(Array(10).fill(200));
    expect(results.every((result) => result.data?.content.id === 1)).toBe(true);
    expect(
      seen.filter((headers) => headers.get('Authorization') === 'Bearer new-token'),
    ).toHaveLength(10);
    expect(session.getSnapshot().accessToken).toBe('new-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('two tabs refused at once refresh once: the second uses what the first stored', async () => {
    const spent = new Set<string>();
    const calls = { count: 0 };
    server.use(
      coachEndpoint('new-token'),
      http.post(`${baseUrl}/auth/signin/refresh_token`, async ({ request }) => {
        calls.count += 1;
        const { refreshToken } = (await request.json()) as { refreshToken: string };
        // A refresh token works once, as the API's rotation makes it.
        if (spent.has(refreshToken)) {
          return HttpResponse.json(
            { key: 'Unauthorized', status: 401, message: 'Unauthorized' },
            { status: 401 },
          );
        }
        spent.add(refreshToken);
        return HttpResponse.json({
          content: { ...coachSession, accessToken: 'new-token', refreshToken: 'refresh-2' },
        });
      }),
    );
    // One lock manager for the browser, as navigator.locks is.
    let tail: Promise<unknown> = Promise.resolve();
    const locks: TabLocks = {
      request(_name, callback) {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    const browser = new SharedStorage();
    const tabs = [browser.openTab(), browser.openTab()].map((tab) => createSessionStore(tab));
    tabs[0]!.signIn({ ...coachSession, accessToken: 'old-token', refreshToken: 'refresh-1' });
    const clients = tabs.map((tab) => createAuthClient(baseUrl, tab, {}, { locks }));

    const results = await Promise.all(clients.map(getCoach));

    expect(results.map((result) => result.response.status)).toEqual([200, 200]);
    expect(calls.count).toBe(1);
    expect(tabs.map((tab) => tab.getSnapshot().refreshToken)).toEqual(['refresh-2', 'refresh-2']);
  });

  test('retries a POST with its original body', async () => {
    const calls = { count: 0 };
    const bodies: unknown[] = [];
    server.use(
      refreshEndpoint(
        () => HttpResponse.json({ content: { ...coachSession, accessToken: 'new-token' } }),
        calls,
      ),
      http.post(`${baseUrl}/coaches/:coachId/educations`, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === 'Bearer new-token'
          ? HttpResponse.json(
              { content: { id: 9, coachId: 1, institution: 'A', degree: 'B' } },
              { status: 201 },
            )
          : HttpResponse.json(
              { key: 'Unauthorized', status: 401, message: 'Unauthorized' },
              { status: 401 },
            );
      }),
    );
    const client = createAuthClient(baseUrl, signedInSession());
    const { data } = await client.POST('/coaches/{coachId}/educations', {
      params: { path: { coachId: 1 } },
      body: { institution: 'A', degree: 'B' },
    });
    expect(data?.content.id).toBe(9);
    expect(bodies).toEqual([
      { institution: 'A', degree: 'B' },
      { institution: 'A', degree: 'B' },
    ]);
  });

  test('a failed refresh clears the session and calls the hook for each waiting call', async () => {
    const calls = { count: 0 };
    const sent: Headers[] = [];
    server.use(
      coachEndpoint('never', sent),
      refreshEndpoint(
        () =>
          HttpResponse.json(
            { key: 'Unauthorized', status: 401, message: 'Unauthorized' },
            { status: 401 },
          ),
        calls,
      ),
    );
    const session = signedInSession();
    const onUnauthorized = vi.fn();
    const client = createAuthClient(baseUrl, session, { onUnauthorized });

    const results = await Promise.all(Array.from({ length: 3 }, () => getCoach(client)));

    expect(calls.count).toBe(1);
    expect(results.map((result) => result.error?.key)).toEqual(Array(3).fill('Unauthorized'));
    expect(session.getSnapshot().isAuthenticated).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledTimes(3);
    // Nothing is sent again without a session.
    expect(sent).toHaveLength(3);
  });

  test('a network failure during refresh also clears the session', async () => {
    server.use(
      coachEndpoint('never'),
      http.post(`${baseUrl}/auth/signin/refresh_token`, () => HttpResponse.error()),
    );
    const session = signedInSession();
    await getCoach(createAuthClient(baseUrl, session));
    expect(session.getSnapshot().isAuthenticated).toBe(false);
  });
});

describe('the Unauthorized hook', () => {
  test('an error body saying Unauthorized counts like a 401', async () => {
    server.use(
      http.get(`${baseUrl}/coaches/:coachId`, () =>
        HttpResponse.json(
          { key: 'forbidden', status: 403, message: 'Unauthorized' },
          { status: 403 },
        ),
      ),
    );
    const session = createSessionStore({ storage: null, events: null });
    const onUnauthorized = vi.fn();
    await getCoach(createAuthClient(baseUrl, session, { onUnauthorized }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test('other errors pass to the caller without the hook', async () => {
    server.use(
      http.get(`${baseUrl}/coaches/:coachId`, () =>
        HttpResponse.json({ key: 'notFound', status: 404, message: 'Not found' }, { status: 404 }),
      ),
    );
    const onUnauthorized = vi.fn();
    const { error } = await getCoach(
      createAuthClient(baseUrl, signedInSession(), { onUnauthorized }),
    );
    expect(error?.key).toBe('notFound');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('the coach app hook redirects to /verify unless already there', async () => {
    server.use(coachEndpoint('never'));
    const session = createSessionStore({ storage: null, events: null });
    const navigations: string[] = [];
    let currentPath = '/my-sessions?week=2';
    const client = createAuthClient(baseUrl, session, {
      onUnauthorized: () => {
        const target = verifyRedirect(currentPath);
        if (target) navigations.push(target);
      },
    });

    await getCoach(client);
    currentPath = '/verify?to=%2Fmy-sessions';
    await getCoach(client);

    expect(navigations).toEqual(['/verify?to=%2Fmy-sessions%3Fweek%3D2']);
  });
});

describe('what counts as a refusal of the session', () => {
  const answering = (response: () => Response) =>
    server.use(http.get(`${baseUrl}/coaches/:coachId`, response));
  const hookCalls = async () => {
    const onUnauthorized = vi.fn();
    const session = createSessionStore({ storage: null, events: null });
    await getCoach(createAuthClient(baseUrl, session, { onUnauthorized }));
    return onUnauthorized.mock.calls.length;
  };

  test('a 401 counts whatever its body', async () => {
    answering(() => new HttpResponse('Session ended', { status: 401 }));
    expect(await hookCalls()).toBe(1);
  });

  test('an error body keyed Unauthorized counts, whatever its message', async () => {
    answering(() =>
      HttpResponse.json(
        { key: 'Unauthorized', status: 403, message: 'Your session ended' },
        { status: 403 },
      ),
    );
    expect(await hookCalls()).toBe(1);
  });

  test.each([
    ['a page that is not JSON', () => new HttpResponse('Unauthorized', { status: 403 })],
    ['JSON that is not an object', () => HttpResponse.json('Unauthorized', { status: 403 })],
    [
      'a body that is not JSON after all',
      () =>
        new HttpResponse('{Unauthorized', {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    ],
    ['an error without a body', () => new HttpResponse(null, { status: 500 })],
    [
      'JSON sent as plain text',
      () =>
        new HttpResponse('{"key":"Unauthorized"}', {
          status: 403,
          headers: { 'content-type': 'text/plain' },
        }),
    ],
    [
      'a successful answer',
      () => HttpResponse.json({ content: { id: 1 }, key: 'Unauthorized', message: 'Unauthorized' }),
    ],
  ])('%s does not count', async (_, response) => {
    answering(response);
    expect(await hookCalls()).toBe(0);
  });
});

describe('renewing the session', () => {
  const renewed = (accessToken: string) =>
    HttpResponse.json({ content: { ...coachSession, accessToken, refreshToken: 'refresh-1' } });

  test('a call refused with a token another call has since renewed is retried without a refresh', async () => {
    const calls = { count: 0 };
    const session = signedInSession();
    server.use(
      http.get(`${baseUrl}/coaches/:coachId`, ({ request }) => {
        if (request.headers.get('Authorization') === 'Bearer new-token')
          return HttpResponse.json({ content: { id: 1 } });
        // Another call renews the session while this one is refused.
        session.signIn({
          ...coachSession,
          accessToken: 'new-token',
          refreshToken: 'refresh-1',
        });
        return HttpResponse.json({ key: 'Unauthorized' }, { status: 401 });
      }),
      refreshEndpoint(() => renewed('newer-token'), calls),
    );
    const { response } = await getCoach(createAuthClient(baseUrl, session));
    expect(response.status).toBe(200);
    expect(calls.count).toBe(0);
  });

  test('without a refresh token nothing is refreshed and the hook is called', async () => {
    const calls = { count: 0 };
    const sent: Headers[] = [];
    server.use(
      coachEndpoint('never', sent),
      refreshEndpoint(() => renewed('new-token'), calls),
    );
    const session = createSessionStore({ storage: null, events: null });
    session.signIn({ ...coachSession, accessToken: 'old-token', refreshToken: '' });
    const onUnauthorized = vi.fn();
    await getCoach(createAuthClient(baseUrl, session, { onUnauthorized }));
    expect(calls.count).toBe(0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
  });

  test('a retry refused again calls the hook', async () => {
    const calls = { count: 0 };
    server.use(
      coachEndpoint('never'),
      refreshEndpoint(() => renewed('still-wrong'), calls),
    );
    const onUnauthorized = vi.fn();
    const { response } = await getCoach(
      createAuthClient(baseUrl, signedInSession(), { onUnauthorized }),
    );
    expect(calls.count).toBe(1);
    expect(response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  test('without a hook, a retry refused again reaches the caller as it is', async () => {
    server.use(
      coachEndpoint('never'),
      refreshEndpoint(() => renewed('still-wrong'), { count: 0 }),
    );
    const { error } = await getCoach(createAuthClient(baseUrl, signedInSession()));
    expect(error?.key).toBe('Unauthorized');
  });

  test("by default one refresh at a time holds the browser's tab lock", async () => {
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: <T>(name: string, callback: () => Promise<T>) => {
          held.push(name);
          return callback();
        },
      },
    });
    try {
      server.use(
        coachEndpoint('new-token'),
        refreshEndpoint(() => renewed('new-token'), { count: 0 }),
      );
      const { response } = await getCoach(createAuthClient(baseUrl, signedInSession()));
      expect(response.status).toBe(200);
      expect(held).toEqual(['hci.session.refresh']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('a session that expires again later is refreshed again', async () => {
    const calls = { count: 0 };
    let valid = 'token-1';
    server.use(
      http.get(`${baseUrl}/coaches/:coachId`, ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${valid}`
          ? HttpResponse.json({ content: { id: 1 } })
          : HttpResponse.json({ key: 'Unauthorized' }, { status: 401 }),
      ),
      refreshEndpoint(() => renewed(valid), calls),
    );
    const client = createAuthClient(baseUrl, signedInSession());
    expect((await getCoach(client)).response.status).toBe(200);
    valid = 'token-2';
    expect((await getCoach(client)).response.status).toBe(200);
    expect(calls.count).toBe(2);
  });
});
