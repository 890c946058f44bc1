import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createPublicClient } from '@hci/api-schema';
import { offeredTerms } from '@hci/rules';
import { createHandlers, emptyHandler, errorHandler, fixtures, loadingHandler } from './index';
import { demoNow } from './mock-kit';

const baseUrl = 'http://mock.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createPublicClient(baseUrl);

describe('mock handlers', () => {
  test("book the demo coach's free test call with no card, and refuse a second one", async () => {
    server.use(...createHandlers({ baseUrl }));
    const testCall = fixtures.products.find((product) => product.testCall)!;
    const times = await client.GET(
      '/coaches/{coachId}/products/{productId}/available_schedules/{scheduleId}',
      {
        params: {
          path: { coachId: 1, productId: testCall.id, scheduleId: fixtures.coachSchedule.id },
          query: { startDate: '2026-04-01', endDate: '2026-04-07' },
        },
      },
    );
    const [first, , third] = times.data!.content.slots;
    const book = (startsAt: string) =>
      client.POST('/coach_product_purchases', {
        body: { coachId: 1, productId: testCall.id, startsAt },
      });
    const booked = await book(first!.startsAt);
    expect(booked.response.status).toBe(201);
    expect(booked.data?.content).toMatchObject({ amount: 0, status: 'PAID' });
    const again = await book(third!.startsAt);
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ key: 'testCallTaken' });
  });

  test('serve the fixtures with paging', async () => {
    server.use(...createHandlers({ baseUrl }));
    const inbox = fixtures.communicationIntents.filter((intent) => !intent.archived);
    const listPage = async (page?: number) =>
      (
        await client.POST('/students/{studentId}/communication_intents', {
          params: { path: { studentId: 1 }, query: { page } },
          body: {},
        })
      ).data;

    const [first, second] = await Promise.all([listPage(), listPage(1)]);
    // Notification lists page 20 at a time: the 24 unarchived fixtures make a full page and 4.
    expect(first?.pagination).toEqual({ total: 24, page: 0, size: 20 });
    expect(second?.pagination).toEqual({ total: 24, page: 1, size: 20 });
    expect(first?.content.map(({ id }) => id)).toEqual(inbox.slice(0, 20).map(({ id }) => id));
    expect(second?.content.map(({ id }) => id)).toEqual(inbox.slice(20).map(({ id }) => id));
  });

  test('signing the documents an application waits for completes it, as the API does: its plan, the deposit paid, the inbox messages; once', async () => {
    server.use(...createHandlers({ baseUrl, enrollmentSigning: true }));
    const path = { studentId: 1 };
    const sign = () =>
      client.POST('/envelopes/{envelopeId}/sign', {
        params: { path: { envelopeId: fixtures.signingEnvelope.id } },
        body: { signatureName: 'Jordan Whitaker', agree: true },
      });
    expect((await sign()).response.status).toBe(200);
    expect((await sign()).response.status).toBe(409);

    const applications = await client.GET('/students/{studentId}/enrollment_applications', {
      params: { path },
    });
    expect(applications.data?.content.find((a) => a.id === 2)?.status).toBe('COMPLETE');
    const plans = (
      await client.GET('/students/{studentId}/payment_plans', { params: { path } })
    ).data!.content.filter((plan) => plan.applicationId === 2);
    expect(plans).toHaveLength(1);
    // The fall cohort's $3,968 less the voucher's $150 and the promo code's $200; a $500 deposit.
    expect(plans[0]!.terms).toEqual({
      ...offeredTerms({
        tuition: 396_800,
        discount: 35_000,
        deposit: 50_000,
        count: 12,
        rateBps: 0,
      }),
      amountDue: 0,
    });
    const detail = await client.GET('/students/{studentId}/payment_plans/{paymentPlanId}', {
      params: { path: { ...path, paymentPlanId: plans[0]!.id } },
    });
    expect(detail.data?.content.schedule.map((row) => row.status)).toEqual([
      'PAID',
      ...Array(12).fill('PENDING'),
    ]);
    expect(detail.data?.content.schedule[1]?.dueDate).toBe('2026-09-14');
    const inbox = await client.POST('/students/{studentId}/communication_intents', {
      params: { path },
      body: {},
    });
    expect(inbox.data?.content.slice(0, 2).map((intent) => intent.type)).toEqual([
      'PAYMENT_RECEIVED',
      'ENROLLMENT_COMPLETED',
    ]);
  });

  test('with an application under way, its program’s cohorts are closed to the student in the list and on saving, by the API’s rule', async () => {
    const cohorts = async () =>
      (await client.GET('/cohorts')).data!.content.map(({ name, canJoin, refusal }) => ({
        name,
        canJoin,
        refusal,
      }));
    server.use(...createHandlers({ baseUrl }));
    expect((await cohorts()).every((cohort) => cohort.canJoin && !cohort.refusal)).toBe(true);

    server.resetHandlers(...createHandlers({ baseUrl, enrollmentSigning: true }));
    const closed = { canJoin: false, refusal: 'invalidApplicationRequest' };
    expect(await cohorts()).toEqual([
      { name: 'HCTP 2026 Fall', ...closed },
      { name: 'HCTP 2026 Otoño (en español)', ...closed },
      { name: 'HCTP 2027 Winter, Denver', ...closed },
      { name: 'Advanced Coaching Skills 2026', canJoin: true, refusal: undefined },
    ]);
    const start = (cohortId: number) =>
      client.POST('/students/{studentId}/enrollment_applications', {
        params: { path: { studentId: 1 } },
        body: { cohortId },
      });
    const refused = await start(4);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ key: 'invalidApplicationRequest' });
    expect((await start(5)).response.status).toBe(201);
  });

  test('each handler set has its own data', async () => {
    const archive = () =>
      client.POST('/students/{studentId}/communication_intents/archive', {
        params: { path: { studentId: 1 } },
        body: { communicationIntentIds: [28] },
      });
    const archived = async () =>
      (
        await client.POST('/students/{studentId}/communication_intents', {
          params: { path: { studentId: 1 } },
          body: { archived: true },
        })
      ).data?.pagination.total;

    server.use(...createHandlers({ baseUrl }));
    const before = await archived();
    await archive();
    expect(await archived()).toBe(before! + 1);

    server.resetHandlers(...createHandlers({ baseUrl }));
    expect(await archived()).toBe(before);
  });

  test.each([
    ['PAST_DUE', 19, [3]],
    ['COLLECTIONS', 78, [1, 2, 3]],
  ] as const)(
    'a plan %s owes its unpaid installments, list and detail alike',
    async (status, days, unpaid) => {
      server.use(...createHandlers({ baseUrl, financialStatus: status }));
      const params = { path: { studentId: 1, paymentPlanId: 1 } };
      const [{ data: list }, { data: detail }] = await Promise.all([
        client.GET('/students/{studentId}/payment_plans', { params: { path: { studentId: 1 } } }),
        client.GET('/students/{studentId}/payment_plans/{paymentPlanId}', { params }),
      ]);
      const plan = detail!.content;
      const pastDue = plan.schedule.filter((row) => row.status === 'PAST_DUE');
      expect(pastDue.map((row) => row.installment)).toEqual(unpaid);
      expect(plan).toMatchObject({ financialStatus: status, daysOverdue: days });
      expect(plan.terms.amountDue).toBe(pastDue.reduce((sum, row) => sum + row.amountDue, 0));
      const owed = plan.schedule.reduce((sum, row) => sum + row.amountDue - row.amountPaid, 0);
      expect(plan.breakdown.totalRemaining).toBe(owed);
      expect(list!.content[0]).toMatchObject({ financialStatus: status, terms: plan.terms });
    },
  );

  test('a payment moves the next installment on; a plan paid off names none', async () => {
    server.use(...createHandlers({ baseUrl }));
    const path = { studentId: 1, paymentPlanId: 1 };
    const plan = async () =>
      (await client.GET('/students/{studentId}/payment_plans', { params: { path } })).data!
        .content[0]!;
    const pay = async (type: 'INSTALLMENT' | 'PAY_OFF') => {
      const paid = await client.POST(
        '/students/{studentId}/payment_plans/{paymentPlanId}/payments',
        {
          params: { path },
          body: { type, paymentMethodId: 1 },
        },
      );
      // Read once, the simulated charge has settled and the next payment may follow.
      await client.GET('/students/{studentId}/payments/{paymentId}', {
        params: { path: { studentId: 1, paymentId: paid.data!.content.id } },
      });
    };
    expect(await plan()).toMatchObject({ nextDueDate: '2026-04-12', nextInstallmentAmount: 28900 });
    await pay('INSTALLMENT');
    expect(await plan()).toMatchObject({ nextDueDate: '2026-05-12', nextInstallmentAmount: 28900 });
    await pay('PAY_OFF');
    const paidOff = await plan();
    expect(paidOff).not.toHaveProperty('nextDueDate');
    expect(paidOff).not.toHaveProperty('nextInstallmentAmount');
  });

  test('confirming a transfer moves the unpaid rows to a new plan for the new cohort, as the API does', async () => {
    server.use(...createHandlers({ baseUrl }));
    const path = { studentId: 1 };
    const [pending] = fixtures.transfers.filter((transfer) => transfer.status === 'PENDING');
    const confirmed = await client.POST('/students/{studentId}/transfers/{transferId}/confirm', {
      params: { path: { ...path, transferId: pending!.id } },
      body: { acceptTerms: true },
    });
    expect(confirmed.data?.content.status).toBe('CONFIRMED');
    const plans = (await client.GET('/students/{studentId}/payment_plans', { params: { path } }))
      .data!.content;
    // April to December, nine installments of $289, move to a plan of their count.
    const balance = 9 * 28_900;
    expect(plans.map(({ status, source }) => [status, source])).toEqual([
      ['TRANSFERRED', 'ENROLLMENT'],
      ['ACTIVE', 'TRANSFER'],
    ]);
    const opened = (
      await client.GET('/students/{studentId}/payment_plans/{paymentPlanId}', {
        params: { path: { ...path, paymentPlanId: plans[1]!.id } },
      })
    ).data!.content;
    expect(opened.terms.totalOwed).toBe(balance);
    expect(opened.nextDueDate).toBe('2026-04-30');
    expect(opened.schedule).toHaveLength(pending!.newTerms.installmentCount);
  });

  test('a payment charges the installment with its tax, as the API does', async () => {
    const april = fixtures.paymentPlanDetails[0]!.schedule.find((row) => row.installment === 4)!;
    april.taxAmount = 1_500;
    try {
      server.use(...createHandlers({ baseUrl }));
      const paid = await client.POST(
        '/students/{studentId}/payment_plans/{paymentPlanId}/payments',
        {
          params: { path: { studentId: 1, paymentPlanId: 1 } },
          body: { type: 'INSTALLMENT', paymentMethodId: 1 },
        },
      );
      expect(paid.data!.content.amount).toBe(28_900 + 1_500);
    } finally {
      april.taxAmount = 0;
    }
  });

  test('overrides answer empty, with an error, or never', async () => {
    server.use(
      emptyHandler('/students/{studentId}/envelopes', { baseUrl }),
      errorHandler('/students/{studentId}', { baseUrl, status: 403, key: 'forbidden' }),
      loadingHandler('/public/lookups', { baseUrl }),
    );
    const envelopes = await client.GET('/students/{studentId}/envelopes', {
      params: { path: { studentId: 1 } },
    });
    expect(envelopes.data).toEqual({ content: [], pagination: { total: 0, page: 0, size: 10 } });
    const student = await client.GET('/students/{studentId}', {
      params: { path: { studentId: 1 } },
    });
    expect(student.error).toMatchObject({ key: 'forbidden', status: 403 });

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
    // A later call completes while the loading one still waits.
    await client.GET('/students/{studentId}', { params: { path: { studentId: 1 } } });
    expect(settled).toBe(false);
    controller.abort();
    await expect(lookups).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the plans the mock offers', () => {
  test('the deposit and the installments add up to the total, the last taking the rounding', () => {
    const awkward = fixtures.cohorts.find((cohort) => cohort.tuition === 449500)!;
    const sixMonths = fixtures
      .offeredPaymentPlans(awkward)
      .find((plan) => plan.terms.installmentCount === 6)!;
    // 4,495.00 less the 500.00 deposit over 6: five of 665.84 and the 665.80 they leave.
    expect(sixMonths.terms).toMatchObject({
      installmentAmount: 66584,
      lastInstallmentAmount: 66580,
    });
    for (const cohort of fixtures.cohorts)
      for (const discount of [0, 15000, 20000])
        for (const { terms } of fixtures.offeredPaymentPlans(cohort, discount)) {
          const installments =
            (terms.installmentCount - 1) * terms.installmentAmount + terms.lastInstallmentAmount;
          expect(terms.depositAmount + installments).toBe(terms.totalOwed);
          expect(terms.lastInstallmentAmount).toBeLessThanOrEqual(terms.installmentAmount);
        }
  });
});

describe('coach session and schedule mocks follow the shared rules, seen from the demo day', () => {
  const coachId = 1;
  const change = (
    sessionId: number,
    body: { status?: 'SCHEDULED' | 'COMPLETED' | 'NO_SHOW' | 'CANCELLED'; startsAt?: string },
  ) =>
    client.PATCH('/coaches/{coachId}/sessions/{sessionId}', {
      params: { path: { coachId, sessionId } },
      body,
    });

  test('a session is completed once started, not before; a cancelled one is done', async () => {
    server.use(...createHandlers({ baseUrl }));
    const started = fixtures.coachSessions.find((s) => s.startsAt === '2026-03-31T11:00:00Z')!;
    const ahead = fixtures.coachSessions.find((s) => s.startsAt === '2026-04-01T15:00:00Z')!;
    const early = await change(ahead.id, { status: 'COMPLETED' });
    expect(early.response.status).toBe(409);
    expect(early.error?.key).toBe('sessionNotStarted');
    expect((await change(started.id, { status: 'COMPLETED' })).data?.content.status).toBe(
      'COMPLETED',
    );
    expect((await change(ahead.id, { status: 'CANCELLED' })).data?.content.status).toBe(
      'CANCELLED',
    );
    expect((await change(ahead.id, { status: 'CANCELLED' })).error?.key).toBe(
      'sessionStatusChanged',
    );
  });

  test('an outcome is recorded, undone once, and a session without one cannot be undone', async () => {
    server.use(...createHandlers({ baseUrl }));
    const started = fixtures.coachSessions.find((s) => s.startsAt === '2026-03-31T11:00:00Z')!;
    const past = fixtures.coachSessions.find((s) => s.startsAt === '2026-03-17T15:00:00Z')!;
    expect((await change(started.id, { status: 'SCHEDULED' })).error?.key).toBe(
      'sessionStatusChanged',
    );
    const completed = await change(started.id, { status: 'COMPLETED' });
    expect(completed.data?.content).toMatchObject({
      status: 'COMPLETED',
      outcomeSetAt: demoNow,
      outcomeSetBy: 'COACH',
    });
    const undone = await change(started.id, { status: 'SCHEDULED' });
    expect(undone.data?.content.status).toBe('SCHEDULED');
    expect(undone.data?.content).not.toHaveProperty('outcomeSetAt');
    expect(undone.data?.content).not.toHaveProperty('outcomeSetBy');
    expect((await change(started.id, { status: 'SCHEDULED' })).error?.key).toBe(
      'sessionStatusChanged',
    );
    // Completed before outcomes were recorded: no undo window.
    expect((await change(past.id, { status: 'SCHEDULED' })).error?.key).toBe(
      'sessionStatusChanged',
    );
  });

  test('a session moves only to a free time of the schedule', async () => {
    server.use(...createHandlers({ baseUrl }));
    const ahead = fixtures.coachSessions.find((s) => s.startsAt === '2026-04-01T15:00:00Z')!;
    // Midnight in Denver is outside the hours.
    expect((await change(ahead.id, { startsAt: '2026-04-08T06:00:00Z' })).error?.key).toBe(
      'slotUnavailable',
    );
    // Monday April 6, 10:00 in Denver (16:00 UTC), inside 9:00–12:00.
    const moved = await change(ahead.id, { startsAt: '2026-04-06T16:00:00Z' });
    expect(moved.data?.content).toMatchObject({
      startsAt: '2026-04-06T16:00:00Z',
      endsAt: '2026-04-06T17:00:00Z',
    });
  });

  test('a coach’s booking may not overlap a scheduled session', async () => {
    server.use(...createHandlers({ baseUrl }));
    const booked = await client.POST('/coaches/{coachId}/sessions', {
      params: { path: { coachId } },
      body: {
        customerId: 101,
        startsAt: '2026-04-01T15:30:00Z',
        endsAt: '2026-04-01T16:30:00Z',
        deliveryMode: 'ONLINE',
      },
    });
    expect(booked.response.status).toBe(409);
    expect(booked.error?.key).toBe('slotUnavailable');
  });

  test('a coach books only someone who has bought from them', async () => {
    server.use(...createHandlers({ baseUrl }));
    const book = (customerName: string, customerEmail: string) =>
      client.POST('/coaches/{coachId}/sessions', {
        params: { path: { coachId } },
        body: {
          customerName,
          customerEmail,
          startsAt: '2026-05-04T16:00:00Z',
          endsAt: '2026-05-04T17:00:00Z',
          deliveryMode: 'ONLINE',
        },
      });
    const stranger = await book('Kim Lee', 'kim@example.org');
    expect(stranger.response.status).toBe(422);
    expect(stranger.error?.key).toBe('notYourClient');
    const buyer = fixtures.purchases[0]!.customer;
    expect((await book(buyer.name, buyer.email)).response.status).toBe(201);
  });

  test('the schedule keeps its booking settings and dates of their own', async () => {
    server.use(...createHandlers({ baseUrl }));
    const saved = await client.PUT('/coaches/{coachId}/schedule', {
      params: { path: { coachId } },
      body: {
        timeZone: 'Europe/Madrid',
        windows: [],
        dailyLimit: null,
        overrides: [{ date: '2026-05-01', windows: [] }],
      },
    });
    expect(saved.data?.content).toMatchObject({
      timeZone: 'Europe/Madrid',
      minimumNoticeMinutes: 720,
      bufferMinutes: 15,
      dailyLimit: null,
      overrides: [{ date: '2026-05-01', windows: [] }],
    });
  });
});
