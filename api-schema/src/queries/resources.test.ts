// The factories added for the learning, enrollment, payment and coach-business screens: their
// keys, what each mutation refreshes (and what it leaves alone), against the reference API.
import {
  MutationObserver,
  QueryClient,
  QueryObserver,
  type Query,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  demoCoach,
  demoPassword,
  demoPromoCodes,
  demoStudent,
  demoStudentCards,
  demoStudentCoach,
  demoToday,
  demoVouchers,
  nameOf,
} from '@hci/demo-world';
import { createAuthClient, createPublicClient } from '../client/clients';
import { createLocalPreferences } from '../session/local-preferences';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { SharedStorage } from '../test/memory-storage';
import { startReferenceApi } from '../test/referenceApi';
import { authActions } from './auth';
import { createApi, type Api } from '../query-kit/create-api';
import { queryKeys } from '../query-kit/keys';
import { PAYMENT_POLL_INTERVAL_MS } from './payments';

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
  api = createApi({
    authClient: createAuthClient(baseUrl, session),
    publicClient: createPublicClient(baseUrl),
    session,
  });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

function mutate<Data, Variables>(
  options: ConstructorParameters<typeof MutationObserver<Data, Error, Variables>>[1],
  variables: Variables,
) {
  return new MutationObserver(queryClient, options).mutate(variables);
}

/** Reads a query the way useQuery does, `select` applied. */
async function observe<Data, Selected, Key extends QueryKey>(
  options: QueryObserverOptions<Data, Error, Selected, Data, Key>,
) {
  return (await new QueryObserver(queryClient, options).refetch()).data;
}

/** Puts a placeholder under each key, so invalidation can be observed without fetching it. */
function seed(...keys: QueryKey[]) {
  for (const key of keys) queryClient.setQueryData(key, { seeded: true });
}

/** Which of `keys` the last mutation marked stale, as booleans in the same order. */
const staleness = (...keys: QueryKey[]) =>
  keys.map((key) => queryClient.getQueryState(key)?.isInvalidated ?? false);

const studentId = 1;
const coachId = 1;

/** Long enough for the API's simulated card processor to settle a payment made before. */
const settlementWait = 60_000;

/** The code of the newest mail the API sent to `email`. */
async function mailedCode(email: string): Promise<string> {
  const [mail] = await reference.api.query<{ code: string | null }>(
    'SELECT code FROM mailbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  if (!mail?.code) throw new Error(`No code was mailed to ${email}`);
  return mail.code;
}

describe('keys', () => {
  test('nest under the owning student or coach and are equal for equal parameters', () => {
    expect(api.courseModules.list(studentId, 1, { bookmarks: 'MARKED' }).queryKey).toEqual([
      'students',
      1,
      'courseModules',
      1,
      { bookmarks: 'MARKED' },
    ]);
    expect(api.paymentPlans.detail(studentId, 1).queryKey).toEqual(
      queryKeys.paymentPlans.detail(studentId, 1),
    );
    expect(api.paymentPlans.schedule(studentId, 1).queryKey).toEqual(
      api.paymentPlans.detail(studentId, 1).queryKey,
    );
    expect(api.coachSessions.list(coachId, { status: 'SCHEDULED' }).queryKey).toEqual(
      api.coachSessions.list(coachId, { status: 'SCHEDULED' }).queryKey,
    );
    const owned = [
      api.courses.list(studentId).queryKey,
      api.awards.list(studentId).queryKey,
      api.moduleBookmarks.list(studentId).queryKey,
      api.paymentMethods.list(studentId).queryKey,
      api.payments.detail(studentId, 9).queryKey,
      api.transfers.list(studentId).queryKey,
      api.enrollmentApplications.detail(studentId, 9).queryKey,
      api.communicationPreferences.detail(studentId).queryKey,
      api.coachingCircles.list(studentId).queryKey,
      api.sso.loginUrl(studentId, 1).queryKey,
    ];
    for (const key of owned) expect(key.slice(0, 2)).toEqual(['students', studentId]);
    for (const key of [
      api.coachSessions.list(coachId).queryKey,
      api.coachSchedule.detail(coachId).queryKey,
      api.coachSubscription.detail(coachId).queryKey,
    ]) {
      expect(key.slice(0, 2)).toEqual(['coaches', coachId]);
    }
    expect(api.cohorts.paymentPlans(2, { voucherCode: 'WELCOME150' }).queryKey).toEqual([
      'cohorts',
      2,
      'paymentPlans',
      { voucherCode: 'WELCOME150' },
    ]);
  });
});

describe('files', () => {
  test("a private file's URL is renewed halfway to its expiry, as the browser's clock sees it", () => {
    const options = api.files.presignedUrl('u1-photo.png');
    const arrived = Date.parse('2026-03-31T09:55:00Z');
    const state = (expiresAt: string) => ({
      state: {
        data: { url: 'https://cdn.test/media/u1-photo.png', expiresAt },
        dataUpdatedAt: arrived,
      },
    });
    const renewal = options.refetchInterval as (query: unknown) => number;
    expect(options.staleTime).toBe(options.refetchInterval);
    expect(renewal(state('2026-03-31T10:00:00Z'))).toBe(150_000);
    // An expiry already past on this clock still waits a moment rather than asking in a loop.
    expect(renewal(state('2026-03-31T09:50:00Z'))).toBe(15_000);
    expect(options.gcTime).toBeLessThan(150_000);
  });
});

describe('account', () => {
  test('a password change renews only private-file URLs and refuses a wrong current password', async () => {
    seed(queryKeys.students.detail(studentId), queryKeys.files.presignedUrl('u1-photo.png'));
    await expect(
      mutate(api.account.changePassword(), {
        currentPassword: 'nope',
        newPassword: 'Welcome2027',
      }),
    ).rejects.toMatchObject({ key: 'invalidCurrentPassword', status: 400 });
    await mutate(api.account.changePassword(), {
      currentPassword: demoPassword,
      newPassword: 'Welcome2027',
    });
    expect(
      staleness(queryKeys.students.detail(studentId), queryKeys.files.presignedUrl('u1-photo.png')),
    ).toEqual([false, true]);
  });

  test('an e-mail change waits for the code, then renews the session and the own record', async () => {
    seed(queryKeys.students.detail(studentId), queryKeys.courses.list(studentId, {}));
    const pending = await mutate(api.account.changeEmail(), {
      email: 'jordan@demo.test',
      currentPassword: demoPassword,
    });
    expect(pending.pendingEmail).toBe('jordan@demo.test');
    expect(session.getSnapshot()).not.toMatchObject({ email: 'jordan@demo.test' });
    const code = await mailedCode('jordan@demo.test');
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(mutate(api.account.confirmEmailChange(), wrong)).rejects.toMatchObject({
      key: 'verificationCodeError',
      status: 400,
    });
    await mutate(api.account.confirmEmailChange(), code);
    expect(session.getSnapshot()).toMatchObject({
      email: 'jordan@demo.test',
      isVerifiedEmail: true,
    });
    expect(
      staleness(queryKeys.students.detail(studentId), queryKeys.courses.list(studentId, {})),
    ).toEqual([true, false]);
  });

  test('a language change shows in the refreshed student record', async () => {
    await queryClient.fetchQuery(api.students.detail(studentId));
    await mutate(api.account.changeLanguage(), 'ES');
    expect(staleness(queryKeys.students.detail(studentId))).toEqual([true]);
    const student = await queryClient.fetchQuery(api.students.detail(studentId));
    expect(student.languageIso2LetterCode).toBe('ES');
  });

  test('auto-pay stores the student and refreshes the plans, which carry the flag', async () => {
    const plans = api.paymentPlans.list(studentId);
    await queryClient.fetchQuery(plans);
    seed(queryKeys.courses.list(studentId, {}));
    await mutate(api.students.updateAutoPay(studentId), false);
    expect(queryClient.getQueryData(api.students.detail(studentId).queryKey)?.autoPay).toBe(false);
    expect(staleness(plans.queryKey, queryKeys.courses.list(studentId, {}))).toEqual([true, false]);
    expect((await queryClient.fetchQuery(plans)).content[0]?.autoPay).toBe(false);
  });

  test('the idle report and the single sign-on link touch no cached data', async () => {
    seed(queryKeys.students.detail(studentId));
    await mutate(api.students.reportSessionStatus(studentId), 'IDLE');
    expect(staleness(queryKeys.students.detail(studentId))).toEqual([false]);
    const link = await queryClient.fetchQuery(
      api.sso.loginUrl(studentId, 1, { orgUnitId: 'OU-HCTP-101' }),
    );
    expect(new URL(link).searchParams.get('orgUnitId')).toBe('OU-HCTP-101');
    expect(new URL(link).searchParams.has('target')).toBe(false);
    expect(api.sso.loginUrl(studentId, 1).gcTime).toBe(0);
  });

  test('single sign-on starts a session; a stale token clears it', async () => {
    const auth = authActions({
      authClient: createAuthClient(baseUrl, session),
      publicClient: createPublicClient(baseUrl),
      session,
    });
    // The other app's link: a one-time token of the signed-in student.
    const token = await auth.handoverToken();
    session.clear();
    await auth.signInWithSso({ token });
    expect(session.getSnapshot().studentId).toBe(studentId);
    // Taken once already, it is stale now.
    await expect(auth.signInWithSso({ token })).rejects.toMatchObject({
      key: 'invalidSsoToken',
    });
    expect(session.getSnapshot().isAuthenticated).toBe(false);
  });
});

describe('learning', () => {
  test('a bookmark refreshes the bookmark ids and module lists, not the courses', async () => {
    const marked = api.courseModules.list(studentId, 1, { bookmarks: 'MARKED' });
    const before = await queryClient.fetchQuery(marked);
    const bookmarked = before.content.map((module) => module.id);
    const modules = await queryClient.fetchQuery(api.courseModules.list(studentId, 1));
    const unmarked = modules.content.find((module) => !bookmarked.includes(module.id))!.id;
    await queryClient.fetchQuery(api.moduleBookmarks.list(studentId));
    await queryClient.fetchQuery(api.courses.list(studentId));
    await mutate(api.moduleBookmarks.add(studentId), unmarked);
    expect(
      staleness(
        marked.queryKey,
        api.moduleBookmarks.list(studentId).queryKey,
        api.courses.list(studentId).queryKey,
      ),
    ).toEqual([true, true, false]);
    const after = await queryClient.fetchQuery(marked);
    expect(after.content.map((module) => module.id)).toEqual(
      [...bookmarked, unmarked].sort((a, b) => a - b),
    );
    await mutate(api.moduleBookmarks.remove(studentId), unmarked);
    expect(await queryClient.fetchQuery(api.moduleBookmarks.list(studentId))).not.toContain(
      unmarked,
    );
  });

  test('awards filter earned from available', async () => {
    const earned = await queryClient.fetchQuery(api.awards.list(studentId, { status: 'EARNED' }));
    expect(earned.content.every((award) => award.earnedAt)).toBe(true);
    const available = await queryClient.fetchQuery(
      api.awards.list(studentId, { status: 'AVAILABLE' }),
    );
    expect(available.content.some((award) => award.earnedAt)).toBe(false);
    const all = await queryClient.fetchQuery(api.awards.list(studentId));
    expect(earned.content.length).toBeGreaterThan(0);
    expect(available.content.length).toBeGreaterThan(0);
    expect(available.content.length + earned.content.length).toBe(all.content.length);
  });

  test('circle changes refresh that student’s circles only', async () => {
    const mine = api.coachingCircles.list(studentId);
    const circle = (await queryClient.fetchQuery(mine)).content[0]!;
    seed(queryKeys.coachingCircles.list(2));
    await mutate(api.coachingCircles.addMember(studentId), {
      circleId: circle.id,
      email: demoStudentCoach.email,
    });
    expect(staleness(mine.queryKey, queryKeys.coachingCircles.list(2))).toEqual([true, false]);
    const open = circle.sessions.find((entry) => entry.status === 'OPEN')!;
    await queryClient.fetchQuery(mine);
    await mutate(api.coachingCircles.submitAttendance(studentId), {
      circleId: circle.id,
      circleSessionId: open.id,
      attendeeStudentIds: [1],
    });
    const updated = (await queryClient.fetchQuery(mine)).content[0]!;
    expect(updated.sessions.find((entry) => entry.id === open.id)?.status).toBe('CLOSED');
    expect(circle.members.map((member) => member.email)).not.toContain(demoStudentCoach.email);
    expect(updated.members).toContainEqual(
      expect.objectContaining({ name: nameOf(demoStudentCoach), email: demoStudentCoach.email }),
    );
  });

  test('preferences are stored from the answer without refreshing anything else', async () => {
    seed(queryKeys.communicationIntents.unreadCount(studentId));
    const preferences = await queryClient.fetchQuery(
      api.communicationPreferences.detail(studentId),
    );
    await mutate(api.communicationPreferences.update(studentId), {
      ...preferences,
      smsEnabled: !preferences.smsEnabled,
    });
    expect(
      queryClient.getQueryData(api.communicationPreferences.detail(studentId).queryKey)?.smsEnabled,
    ).toBe(!preferences.smsEnabled);
    expect(staleness(queryKeys.communicationIntents.unreadCount(studentId))).toEqual([false]);
  });
});

describe('enrollment', () => {
  const others = () => [
    queryKeys.enrollmentApplications.list(studentId),
    queryKeys.envelopes.all(studentId),
    queryKeys.paymentPlans.all(studentId),
    queryKeys.accountHistory.all(studentId),
  ];

  /** A cohort of a program the student is not enrolled in, and the first plan it offers. */
  async function joinableCohort() {
    const cohort = (await queryClient.fetchQuery(api.cohorts.list({ size: 100 }))).content.find(
      (entry) => entry.canJoin,
    )!;
    const [plan] = (await queryClient.fetchQuery(api.cohorts.paymentPlans(cohort.id))).content;
    return { cohortId: cohort.id, paymentPlanId: plan!.id };
  }

  /** The agreement a new application's plan sent, still to sign (as the API made it). */
  async function agreementToSign() {
    const { cohortId, paymentPlanId } = await joinableCohort();
    const draft = await mutate(api.enrollmentApplications.create(studentId), { cohortId });
    await mutate(api.enrollmentApplications.update(studentId), {
      applicationId: draft.id,
      paymentPlanId,
      paymentMethodId: 1,
    });
    const envelopes = await queryClient.fetchQuery(api.envelopes.list(studentId));
    return envelopes.content.find(
      (envelope) => envelope.applicationId === draft.id && envelope.status === 'SENT',
    )!;
  }

  test('a draft is stored and listed, a plan refreshes its agreement; submitting refreshes agreements, plans and history', async () => {
    const { cohortId, paymentPlanId } = await joinableCohort();
    const draft = await mutate(api.enrollmentApplications.create(studentId), { cohortId });
    expect(draft.status).toBe('DRAFT');
    expect(
      queryClient.getQueryData(api.enrollmentApplications.detail(studentId, draft.id).queryKey),
    ).toEqual(draft);

    await expect(
      mutate(api.enrollmentApplications.submit(studentId), draft.id),
    ).rejects.toMatchObject({ key: 'noPaymentPlanSelected' });

    seed(...others());
    await mutate(api.enrollmentApplications.update(studentId), {
      applicationId: draft.id,
      paymentPlanId,
      paymentMethodId: 1,
    });
    // A plan sends the draft's agreement: the envelopes refresh with the list.
    expect(staleness(...others())).toEqual([true, true, false, false]);

    // A submission needs the agreement signed.
    const envelopes = await queryClient.fetchQuery(api.envelopes.list(studentId));
    const agreement = envelopes.content.find(
      (envelope) => envelope.applicationId === draft.id && envelope.status === 'SENT',
    );
    await mutate(api.envelopes.sign(studentId), {
      envelopeId: agreement!.id,
      signatureName: nameOf(demoStudent),
    });
    seed(...others());
    const submitted = await mutate(api.enrollmentApplications.submit(studentId), draft.id);
    expect(submitted.status).toBe('SUBMITTED');
    expect(staleness(...others())).toEqual([true, true, true, true]);
  });

  test('a document downloads as a PDF and touches no cached data', async () => {
    const agreement = await agreementToSign();
    const [document] = agreement.documents;
    seed(...others());
    const file = await mutate(api.envelopes.downloadDocument(), {
      envelopeId: agreement.id,
      documentId: document!.id,
    });
    expect(file.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(staleness(...others())).toEqual([false, false, false, false]);
    await expect(
      mutate(api.envelopes.downloadDocument(), { envelopeId: agreement.id, documentId: 999 }),
    ).rejects.toMatchObject({ key: 'notFound' });
  });

  test('signing an agreement moves the application on and logs it; what completing one creates (plan, courses, inbox) refreshes', async () => {
    const completion = [
      queryKeys.courses.list(studentId, {}),
      queryKeys.communicationIntents.unreadCount(studentId),
    ];
    const agreement = await agreementToSign();
    seed(...others(), ...completion, queryKeys.paymentMethods.list(studentId));
    const signed = await mutate(api.envelopes.sign(studentId), {
      envelopeId: agreement.id,
      signatureName: nameOf(demoStudent),
    });
    expect(signed.status).toBe('COMPLETED');
    expect(staleness(...others(), ...completion, queryKeys.paymentMethods.list(studentId))).toEqual(
      [true, true, true, true, true, true, false],
    );
  });

  test('vouchers are checked and applied to the offered plans', async () => {
    const vouchers = demoVouchers(demoToday);
    const expired = vouchers.find((entry) => entry.expiresOn < demoToday)!;
    const valid = vouchers.find((entry) => entry.expiresOn >= demoToday)!;
    await expect(mutate(api.vouchers.validate(), { code: expired.code })).rejects.toMatchObject({
      key: 'voucherIsExpired',
    });
    const voucher = await mutate(api.vouchers.validate(), { code: valid.code });
    expect(voucher.amount).toBe(valid.amount);
    const full = await queryClient.fetchQuery(api.cohorts.paymentPlans(2));
    const discounted = await queryClient.fetchQuery(
      api.cohorts.paymentPlans(2, { voucherCode: voucher.code }),
    );
    const payInFull = (plans: typeof full) => plans.content[0]!.terms.totalOwed;
    expect(payInFull(full) - payInFull(discounted)).toBe(voucher.amount);
    const code = demoPromoCodes(demoToday).find((entry) => entry.expiresOn >= demoToday)!;
    const promo = await queryClient.fetchQuery(api.promoCodes.detail(code.code));
    expect(promo).toMatchObject({ code: code.code, cohortId: 2 });
  });
});

describe('payments', () => {
  const balanceKeys = () => [
    queryKeys.paymentPlans.detail(studentId, 1),
    queryKeys.paymentPlans.list(studentId, {}),
    queryKeys.accountHistory.list(studentId, {}),
    queryKeys.paymentMethods.list(studentId),
    queryKeys.transfers.list(studentId, {}),
  ];

  test('card changes refresh the card list only', async () => {
    const cards = api.paymentMethods.list(studentId);
    await queryClient.fetchQuery(cards);
    let added: { id: number } | undefined;
    const mutations = [
      async () => {
        added = await mutate(api.paymentMethods.add(studentId), {
          cardNumber: '6011111111111117',
          expirationMonth: 4,
          expirationYear: 2029,
          cvc: '123',
          holderName: 'Jordan Whitaker',
        });
      },
      () =>
        mutate(api.paymentMethods.update(studentId), {
          paymentMethodId: 2,
          expirationMonth: 1,
          expirationYear: 2030,
          holderName: 'Jordan Whitaker',
        }),
      () => mutate(api.paymentMethods.makeDefault(studentId), 2),
    ];
    for (const run of mutations) {
      seed(queryKeys.paymentPlans.detail(studentId, 1));
      await queryClient.fetchQuery(cards);
      await run();
      expect(staleness(cards.queryKey, queryKeys.paymentPlans.detail(studentId, 1))).toEqual([
        true,
        false,
      ]);
    }
    await mutate(api.paymentMethods.remove(studentId), added!.id);
    const left = (await queryClient.fetchQuery(cards)).content;
    expect(left.map((card) => [card.id, card.isDefault]).sort()).toEqual([
      [1, false],
      [2, true],
    ]);
    await expect(mutate(api.paymentMethods.remove(studentId), 2)).rejects.toMatchObject({
      key: 'paymentMethodDeleteDefaultError',
      status: 409,
    });
  });

  test('a payment refreshes the plans and history, and seeds its status', async () => {
    seed(...balanceKeys());
    const payment = await mutate(api.payments.make(studentId), {
      paymentPlanId: 1,
      type: 'INSTALLMENT',
      paymentMethodId: 1,
    });
    expect(staleness(...balanceKeys())).toEqual([true, true, true, false, false]);
    const status = api.payments.detail(studentId, payment.id);
    expect(queryClient.getQueryData(status.queryKey)?.status).toBe('IN_PROGRESS');
    const observed = queryClient.getQueryCache().find({ queryKey: status.queryKey })!;
    const interval = status.refetchInterval as unknown as (query: Query) => number | false;
    expect(interval(observed)).toBe(PAYMENT_POLL_INTERVAL_MS);

    // When the processor settles it, the balances it changed are read again.
    reference.advanceClock(settlementWait);
    seed(...balanceKeys());
    await queryClient.fetchQuery(status);
    expect(queryClient.getQueryData(status.queryKey)?.status).toBe('ACCEPTED');
    expect(interval(observed)).toBe(false);
    expect(staleness(...balanceKeys())).toEqual([true, true, true, false, false]);
  });

  test('an accepted payment has a receipt of the rows it paid, which name it, as its history line does', async () => {
    const payment = await mutate(api.payments.make(studentId), {
      paymentPlanId: 1,
      type: 'CUSTOM',
      paymentMethodId: 1,
      amount: 30_000,
    });
    await expect(
      queryClient.fetchQuery(api.payments.receipt(studentId, payment.id)),
    ).rejects.toMatchObject({ status: 404 });
    reference.advanceClock(settlementWait);
    await queryClient.fetchQuery(api.payments.detail(studentId, payment.id));

    const receipt = await queryClient.fetchQuery(api.payments.receipt(studentId, payment.id));
    expect(api.payments.receipt(studentId, payment.id).queryKey).toEqual([
      'students',
      studentId,
      'payments',
      payment.id,
      'receipt',
    ]);
    expect(receipt).toMatchObject({
      paymentId: payment.id,
      amount: 30_000,
      payer: { firstName: 'Jordan', middleName: 'Lee', lastName: 'Whitaker' },
      planName: { kind: 'PLAN_MONTHLY_INSTALLMENTS', params: { installmentCount: 12 } },
      cohort: { name: 'HCTP 2026 Spring' },
    });
    // April's installment, then part of May's.
    expect(receipt.installments.map((line) => [line.installment, line.amountApplied])).toEqual([
      [4, 28_900],
      [5, 1_100],
    ]);
    const schedule = (await observe(api.paymentPlans.schedule(studentId, 1)))!;
    expect(schedule.filter((row) => row.paymentIds?.includes(payment.id))).toHaveLength(2);
    const history = await queryClient.fetchQuery(api.accountHistory.list(studentId));
    expect(history.content[0]).toMatchObject({ paymentId: payment.id, paymentStatus: 'ACCEPTED' });
  });

  test('pre-pay and pay-off send their payment type', async () => {
    const prePay = await mutate(api.payments.prePay(studentId), {
      paymentPlanId: 1,
      paymentMethodId: 1,
      amount: 100,
    });
    expect(prePay.type).toBe('PRE_PAY');
    // Read once settled, the pre-payment no longer holds the next payment.
    reference.advanceClock(settlementWait);
    await queryClient.fetchQuery(api.payments.detail(studentId, prePay.id));
    const payOff = await mutate(api.payments.payOff(studentId), {
      paymentPlanId: 1,
      paymentMethodId: 1,
    });
    expect(payOff.type).toBe('PAY_OFF');
    // Settled, the pay-off leaves nothing to pay.
    reference.advanceClock(settlementWait);
    const breakdown = await observe(api.paymentPlans.breakdown(studentId, 1));
    expect(breakdown).toEqual(expect.objectContaining({ totalRemaining: 0 }));
    const state = queryClient.getQueryState(api.paymentPlans.detail(studentId, 1).queryKey);
    expect(state?.dataUpdateCount).toBe(1);
  });

  test('the schedule and breakdown read one cached plan', async () => {
    const schedule = (await observe(api.paymentPlans.schedule(studentId, 1)))!;
    expect(schedule).toHaveLength(13);
    expect(schedule[0]).toMatchObject({ installment: 0, status: 'PAID' });
    const plan = queryClient.getQueryData(api.paymentPlans.detail(studentId, 1).queryKey);
    expect(plan?.schedule).toHaveLength(13);
    expect(plan?.breakdown.totalPaid).toBe(
      schedule.reduce((total, row) => total + row.amountPaid, 0),
    );
  });

  test('confirming a transfer refreshes transfers, plans and history', async () => {
    const pending = await queryClient.fetchQuery(
      api.transfers.list(studentId, { status: 'PENDING' }),
    );
    seed(...balanceKeys());
    await mutate(api.transfers.confirm(studentId), { transferId: pending.content[0]!.id });
    expect(staleness(...balanceKeys())).toEqual([true, true, true, false, true]);
    await expect(
      mutate(api.transfers.cancel(studentId), pending.content[0]!.id),
    ).rejects.toMatchObject({ key: 'transferNotPending', status: 409 });
  });

  test('cancelling a transfer refreshes transfers and history, not the plans', async () => {
    const pending = await queryClient.fetchQuery(
      api.transfers.list(studentId, { status: 'PENDING' }),
    );
    seed(...balanceKeys());
    const cancelled = await mutate(api.transfers.cancel(studentId), pending.content[0]!.id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(staleness(...balanceKeys())).toEqual([false, false, true, false, true]);
  });
});

describe('coach business', () => {
  beforeEach(() => session.signIn(reference.sessions.coach));

  /** A card on the coach's own student record, which pays the subscription. */
  const coachCard = () =>
    mutate(api.paymentMethods.add(reference.sessions.coach.studentId!), {
      cardNumber: '4242424242424242',
      expirationMonth: 4,
      expirationYear: 2029,
      cvc: '123',
      holderName: nameOf(demoCoach),
    });

  const availability = (coach: number) =>
    queryKeys.products.availableSchedule(coach, 2, 1, {
      startDate: '2026-04-06',
      endDate: '2026-04-12',
    });

  test('sessions refresh the coach’s sessions and open slots, not other coaches’', async () => {
    const upcoming = api.coachSessions.list(coachId, { from: '2026-04-01' });
    const before = (await queryClient.fetchQuery(upcoming)).pagination.total;
    seed(availability(coachId), availability(2), queryKeys.products.list(coachId, {}));
    const created = await mutate(api.coachSessions.create(coachId), {
      customerName: 'Sam Okafor',
      customerEmail: 'sam.okafor@example.org',
      startsAt: '2026-04-22T15:00:00Z',
      endsAt: '2026-04-22T16:00:00Z',
      deliveryMode: 'ONLINE',
    });
    expect(
      staleness(
        upcoming.queryKey,
        availability(coachId),
        availability(2),
        queryKeys.products.list(coachId, {}),
      ),
    ).toEqual([true, true, false, false]);
    expect((await queryClient.fetchQuery(upcoming)).pagination.total).toBe(before + 1);
    await mutate(api.coachSessions.remove(coachId), created.id);
    expect((await queryClient.fetchQuery(upcoming)).pagination.total).toBe(before);
    await expect(
      mutate(api.coachSessions.create(coachId), {
        customerName: 'Sam Okafor',
        customerEmail: 'sam.okafor@example.org',
        startsAt: '2026-04-22T16:00:00Z',
        endsAt: '2026-04-22T15:00:00Z',
        deliveryMode: 'ONLINE',
      }),
    ).rejects.toMatchObject({ key: 'startTimeMustBeLessThanEndTime' });
  });

  test('a session change refreshes the purchases, which show their sessions', async () => {
    const purchases = [
      queryKeys.purchases.byCriteria({}, { page: 0 }),
      queryKeys.purchases.detail(1),
      queryKeys.purchases.customers(coachId),
    ];
    const [session] = (await queryClient.fetchQuery(api.coachSessions.list(coachId))).content;
    seed(...purchases);
    await mutate(api.coachSessions.remove(coachId), session!.id);
    expect(staleness(...purchases)).toEqual([true, true, true]);
  });

  test('the schedule is stored from the answer and refreshes the open slots', async () => {
    const schedule = await queryClient.fetchQuery(api.coachSchedule.detail(coachId));
    seed(availability(coachId), queryKeys.coachSessions.list(coachId, {}));
    await mutate(api.coachSchedule.update(coachId), {
      timeZone: schedule.timeZone,
      windows: [{ dayOfWeek: 'FRIDAY', startTime: '08:00', endTime: '12:00' }],
    });
    expect(queryClient.getQueryData(api.coachSchedule.detail(coachId).queryKey)?.windows).toEqual([
      { dayOfWeek: 'FRIDAY', startTime: '08:00', endTime: '12:00' },
    ]);
    expect(staleness(availability(coachId), queryKeys.coachSessions.list(coachId, {}))).toEqual([
      true,
      false,
    ]);
  });

  test('the subscription is stored from each answer, and so is the local subscribed flag', async () => {
    const { storage } = new SharedStorage().openTab();
    vi.stubGlobal('localStorage', storage);
    const subscribed = () => createLocalPreferences().coachSubscribed.get();
    seed(queryKeys.coaches.detail(coachId));
    await queryClient.fetchQuery(api.coachSubscription.detail(coachId));
    expect(subscribed()).toBe(
      queryClient.getQueryData(api.coachSubscription.detail(coachId).queryKey)?.status === 'ACTIVE',
    );
    const card = await coachCard();
    const yearly = await mutate(api.coachSubscription.update(coachId), {
      plan: 'YEARLY',
      paymentMethodId: card.id,
    });
    expect(queryClient.getQueryData(api.coachSubscription.detail(coachId).queryKey)).toEqual(
      yearly,
    );
    expect(subscribed()).toBe(true);
    await mutate(api.coachSubscription.cancel(coachId), undefined);
    expect(queryClient.getQueryData(api.coachSubscription.detail(coachId).queryKey)?.status).toBe(
      'CANCELLED',
    );
    expect(subscribed()).toBe(false);
    expect(staleness(queryKeys.coaches.detail(coachId))).toEqual([false]);
    vi.unstubAllGlobals();
  });
  test('a charge sends one Idempotency-Key per action, and the same key again on its retry', async () => {
    const card = await coachCard();
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') keys.push(request.headers.get('idempotency-key'));
    });
    // The first try fails as a lost connection would; the retry reaches the API.
    server.use(
      http.put(`${baseUrl}/coaches/${coachId}/subscription`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    const update = { ...api.coachSubscription.update(coachId), retry: 1, retryDelay: 0 };
    await mutate(update, { plan: 'YEARLY', paymentMethodId: card.id });
    // A new action has a key of its own: the API takes it for a second purchase of the plan just
    // bought, and refuses it (a key it had seen would be answered as the first purchase was).
    await expect(
      mutate(api.coachSubscription.update(coachId), { plan: 'YEARLY', paymentMethodId: card.id }),
    ).rejects.toMatchObject({ key: 'paymentStatusAccepted', status: 409 });
    server.events.removeAllListeners();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
  test('the cards to charge are the student record’s, under the portal’s key', async () => {
    // The demo student coaches too: her student record has cards.
    session.signIn(reference.sessions.student);
    const cards = api.coachSubscription.paymentMethods(studentId);
    expect(cards.queryKey).toEqual(queryKeys.paymentMethods.list(studentId));
    const page = await observe(cards);
    expect(page?.content.map((card) => card.last4)).toEqual(
      demoStudentCards.map((card) => card.number.slice(-4)),
    );
  });
});
