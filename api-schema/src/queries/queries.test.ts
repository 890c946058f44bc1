import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { errorHandler } from '@hci/mock-api';
import { demoEmails, demoOptionLists, demoPassword, demoStudent, nameOf } from '@hci/demo-world';
import { createAuthClient, createPublicClient } from '../client/clients';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { startReferenceApi } from '../test/referenceApi';
import { authActions } from './auth';
import { createApi, type Api } from '../query-kit/create-api';
import { createQueryClient } from '../query-kit/session-queries';
import { queryKeys } from '../query-kit/keys';

const baseUrl = 'http://api.test';
const reference = startReferenceApi(baseUrl);
const server = setupServer(reference.handler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let session: SessionStore;
let api: Api;
let queryClient: QueryClient;

beforeEach(() => {
  session = createSessionStore({ storage: null, events: null });
  session.signIn(reference.sessions.student);
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

/**
 * A new application of the student's, a plan chosen, and the agreement that choice sent, still to
 * sign: to a cohort of a program the student is not enrolled in.
 */
async function applicationToSign() {
  const cohort = (await queryClient.fetchQuery(api.cohorts.list({ size: 100 }))).content.find(
    (entry) => entry.canJoin,
  )!;
  const [plan] = (await queryClient.fetchQuery(api.cohorts.paymentPlans(cohort.id))).content;
  const draft = await mutate(api.enrollmentApplications.create(1), { cohortId: cohort.id });
  await mutate(api.enrollmentApplications.update(1), {
    applicationId: draft.id,
    paymentPlanId: plan!.id,
    paymentMethodId: 1,
  });
  const envelopes = await queryClient.fetchQuery(api.envelopes.list(1));
  const agreement = envelopes.content.find(
    (envelope) => envelope.applicationId === draft.id && envelope.status === 'SENT',
  )!;
  return { cohortId: cohort.id, applicationId: draft.id, envelopeId: agreement.id };
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
    expect(student.personalInfo.firstName).toBe(demoStudent.personalInfo.firstName);
    const all = await queryClient.fetchQuery(api.accountHistory.list(1, { size: 100 }));
    expect(all.content.length).toBeGreaterThan(10);
    const history = await queryClient.fetchQuery(api.accountHistory.list(1, { size: 5, page: 1 }));
    expect(history.content).toEqual(all.content.slice(5, 10));
    expect(history.pagination).toEqual({ total: all.content.length, page: 1, size: 5 });
    const lookups = await queryClient.fetchQuery(api.lookups.list(['LANGUAGE']));
    expect(lookups.map((item) => item.value)).toEqual(
      demoOptionLists.filter((item) => item.type === 'LANGUAGE').map((item) => item.value),
    );
  });

  test('the unread count counts non-READ unarchived inbox items', async () => {
    const inbox = await queryClient.fetchQuery(
      api.communicationIntents.list(1, { archived: false }, { size: 100 }),
    );
    expect(inbox.pagination.total).toBe(inbox.content.length);
    const unread = inbox.content.filter((item) => item.status !== 'READ');
    expect(unread.length).toBeGreaterThan(0);
    expect(await queryClient.fetchQuery(api.communicationIntents.unreadCount(1))).toBe(
      unread.length,
    );
  });

  test('errors reject with the contract key', async () => {
    // Another student's record: the API refuses it.
    await expect(queryClient.fetchQuery(api.students.detail(2))).rejects.toMatchObject({
      key: 'forbidden',
      status: 403,
    });
  });
});

describe('mutations', () => {
  const invalidated = (queryKey: readonly unknown[]) =>
    queryClient.getQueryState(queryKey)?.isInvalidated;

  test('marking a notification read invalidates the list and the unread count', async () => {
    const listOptions = api.communicationIntents.list(1, { archived: false });
    const unread = (await queryClient.fetchQuery(listOptions)).content.find(
      (item) => item.status !== 'READ',
    )!;
    const before = await queryClient.fetchQuery(api.communicationIntents.unreadCount(1));
    await queryClient.fetchQuery(api.students.detail(1));

    await mutate(api.communicationIntents.updateStatus(1), {
      communicationIntentId: unread.id,
      status: 'READ',
    });

    expect(invalidated(listOptions.queryKey)).toBe(true);
    expect(invalidated(api.communicationIntents.unreadCount(1).queryKey)).toBe(true);
    expect(invalidated(api.students.detail(1).queryKey)).toBe(false);
    expect(await queryClient.fetchQuery(api.communicationIntents.unreadCount(1))).toBe(before - 1);
  });

  test('archiving many reports the count and invalidates only that student’s notifications', async () => {
    const inbox = await queryClient.fetchQuery(
      api.communicationIntents.list(1, { archived: false }, { size: 100 }),
    );
    const unread = inbox.content.filter((item) => item.status !== 'READ').slice(0, 2);
    expect(unread).toHaveLength(2);
    const before = await queryClient.fetchQuery(api.communicationIntents.unreadCount(1));
    await queryClient.fetchQuery(api.accountHistory.list(1));
    expect(
      await mutate(
        api.communicationIntents.archiveMany(1),
        unread.map((item) => item.id),
      ),
    ).toBe(2);
    expect(invalidated(api.communicationIntents.unreadCount(1).queryKey)).toBe(true);
    expect(invalidated(api.accountHistory.list(1).queryKey)).toBe(false);
    expect(await queryClient.fetchQuery(api.communicationIntents.unreadCount(1))).toBe(before - 2);
  });

  test('submitting an application invalidates the cohort lists, whose seats and who may join them it changes', async () => {
    // Its agreement signed, the application is ready to submit.
    const { cohortId, applicationId, envelopeId } = await applicationToSign();
    await mutate(api.envelopes.sign(1), { envelopeId, signatureName: nameOf(demoStudent) });
    const open = api.cohorts.list({ size: 100 });
    const plans = api.cohorts.paymentPlans(cohortId);
    await queryClient.fetchQuery(open);
    await queryClient.fetchQuery(plans);
    const submitted = await mutate(api.enrollmentApplications.submit(1), applicationId);
    expect(submitted.status).toBe('SUBMITTED');
    expect(invalidated(open.queryKey)).toBe(true);
    expect(invalidated(plans.queryKey)).toBe(false);
  });

  test('creating a product invalidates the coach’s product lists, not other coaches’', async () => {
    session.signIn(reference.sessions.coach);
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
    session.signIn(reference.sessions.coach);
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
    // The coach's side: her sales, hers to read, in the same cache under the same key.
    const coachSession = createSessionStore({ storage: null, events: null });
    coachSession.signIn(reference.sessions.coach);
    const sales = createApi({
      ...context(),
      authClient: createAuthClient(baseUrl, coachSession),
    }).purchases.list({ coachId: 1 });
    expect(sales.queryKey).toEqual(api.purchases.list({ coachId: 1 }).queryKey);
    const before = await queryClient.fetchQuery(freeTimes);
    const ownBefore = (await queryClient.fetchQuery(mine)).pagination.total;
    const salesBefore = (await queryClient.fetchQuery(sales)).pagination.total;
    await queryClient.fetchQuery(inbox);
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
    expect((await queryClient.fetchQuery(sales)).pagination.total).toBe(salesBefore + 1);
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
    const { envelopeId } = await applicationToSign();
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') keys.push(request.headers.get('Idempotency-Key'));
    });
    const variables = { envelopeId, signatureName: nameOf(demoStudent) };
    await mutate(api.envelopes.sign(1), variables);
    // The retry is refused (the envelope is signed now), but carries the first try's key.
    await mutate(api.envelopes.sign(1), variables).catch(() => undefined);
    server.events.removeAllListeners();
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('deleting an education invalidates its list and the coach record', async () => {
    session.signIn(reference.sessions.coach);
    const coach = await queryClient.fetchQuery(api.coaches.detail(1));
    await queryClient.fetchQuery(api.educations.list(1));
    await queryClient.fetchQuery(api.certifications.list(1));
    const [removed, ...kept] = coach.educations;
    await mutate(api.educations.remove(1), removed!.id);
    expect(invalidated(api.educations.list(1).queryKey)).toBe(true);
    expect(invalidated(api.coaches.detail(1).queryKey)).toBe(true);
    expect(invalidated(api.certifications.list(1).queryKey)).toBe(false);
    expect((await queryClient.fetchQuery(api.coaches.detail(1))).educations).toEqual(kept);
  });

  test('updating a student stores the answer at once and reloads only the student lists', async () => {
    const student = await queryClient.fetchQuery(api.students.detail(1));
    // The student lists are staff's to read: a placeholder shows what the update marks stale.
    queryClient.setQueryData(api.students.list({}).queryKey, {
      content: [],
      pagination: { total: 0, page: 0, size: 10 },
    });
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
    await authActions(context()).signInCoach({ email: demoEmails.coach, password: demoPassword });
    expect(session.getSnapshot().coachId).toBe(reference.sessions.coach.coachId);
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
      `Bearer ${reference.sessions.student.accessToken}`,
    );
  });

  test('verifying the e-mail keeps the cache but loads every query again', async () => {
    session.signIn(reference.sessions.unverified);
    const auth = authActions(context());
    const cache = createQueryClient(session);
    const studentId = reference.sessions.unverified.studentId!;
    await cache.fetchQuery(api.students.detail(studentId));
    await auth.resendVerification();
    const [mail] = await reference.api.query<{ code: string }>(
      'SELECT code FROM mailbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1',
      [demoEmails.unverified],
    );
    await auth.verifyEmail(mail!.code);
    expect(session.getSnapshot().isVerifiedEmail).toBe(true);
    expect(cache.getQueryState(api.students.detail(studentId).queryKey)?.isInvalidated).toBe(true);
  });
});
