import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createAuthClient, createPublicClient } from '../client/clients';
import { createHandlers, errorHandler } from '@hci/mock-api';
import { demoStudentSession, enrollmentApplications } from '@hci/mock-api/fixtures';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { authActions } from './auth';
import { createApi, type Api } from '../query-kit/create-api';
import { createQueryClient } from '../query-kit/session-queries';
import { queryKeys } from '../query-kit/keys';

const baseUrl = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let session: SessionStore;
let api: Api;
let queryClient: QueryClient;

beforeEach(() => {
  server.use(...createHandlers({ baseUrl }));
  session = createSessionStore({ storage: null, events: null });
  session.signIn(demoStudentSession);
  api = createApi(context());
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

function context() {
  return {
    authClient: createAuthClient(baseUrl, session),
    publicClient: createPublicClient(baseUrl),
    session,
  };
}

/** Runs a mutation the way useMutation does, so its callbacks get the QueryClient. */
function mutate<Data, Variables>(
  options: ConstructorParameters<typeof MutationObserver<Data, Error, Variables>>[1],
  variables: Variables,
) {
  return new MutationObserver(queryClient, options).mutate(variables);
}

describe('query keys', () => {
  test('nest from the owning record and are stable for equal parameters', async () => {
    const inbox = api.communicationIntents.list(1, { archived: false }, { page: 0 }).queryKey;
    const unread = api.communicationIntents.unreadCount(1).queryKey;
    const otherStudent = api.communicationIntents.unreadCount(2).queryKey;
    const student = api.students.detail(1).queryKey;
    expect(inbox).toEqual([
      'students',
      1,
      'communicationIntents',
      'list',
      { archived: false },
      { page: 0 },
    ]);
    expect(api.products.detail(1, 2).queryKey).toEqual(['coaches', 1, 'products', 'detail', 2]);

    // Invalidating a student's notifications reaches every list and count below them, only them.
    for (const key of [inbox, unread, otherStudent, student]) queryClient.setQueryData(key, 0);
    await queryClient.invalidateQueries({ queryKey: queryKeys.communicationIntents.all(1) });
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([inbox, unread, otherStudent, student].map(invalidated)).toEqual([
      true,
      true,
      false,
      false,
    ]);

    // The same lookup types in any order are one cache entry; each language is its own.
    expect(api.lookups.list(['STATE', 'COUNTRY']).queryKey).toEqual([
      'lookups',
      ['COUNTRY', 'STATE'],
      'en-US',
    ]);
    expect(api.lookups.list(['COUNTRY', 'STATE'], 'es').queryKey).toEqual([
      'lookups',
      ['COUNTRY', 'STATE'],
      'es',
    ]);
  });
});

describe('queries', () => {
  test('read content and pagination through the authenticated client', async () => {
    const student = await queryClient.fetchQuery(api.students.detail(1));
    expect(student.personalInfo.firstName).toBe('Jordan');
    const history = await queryClient.fetchQuery(api.accountHistory.list(1, { size: 5, page: 1 }));
    expect(history.content).toHaveLength(5);
    expect(history.pagination).toEqual({ total: 13, page: 1, size: 5 });
    const lookups = await queryClient.fetchQuery(api.lookups.list(['LANGUAGE']));
    expect(lookups.map((item) => item.value)).toEqual(['EN', 'ES']);
  });

  test('the unread count counts non-READ unarchived inbox items', async () => {
    expect(await queryClient.fetchQuery(api.communicationIntents.unreadCount(1))).toBe(6);
  });

  test('errors reject with the contract key', async () => {
    server.use(errorHandler('/students/{studentId}', { baseUrl, status: 404, key: 'notFound' }));
    await expect(queryClient.fetchQuery(api.students.detail(1))).rejects.toMatchObject({
      key: 'notFound',
      status: 404,
    });
  });
});

describe('mutations', () => {
  const invalidated = (queryKey: readonly unknown[]) =>
    queryClient.getQueryState(queryKey)?.isInvalidated;

  test('marking a notification read invalidates the list and the unread count', async () => {
    const listOptions = api.communicationIntents.list(1, { archived: false });
    const first = (await queryClient.fetchQuery(listOptions)).content[0]!;
    await queryClient.fetchQuery(api.communicationIntents.unreadCount(1));
    await queryClient.fetchQuery(api.students.detail(1));

    await mutate(api.communicationIntents.updateStatus(1), {
      communicationIntentId: first.id,
      status: 'READ',
    });

    expect(invalidated(listOptions.queryKey)).toBe(true);
    expect(invalidated(api.communicationIntents.unreadCount(1).queryKey)).toBe(true);
    expect(invalidated(api.students.detail(1).queryKey)).toBe(false);
    expect(await queryClient.fetchQuery(api.communicationIntents.unreadCount(1))).toBe(5);
  });

  test('archiving many reports the count and invalidates only that student’s notifications', async () => {
    await queryClient.fetchQuery(api.communicationIntents.unreadCount(1));
    await queryClient.fetchQuery(api.accountHistory.list(1));
    expect(await mutate(api.communicationIntents.archiveMany(1), [28, 27])).toBe(2);
    expect(invalidated(api.communicationIntents.unreadCount(1).queryKey)).toBe(true);
    expect(invalidated(api.accountHistory.list(1).queryKey)).toBe(false);
    expect(await queryClient.fetchQuery(api.communicationIntents.unreadCount(1))).toBe(4);
  });

  test('submitting an application invalidates the cohort lists, whose seats and who may join them it changes', async () => {
    const submitted = { ...enrollmentApplications[0]!, status: 'SUBMITTED' as const };
    server.use(
      http.post(
        `${baseUrl}/students/:studentId/enrollment_applications/:applicationId/submit`,
        () => HttpResponse.json({ content: submitted }),
      ),
    );
    const open = api.cohorts.list({ size: 100 });
    const plans = api.cohorts.paymentPlans(2);
    await queryClient.fetchQuery(open);
    await queryClient.fetchQuery(plans);
    await mutate(api.enrollmentApplications.submit(1), submitted.id);
    expect(invalidated(open.queryKey)).toBe(true);
    expect(invalidated(plans.queryKey)).toBe(false);
  });

  test('creating a product invalidates the coach’s product lists, not other coaches’', async () => {
    const list = api.products.list(1);
    const publicList = api.products.publicList(1);
    const before = (await queryClient.fetchQuery(list)).pagination.total;
    await queryClient.fetchQuery(publicList);
    queryClient.setQueryData(api.products.list(2).queryKey, {
      content: [],
      pagination: { total: 0, page: 0, size: 10 },
    });
    await mutate(api.products.create(1), { title: 'Sleep reset', price: 9900 });
    expect(invalidated(list.queryKey)).toBe(true);
    expect(invalidated(publicList.queryKey)).toBe(true);
    expect(invalidated(api.products.list(2).queryKey)).toBe(false);
    expect((await queryClient.fetchQuery(list)).pagination.total).toBe(before + 1);
  });

  test('saving the schedule refreshes the coach’s record, which names its zone, and no more', async () => {
    const coach = api.coaches.detail(1);
    const educations = api.educations.list(1);
    await queryClient.fetchQuery(coach);
    await queryClient.fetchQuery(educations);
    await mutate(api.coachSchedule.update(1), { timeZone: 'Europe/Madrid', windows: [] });
    expect(invalidated(coach.queryKey)).toBe(true);
    expect(invalidated(educations.queryKey)).toBe(false);
    expect((await queryClient.fetchQuery(coach)).schedule?.timeZone).toBe('Europe/Madrid');
  });

  test('buying a session refreshes both sides’ purchases, the free times and the inbox', async () => {
    const range = { startDate: '2026-04-06', endDate: '2026-04-12' };
    const freeTimes = api.products.availableSchedule(1, 2, 1, range);
    const mine = api.purchases.student(1);
    const inbox = api.communicationIntents.list(1, { archived: false }, { page: 0 });
    const sales = api.purchases.list({ coachId: 1 });
    const before = await queryClient.fetchQuery(freeTimes);
    const ownBefore = (await queryClient.fetchQuery(mine)).pagination.total;
    await Promise.all([queryClient.fetchQuery(inbox), queryClient.fetchQuery(sales)]);
    const [slot] = before.slots;
    await mutate(api.purchases.buy(1), {
      coachId: 1,
      productId: 2,
      paymentMethodId: 1,
      startsAt: slot!.startsAt,
    });
    expect([freeTimes, mine, inbox, sales].map(({ queryKey }) => invalidated(queryKey))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const after = await queryClient.fetchQuery(freeTimes);
    expect(after.slots.map(({ startsAt }) => startsAt)).not.toContain(slot!.startsAt);
    expect((await queryClient.fetchQuery(mine)).pagination.total).toBe(ownBefore + 1);
  });

  test('a retried purchase sends the same Idempotency-Key; a new one its own', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') keys.push(request.headers.get('Idempotency-Key'));
    });
    const body = { coachId: 1, productId: 4, paymentMethodId: 1 };
    const first = await mutate(api.purchases.buy(1), body);
    const retried = await mutate(api.purchases.buy(1), body);
    await mutate(api.purchases.buy(1), { ...body });
    server.events.removeAllListeners();
    expect(retried.id).toBe(first.id);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('a signature sends an Idempotency-Key, and its retry the same one', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') keys.push(request.headers.get('Idempotency-Key'));
    });
    const variables = { envelopeId: 3, signatureName: 'Jordan Lee Whitaker' };
    await mutate(api.envelopes.sign(1), variables);
    // The retry is refused (the envelope is signed now), but carries the first try's key.
    await mutate(api.envelopes.sign(1), variables).catch(() => undefined);
    server.events.removeAllListeners();
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('deleting an education invalidates its list and the coach record', async () => {
    const coach = await queryClient.fetchQuery(api.coaches.detail(1));
    await queryClient.fetchQuery(api.educations.list(1));
    await queryClient.fetchQuery(api.certifications.list(1));
    await mutate(api.educations.remove(1), coach.educations[0]!.id);
    expect(invalidated(api.educations.list(1).queryKey)).toBe(true);
    expect(invalidated(api.coaches.detail(1).queryKey)).toBe(true);
    expect(invalidated(api.certifications.list(1).queryKey)).toBe(false);
    expect((await queryClient.fetchQuery(api.coaches.detail(1))).educations).toHaveLength(2);
  });

  test('updating a student stores the answer at once and reloads only the student lists', async () => {
    const student = await queryClient.fetchQuery(api.students.detail(1));
    await queryClient.fetchQuery(api.students.list({}));
    await queryClient.fetchQuery(api.paymentPlans.list(1));
    await mutate(api.students.update(1), {
      personalInfo: { ...student.personalInfo, firstName: 'Jo' },
      user: { timeZone: 'none' },
    });
    expect(queryClient.getQueryData(api.students.detail(1).queryKey)?.personalInfo.firstName).toBe(
      'Jo',
    );
    expect(invalidated(api.students.detail(1).queryKey)).toBe(false);
    expect(invalidated(api.students.list({}).queryKey)).toBe(true);
    expect(invalidated(api.paymentPlans.list(1).queryKey)).toBe(false);
  });

  test('sign-in stores the session, and the session-tied cache drops the previous user', async () => {
    const cache = createQueryClient(session);
    await cache.fetchQuery(api.students.detail(1));
    await authActions(context()).signInCoach({
      email: 'coach@demo.test',
      password: 'Welcome2026',
    });
    expect(session.getSnapshot().coachId).toBe(1);
    expect(cache.getQueryData(api.students.detail(1).queryKey)).toBeUndefined();
  });

  test('a failed sign-in clears the session', async () => {
    await expect(
      authActions(context()).signInCoach({ email: 'nobody@demo.test', password: 'x' }),
    ).rejects.toMatchObject({ key: 'failedLogin', status: 401 });
    expect(session.getSnapshot().isAuthenticated).toBe(false);
  });

  test('logout ends the session at once, even when the API call fails', async () => {
    const revoked = new Promise<Request>((resolve) =>
      server.events.on('request:start', ({ request }) => {
        if (request.url.endsWith('/logout')) resolve(request);
      }),
    );
    server.use(
      errorHandler('/students/{studentId}/logout', { baseUrl, method: 'post', status: 500 }),
    );
    const cache = createQueryClient(session);
    await cache.fetchQuery(api.students.detail(1));
    authActions(context()).logout();
    expect(session.getSnapshot().isAuthenticated).toBe(false);
    expect(cache.getQueryCache().getAll()).toHaveLength(0);
    // The revocation still carries the token of the session that ended.
    expect((await revoked).headers.get('authorization')).toBe(
      `Bearer ${demoStudentSession.accessToken}`,
    );
  });

  test('verifying the e-mail keeps the cache but loads every query again', async () => {
    session.signIn({ ...demoStudentSession, isVerifiedEmail: false });
    const cache = createQueryClient(session);
    await cache.fetchQuery(api.students.detail(1));
    await authActions(context()).verifyEmail('123456');
    expect(session.getSnapshot().isVerifiedEmail).toBe(true);
    expect(cache.getQueryState(api.students.detail(1).queryKey)?.isInvalidated).toBe(true);
  });
});
