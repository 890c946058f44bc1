import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createSessionStore, SESSION_STORAGE_KEY, type AnalyticsEvent } from '@hci/api-schema';
import { coachSession } from '@hci/api-schema/test-sessions';
import { createAppApi, createPrerenderApi } from './appApi';

const apiBaseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const unauthorized = () =>
  HttpResponse.json({ key: 'Unauthorized', status: 401, message: 'Unauthorized' }, { status: 401 });

/** Every call refused and the refresh refused too: the session cannot be renewed. */
function refuseEverything() {
  server.use(
    http.get(`${apiBaseUrl}/coaches/:coachId`, unauthorized),
    http.post(`${apiBaseUrl}/auth/signin/refresh_token`, unauthorized),
  );
}

function signedIn() {
  const session = createSessionStore({ storage: null, events: null });
  session.signIn(coachSession);
  return session;
}

const getCoach = (api: ReturnType<typeof createAppApi>) =>
  api.authClient.GET('/coaches/{coachId}', { params: { path: { coachId: 1 } } });

/**
 * A coach-app call refused for good, with reverify: the user is on `from`, and on `afterEnd` once
 * the session has ended (where a route guard would have moved them). Returns the session and the
 * navigation made.
 */
async function refusedWithReverify(from: string, afterEnd = from) {
  refuseEverything();
  const session = signedIn();
  let here = from;
  session.subscribe(() => {
    if (!session.getSnapshot().isAuthenticated) here = afterEnd;
  });
  const navigate = vi.fn();
  await getCoach(
    createAppApi({ apiBaseUrl }, { session, reverify: { navigate, currentPath: () => here } }),
  );
  return { session, navigate };
}

describe('an answer that stays unauthorized', () => {
  test('ends the session by default, for the guards to ask for a sign-in', async () => {
    refuseEverything();
    const session = signedIn();
    await getCoach(createAppApi({ apiBaseUrl }, { session }));
    expect(session.getSnapshot().isAuthenticated).toBe(false);
  });

  test('with reverify, goes to /verify with the page the user was on when the session ended', async () => {
    // The guard moves a signed-out user to the sign-in page as soon as the session ends.
    const { navigate } = await refusedWithReverify(
      '/my-sessions?week=2',
      '/login?action=%2Fmy-sessions',
    );
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/verify?to=%2Fmy-sessions%3Fweek%3D2', {
      replace: true,
    });
  });

  test('with reverify, stays put on /verify itself', async () => {
    const { navigate } = await refusedWithReverify('/verify?to=%2Fprofile');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the session around a refusal', () => {
  test('a call refused even with a renewed token ends the session by default', async () => {
    server.use(
      http.get(`${apiBaseUrl}/coaches/:coachId`, unauthorized),
      http.post(`${apiBaseUrl}/auth/signin/refresh_token`, () =>
        HttpResponse.json({ content: { ...coachSession, accessToken: 'renewed' } }),
      ),
    );
    const session = signedIn();
    await getCoach(createAppApi({ apiBaseUrl }, { session }));
    expect(session.getSnapshot().isAuthenticated).toBe(false);
  });

  test('with reverify, a refused refresh still ends the session', async () => {
    const { session } = await refusedWithReverify('/profile');
    expect(session.getSnapshot().isAuthenticated).toBe(false);
  });

  test('with reverify, a user who reached /verify meanwhile stays there', async () => {
    const { navigate } = await refusedWithReverify('/profile', '/verify?to=%2Fprofile');
    expect(navigate).not.toHaveBeenCalled();
  });

  test('with reverify, a call refused after a sign-out leaves the user on the sign-in page', async () => {
    // The idle time-out signs out and shows /login; a call sent before it comes back refused.
    server.use(http.get(`${apiBaseUrl}/coaches/:coachId`, unauthorized));
    const session = signedIn();
    const navigate = vi.fn();
    const api = createAppApi(
      { apiBaseUrl },
      {
        session,
        reverify: { navigate, currentPath: () => '/login?action=%2Fprofile&reason=sessionExpired' },
      },
    );
    const call = getCoach(api);
    session.clear();
    await call;
    expect(navigate).not.toHaveBeenCalled();
  });

  test('with reverify, a refresh refused after a sign-out leaves the user on the sign-in page', async () => {
    let refreshAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (refreshAsked = resolve));
    let refuseRefresh: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => (refuseRefresh = resolve));
    server.use(
      http.get(`${apiBaseUrl}/coaches/:coachId`, unauthorized),
      http.post(`${apiBaseUrl}/auth/signin/refresh_token`, async () => {
        refreshAsked();
        await refused;
        return unauthorized();
      }),
    );
    const session = signedIn();
    const navigate = vi.fn();
    const api = createAppApi(
      { apiBaseUrl },
      { session, reverify: { navigate, currentPath: () => '/login?reason=sessionExpired' } },
    );
    const call = getCoach(api);
    await asked;
    session.clear();
    refuseRefresh();
    await call;
    expect(navigate).not.toHaveBeenCalled();
  });

  test('with reverify, a session that ended on /verify does not lead back to it', async () => {
    const { navigate } = await refusedWithReverify('/verify', '/login');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the configuration', () => {
  test('media load from the media host when one is named, else from the API', () => {
    const session = signedIn();
    expect(
      createAppApi({ apiBaseUrl, mediaBaseUrl: 'http://media.test' }, { session }).mediaBaseUrl,
    ).toBe('http://media.test');
    expect(createAppApi({ apiBaseUrl }, { session }).mediaBaseUrl).toBe(apiBaseUrl);
  });

  test('names the coach app only when configured', () => {
    const session = signedIn();
    expect(
      createAppApi({ apiBaseUrl, coachAppUrl: 'http://coach.test' }, { session }).coachAppUrl,
    ).toBe('http://coach.test');
    expect(createAppApi({ apiBaseUrl }, { session })).not.toHaveProperty('coachAppUrl');
  });

  test('calls go through the fetch it is given', async () => {
    const fetch = vi.fn(async () => Response.json({ content: { id: 1 } }));
    const api = createAppApi({ apiBaseUrl }, { session: signedIn(), fetch });
    await getCoach(api);
    await api.publicClient.GET('/public/promo_codes/{code}', {
      params: { path: { code: 'SPRING' } },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('the API of a prerendered page', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('is signed out whatever the browser stored, and has a valid address', () => {
    const stored = new Map([[SESSION_STORAGE_KEY, JSON.stringify(coachSession)]]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null });
    const api = createPrerenderApi();
    expect(api.session.getSnapshot().isAuthenticated).toBe(false);
    expect(URL.canParse(api.authClient.auth.baseUrl)).toBe(true);
  });
});

describe('usage tracking', () => {
  test('sends nothing without an analytics service', async () => {
    const received = vi.fn();
    server.use(http.post(`${apiBaseUrl}/analytics/events`, received));
    createAppApi({ apiBaseUrl }, { session: signedIn() }).analytics.track('signIn');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).not.toHaveBeenCalled();
  });

  test("posts each event to the service's sink with the session e-mail", async () => {
    const received = new Promise<AnalyticsEvent[]>((resolve) =>
      server.use(
        http.post('http://events.test/analytics/events', async ({ request }) => {
          resolve(((await request.json()) as { events: AnalyticsEvent[] }).events);
          return new HttpResponse(null, { status: 202 });
        }),
      ),
    );
    const api = createAppApi(
      { apiBaseUrl, analyticsUrl: 'http://events.test' },
      { session: signedIn() },
    );
    api.analytics.track('pageView', { path: '/profile' });
    expect(await received).toEqual([
      expect.objectContaining({
        name: 'pageView',
        path: '/profile',
        identity: { email: coachSession.email },
      }),
    ]);
  });
});
