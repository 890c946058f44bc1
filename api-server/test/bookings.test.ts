// Finding a coach, buying and booking their offer, and changing a booking, through the API: the
// directory and offer open to visitors, one winner for the last free time, one charge per
// Idempotency-Key, a declined card booking nothing, the client's and the coach's changes by the
// scheduling policy, and an inbox message to both sides of each.
import type { CoachSession, CommunicationIntent } from '@hci/api-schema';
import { sessionChangeWindowHours, sessionsToBook } from '@hci/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runDueJobs } from '../src/jobs/index.js';
import type { Json, Session, TestApi, TestResponse } from './harness.js';
import { demo, demoPassword, openTestApi } from './harness.js';
import { addCard, asUser } from './requests.js';

let api: TestApi;
let coach: Session;
let student: Session;
/** A second student, who also coaches (and so is not the demo coach). */
let rival: Session;
let studentCard: number;
let rivalCard: number;
let scheduleId: number;

beforeAll(async () => {
  api = await openTestApi();
  coach = await api.signIn(demo.coach, 'coach');
  student = await api.signIn(demo.student);
  rival = await api.signIn(demo.studentCoach);
  rivalCard = (await addCard(api, rival, '4242424242424242')).body.content.id;
  const cards = await api.request(
    'GET',
    `/students/${student.studentId}/payment_methods`,
    asUser(student),
  );
  studentCard = (cards.body.content as Json[])[0].id;
  scheduleId = (await api.request('GET', coachPath('/schedule'), asUser(coach))).body.content.id;
});
afterAll(() => api.close());

const coachPath = (rest = '') => `/coaches/${coach.coachId}${rest}`;
const day = (offset: number) =>
  new Date(api.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new published service of the demo coach. */
const service = async (price: number, count: number, duration = 60) =>
  (
    await api.request(
      'POST',
      coachPath('/products'),
      asUser(coach, {
        title: `Service ${price}/${count}`,
        price,
        type: 'SERVICE',
        priceUnit: 'PACKAGE',
        serviceSpecification: { session: { type: 'ONLINE', count, duration } },
      }),
    )
  ).body.content.id as number;

/** The service's free times over the coming days, as anyone reads them. */
const freeTimes = async (productId: number, from = 1, to = 20) => {
  const answer = await api.request(
    'GET',
    coachPath(
      `/products/${productId}/available_schedules/${scheduleId}?startDate=${day(from)}&endDate=${day(to)}`,
    ),
  );
  expect(answer.status).toBe(200);
  return answer.body.content.slots as { startsAt: string; endsAt: string }[];
};

/** The first free time of each day: times that neither overlap nor share a buffer. */
const apart = (slots: { startsAt: string; endsAt: string }[]) =>
  slots.filter(
    (s, i) => i === 0 || s.startsAt.slice(0, 10) !== slots[i - 1]!.startsAt.slice(0, 10),
  );

const buy = (session: Session, body: object, key?: string) =>
  api.request('POST', '/coach_product_purchases', {
    ...asUser(session, { coachId: coach.coachId, ...body }),
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const purchaseCharges = async () => {
  const [row] = await api.services.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM card_charges WHERE purpose = 'PURCHASE'",
  );
  return row!.n;
};

/** The newest inbox message of a student. */
const lastMessage = async (studentId: number) => {
  const [row] = await api.services.db.query<
    Pick<CommunicationIntent, 'type' | 'parameters' | 'link'>
  >(
    'SELECT type, parameters, link FROM communication_intents WHERE student_id = $1 ORDER BY id DESC LIMIT 1',
    [studentId],
  );
  return row;
};

/** The mails the development mailbox holds for an address. */
const mailsTo = async (email: string) =>
  (await api.request('GET', `/dev/mailbox?email=${email}`)).body.content as Json[];

const expectRefused = (answer: TestResponse, status: number, key: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ key });
};

describe('the directory and a coach offer', () => {
  test('are open to visitors: public profiles only, coaches with a published offer', async () => {
    const all = await api.request('GET', '/coaches?size=50');
    expect(all.status).toBe(200);
    const coaches = all.body.content as Json[];
    expect(coaches.length).toBeGreaterThanOrEqual(2);
    for (const c of coaches) {
      expect(c).not.toHaveProperty('user');
      expect(c.personalInfo).not.toHaveProperty('dateBirth');
    }
    const marisol = coaches.find((c) => c.id === coach.coachId);
    expect(marisol.schedule).toEqual({ id: scheduleId, timeZone: 'America/Denver' });

    const names = async (query: string) =>
      ((await api.request('GET', `/coaches?${query}`)).body.content as Json[]).map(
        (c) => c.personalInfo.lastName,
      );
    expect(await names('keyword=marisol')).toEqual(['Reyes']);
    expect(await names('specialization=family')).toEqual(['Reyes']);
    expect(await names('specialization=sleep')).toEqual(['Okafor', 'Reyes']);
    expect(await names('language=ES')).toEqual(['Reyes']);
    const paged = await api.request('GET', '/coaches?size=1&page=1');
    expect(paged.body.content).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ page: 1, size: 1 });
    expect(paged.body.pagination.total).toBe(coaches.length);

    const profile = await api.request('GET', coachPath());
    expect(profile.status).toBe(200);
    expect(profile.body.content).not.toHaveProperty('user');
    expect((await api.request('GET', coachPath('/products/public'))).status).toBe(200);
  });

  test('signed out, a coach outside the directory is not found; signed in, it is shown', async () => {
    const email = 'unlisted.coach@demo.test';
    const created = await api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, firstName: 'Una', lastName: 'Listed', role: 'COACH' },
    });
    expect(created.status).toBe(201);
    const unlisted = await api.signIn(email, 'coach');
    // Every signed-out read of a coach follows the directory: the profile and the offer alike.
    for (const path of [
      `/coaches/${unlisted.coachId}`,
      `/coaches/${unlisted.coachId}/products/public`,
    ]) {
      const visitor = await api.request('GET', path);
      expect(visitor.status).toBe(404);
      expect(visitor.body).toMatchObject({ key: 'notFound' });
      expect((await api.request('GET', path, { token: student.accessToken })).status).toBe(200);
      expect((await api.request('GET', path, { token: unlisted.accessToken })).status).toBe(200);
    }
  });
});

describe('where a service takes place', () => {
  test('an in-person service keeps its address, trimmed; moved online it drops it', async () => {
    const input = {
      title: 'Kitchen visit',
      price: 9000,
      type: 'SERVICE',
      priceUnit: 'SESSION',
      serviceSpecification: { session: { type: 'IN_PERSON', count: 1, duration: 90 } },
      location: '  2100 Larimer Street, Denver, CO 80205 ',
    };
    const made = await api.request('POST', coachPath('/products'), asUser(coach, input));
    expect(made.status).toBe(201);
    expect(made.body.content.location).toBe('2100 Larimer Street, Denver, CO 80205');
    const id = made.body.content.id as number;
    const read = await api.request('GET', coachPath(`/products/${id}`), asUser(coach));
    expect(read.body.content.location).toBe('2100 Larimer Street, Denver, CO 80205');
    const online = await api.request(
      'PUT',
      coachPath(`/products/${id}`),
      asUser(coach, {
        ...input,
        serviceSpecification: { session: { type: 'ONLINE', count: 1, duration: 90 } },
      }),
    );
    expect(online.status).toBe(200);
    expect(online.body.content).not.toHaveProperty('location');
    const tooLong = await api.request(
      'POST',
      coachPath('/products'),
      asUser(coach, { ...input, location: 'x'.repeat(301) }),
    );
    expect(tooLong.status).toBe(400);
    await api.request('DELETE', coachPath(`/products/${id}`), asUser(coach));
  });

  test("a purchase of an in-person service names its address, for the buyer's page", async () => {
    const made = await api.request(
      'POST',
      coachPath('/products'),
      asUser(coach, {
        title: 'Pantry walk-through',
        price: 0,
        type: 'SERVICE',
        priceUnit: 'NONE',
        serviceSpecification: { session: { type: 'IN_PERSON', count: 1, duration: 60 } },
        location: '2100 Larimer Street, Denver, CO 80205',
      }),
    );
    const productId = made.body.content.id as number;
    const [first] = await freeTimes(productId);
    const bought = await buy(student, { productId, startsAt: first!.startsAt });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.content.product).toEqual({
      id: productId,
      title: 'Pantry walk-through',
      location: '2100 Larimer Street, Denver, CO 80205',
    });
    const purchaseId = bought.body.content.id as number;
    const read = await api.request(
      'GET',
      `/coach_product_purchases/${purchaseId}`,
      asUser(student),
    );
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.content.product.location).toBe('2100 Larimer Street, Denver, CO 80205');
  });
});

describe('buying', () => {
  test('a service books its first session, charges once per Idempotency-Key and tells both sides', async () => {
    const productId = await service(12_000, 2);
    const [first] = await freeTimes(productId);
    const before = await purchaseCharges();
    const body = { productId, paymentMethodId: studentCard, startsAt: first!.startsAt };
    const bought = await buy(student, body, 'buy-package-1');
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.content).toMatchObject({
      status: 'PAID',
      amount: 12_000,
      refundedAmount: 0,
      sessionsIncluded: 2,
      coach: { id: coach.coachId },
      sessions: [{ startsAt: first!.startsAt, status: 'SCHEDULED', rescheduled: false }],
    });
    const repeat = await buy(student, body, 'buy-package-1');
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(bought.body);
    expect(await purchaseCharges()).toBe(before + 1);
    expect((await freeTimes(productId)).map((s) => s.startsAt)).not.toContain(first!.startsAt);

    const id = bought.body.content.id;
    const facts = { purchaseId: id, amount: 12_000, startsAt: first!.startsAt };
    expect(await lastMessage(student.studentId!)).toEqual({
      type: 'PURCHASE_CONFIRMED',
      parameters: { ...facts, productTitle: expect.any(String), coachName: expect.any(String) },
      link: `/my-purchases/${id}`,
    });
    expect(await lastMessage(coach.studentId!)).toEqual({
      type: 'CLIENT_PURCHASED',
      parameters: { ...facts, productTitle: expect.any(String), clientName: expect.any(String) },
      link: `/purchases/${id}`,
    });

    const mine = await api.request(
      'GET',
      `/students/${student.studentId}/coach_product_purchases?size=50`,
      asUser(student),
    );
    expect((mine.body.content as Json[]).map((p) => p.id)).toContain(id);
    expect(
      (await api.request('GET', `/coach_product_purchases/${id}`, asUser(student))).status,
    ).toBe(200);
    expect((await api.request('GET', `/coach_product_purchases/${id}`, asUser(coach))).status).toBe(
      200,
    );
    expect((await api.request('GET', `/coach_product_purchases/${id}`, asUser(rival))).status).toBe(
      403,
    );
  });

  test('two students racing for the last free time: exactly one wins', async () => {
    const productId = await service(5_000, 1);
    const schedule = (await api.request('GET', coachPath('/schedule'), asUser(coach))).body.content;
    const { id: _id, coachId: _coachId, ...input } = schedule;
    const date = day(16);
    const saved = await api.request(
      'PUT',
      coachPath('/schedule'),
      asUser(coach, {
        ...input,
        overrides: [
          ...input.overrides,
          { date, windows: [{ startTime: '10:00', endTime: '11:00' }] },
        ],
      }),
    );
    expect(saved.status).toBe(200);
    const slots = await freeTimes(productId, 16, 16);
    expect(slots).toHaveLength(1);
    const before = await purchaseCharges();
    const answers = await Promise.all(
      [student, rival, student, rival, student, rival].map((who, i) =>
        buy(
          who,
          {
            productId,
            paymentMethodId: who === student ? studentCard : rivalCard,
            startsAt: slots[0]!.startsAt,
          },
          `race-${i}`,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 201))
      expectRefused(lost, 409, 'slotUnavailable');
    expect(await purchaseCharges()).toBe(before + 1);
    const [booked] = await api.services.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM coach_sessions WHERE starts_at = $1 AND status = 'SCHEDULED'",
      [slots[0]!.startsAt],
    );
    expect(booked!.n).toBe(1);
    expect(await freeTimes(productId, 16, 16)).toEqual([]);
  });

  test('a declined card books nothing and leaves the time free', async () => {
    const declining = (await addCard(api, student, '4000000000000341')).body.content.id;
    const productId = await service(7_000, 1);
    const [slot] = await freeTimes(productId);
    const before = await purchaseCharges();
    const answer = await buy(student, {
      productId,
      paymentMethodId: declining,
      startsAt: slot!.startsAt,
    });
    expectRefused(answer, 402, 'failedPay');
    expect(await purchaseCharges()).toBe(before);
    const [purchases] = await api.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM coach_product_purchases WHERE product_id = $1',
      [productId],
    );
    expect(purchases!.n).toBe(0);
    expect((await freeTimes(productId))[0]).toEqual(slot);
  });

  test('a product is paid and done; a free service needs no card; what is missing is refused', async () => {
    const offer = (await api.request('GET', coachPath('/products/public'))).body.content as Json[];
    const mealPlan = offer.find((p) => p.type === 'PRODUCT' && p.price > 0);
    const before = await purchaseCharges();
    const bought = await buy(student, { productId: mealPlan.id, paymentMethodId: studentCard });
    expect(bought.status).toBe(201);
    expect(bought.body.content).toMatchObject({ status: 'PAID', amount: mealPlan.price });
    expect(bought.body.content).not.toHaveProperty('sessions');
    expect(await purchaseCharges()).toBe(before + 1);
    const productFacts = {
      purchaseId: bought.body.content.id,
      productTitle: mealPlan.title,
      amount: mealPlan.price,
    };
    expect(await lastMessage(student.studentId!)).toMatchObject({
      type: 'PURCHASE_CONFIRMED',
      parameters: productFacts,
    });
    expect((await lastMessage(student.studentId!))!.parameters).not.toHaveProperty('startsAt');
    expect(await lastMessage(coach.studentId!)).toMatchObject({
      type: 'CLIENT_PURCHASED',
      parameters: productFacts,
    });

    // The buyer's receipt: what was paid, to whom, for what and with which card, and a link back.
    await runDueJobs(api.services);
    const receipts = (await mailsTo(demo.student)).filter(
      (mail) => mail.subject === `Your receipt: ${mealPlan.title}, $${mealPlan.price / 100}.00`,
    );
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt.text).toContain(`for ${mealPlan.title}`);
    expect(receipt.text).toContain(`Purchase number: ${bought.body.content.id}.`);
    expect(receipt.text).toMatch(/charged to your Visa ending in \d{4}/);
    expect(receipt.text).toContain(`/my-purchases/${bought.body.content.id}`);

    expectRefused(await buy(student, { productId: mealPlan.id }), 400, 'badRequest');
    const free = await service(0, 1, 30);
    const [slot] = await freeTimes(free);
    expectRefused(await buy(student, { productId: free }), 400, 'badRequest');
    const past = new Date(api.clock.now() - 86_400_000).toISOString();
    expectRefused(await buy(student, { productId: free, startsAt: past }), 400, 'slotUnavailable');
    const offStep = slot!.startsAt.replace(':00:00', ':10:00').replace(':30:00', ':40:00');
    expectRefused(
      await buy(student, { productId: free, startsAt: offStep }),
      400,
      'slotUnavailable',
    );
    const booked = await buy(student, { productId: free, startsAt: slot!.startsAt });
    expect(booked.status).toBe(201);
    expect(booked.body.content).toMatchObject({
      amount: 0,
      sessions: [{ startsAt: slot!.startsAt }],
    });
    expect(await purchaseCharges()).toBe(before + 1);
    // Nothing paid, no receipt.
    await runDueJobs(api.services);
    expect(
      (await mailsTo(demo.student)).filter((mail) =>
        String(mail.subject).startsWith(`Your receipt: Service 0/1, `),
      ),
    ).toHaveLength(0);
  });
});

describe('changing a booking', () => {
  const purchasePath = (purchaseId: number, rest = '') =>
    `/coach_product_purchases/${purchaseId}/sessions${rest}`;
  const bookMore = (purchaseId: number, startsAt: string) =>
    api.request('POST', purchasePath(purchaseId), asUser(student, { startsAt }));
  const move = (purchaseId: number, sessionId: number, startsAt: string) =>
    api.request('PUT', purchasePath(purchaseId, `/${sessionId}`), asUser(student, { startsAt }));
  const cancel = (purchaseId: number, sessionId: number) =>
    api.request('POST', purchasePath(purchaseId, `/${sessionId}/cancellation`), asUser(student));
  const coachChange = (sessionId: number, body: object) =>
    api.request('PATCH', coachPath(`/sessions/${sessionId}`), asUser(coach, body));
  const purchase = async (id: number) =>
    (await api.request('GET', `/coach_product_purchases/${id}`, asUser(student))).body.content;

  let movedLater: { purchaseId: number; sessionId: number };

  test('the client moves a session once and cancels it back to the purchase', async () => {
    const productId = await service(20_000, 2);
    const [a, b, c, d] = apart(await freeTimes(productId, 3));
    const bought = (
      await buy(student, { productId, paymentMethodId: studentCard, startsAt: a!.startsAt })
    ).body.content;
    const second = await bookMore(bought.id, b!.startsAt);
    expect(second.status).toBe(201);
    expect(second.body.content).toMatchObject({ purchaseId: bought.id, startsAt: b!.startsAt });
    expect(await lastMessage(coach.studentId!)).toEqual({
      type: 'CLIENT_SESSION_BOOKED',
      parameters: { purchaseId: bought.id, clientName: expect.any(String), startsAt: b!.startsAt },
      link: `/purchases/${bought.id}`,
    });
    expect(await lastMessage(student.studentId!)).toMatchObject({
      type: 'SESSION_BOOKED',
      parameters: { purchaseId: bought.id, startsAt: b!.startsAt },
      link: `/my-purchases/${bought.id}`,
    });
    expectRefused(await bookMore(bought.id, c!.startsAt), 409, 'noSessionsRemaining');

    const first = bought.sessions[0].id;
    const moved = await move(bought.id, first, c!.startsAt);
    expect(moved.status).toBe(200);
    // Booked as version 0 of its calendar entry, moved as version 1: the client's calendar file
    // then replaces the entry it holds.
    expect(bought.sessions[0].calendarSequence).toBe(0);
    expect(moved.body.content).toMatchObject({
      startsAt: c!.startsAt,
      rescheduled: true,
      calendarSequence: 1,
    });
    const times = { previousStartsAt: a!.startsAt, startsAt: c!.startsAt };
    expect(await lastMessage(student.studentId!)).toMatchObject({
      type: 'SESSION_MOVED',
      parameters: times,
    });
    expect(await lastMessage(coach.studentId!)).toMatchObject({
      type: 'CLIENT_SESSION_MOVED',
      parameters: times,
    });
    expectRefused(await move(bought.id, first, d!.startsAt), 409, 'rescheduleLimitReached');
    // The time left is free again; a time someone holds is not.
    expect((await freeTimes(productId, 3)).map((s) => s.startsAt)).toContain(a!.startsAt);
    expectRefused(
      await move(bought.id, second.body.content.id, c!.startsAt),
      409,
      'slotUnavailable',
    );

    const cancelled = await cancel(bought.id, second.body.content.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.content.status).toBe('CANCELLED');
    expect(await lastMessage(coach.studentId!)).toMatchObject({
      type: 'CLIENT_SESSION_CANCELLED',
      parameters: { purchaseId: bought.id, startsAt: b!.startsAt },
    });
    expect((await lastMessage(student.studentId!))!.parameters).not.toHaveProperty('refund');
    expectRefused(await cancel(bought.id, second.body.content.id), 409, 'sessionStatusChanged');
    const again = await bookMore(bought.id, d!.startsAt);
    expect(again.status).toBe(201);
    expect((await purchase(bought.id)).sessions).toHaveLength(3);
    movedLater = { purchaseId: bought.id, sessionId: again.body.content.id };

    // Someone else's purchase is not theirs to book from.
    expect(
      (await api.request('POST', purchasePath(bought.id), asUser(rival, { startsAt: a!.startsAt })))
        .status,
    ).toBe(403);
  });

  test('the zone the client books and moves in is kept for the coach; an unknown one is not', async () => {
    const productId = await service(3_000, 2);
    const [a, b, c] = apart(await freeTimes(productId, 5));
    const bought = (
      await buy(student, {
        productId,
        paymentMethodId: studentCard,
        startsAt: a!.startsAt,
        timeZone: 'America/New_York',
      })
    ).body.content;
    const coachSees = async (sessionId: number) =>
      (
        (await api.request('GET', coachPath('/sessions?size=100'), asUser(coach))).body
          .content as CoachSession[]
      ).find((session) => session.id === sessionId)!;
    const first = bought.sessions[0].id as number;
    expect(await coachSees(first)).toMatchObject({ clientTimeZone: 'America/New_York' });

    const moved = await api.request(
      'PUT',
      purchasePath(bought.id, `/${first}`),
      asUser(student, { startsAt: b!.startsAt, timeZone: 'Europe/Lisbon' }),
    );
    expect(moved.body.content).toMatchObject({ clientTimeZone: 'Europe/Lisbon' });

    // A zone the API does not know books all the same, and is not kept.
    const second = await api.request(
      'POST',
      purchasePath(bought.id),
      asUser(student, { startsAt: c!.startsAt, timeZone: 'Mars/Olympus_Mons' }),
    );
    expect(second.status).toBe(201);
    expect(second.body.content).not.toHaveProperty('clientTimeZone');
  });

  test("the coach's cancellation refunds the session's share; a refunded session does not come back", async () => {
    const productId = await service(1_001, 2, 30);
    const [a, b, c] = apart(await freeTimes(productId, 4));
    const bought = (
      await buy(student, { productId, paymentMethodId: studentCard, startsAt: a!.startsAt })
    ).body.content;
    const second = (await bookMore(bought.id, b!.startsAt)).body.content;
    const first = bought.sessions[0].id;

    expectRefused(await coachChange(first, { status: 'COMPLETED' }), 409, 'sessionNotStarted');
    expectRefused(await coachChange(first, { status: 'NO_SHOW' }), 409, 'sessionNotStarted');
    expectRefused(
      await coachChange(first, { status: 'CANCELLED', startsAt: c!.startsAt }),
      400,
      'badRequest',
    );

    expect((await coachChange(first, { status: 'CANCELLED' })).status).toBe(200);
    expect(await purchase(bought.id)).toMatchObject({ refundedAmount: 500, status: 'PAID' });
    // The client's view says so, and the shared rule keeps it from being booked again.
    const { sessions } = (await purchase(bought.id)) as { sessions: CoachSession[] };
    expect(sessions.find((session) => session.id === first)).toMatchObject({ refunded: true });
    expect(sessionsToBook(2, sessions)).toBe(0);
    expect(await lastMessage(student.studentId!)).toMatchObject({
      type: 'SESSION_CANCELLED',
      parameters: { purchaseId: bought.id, startsAt: a!.startsAt, refund: 500 },
    });
    expectRefused(await bookMore(bought.id, c!.startsAt), 409, 'noSessionsRemaining');
    expectRefused(await coachChange(first, { status: 'CANCELLED' }), 409, 'sessionStatusChanged');

    expect((await coachChange(second.id, { status: 'CANCELLED' })).status).toBe(200);
    expect(await purchase(bought.id)).toMatchObject({ refundedAmount: 1_001, status: 'REFUNDED' });
  });

  test('the coach books a client and moves sessions at free times only', async () => {
    const productId = await service(3_000, 1);
    const [a, b] = apart(await freeTimes(productId, 5));
    const customers = (await api.request('GET', coachPath('/customers'), asUser(coach))).body
      .content as { value: string }[];
    const customerId = Number(customers[0]!.value);
    const booked = await api.request(
      'POST',
      coachPath('/sessions'),
      asUser(coach, { customerId, ...a, deliveryMode: 'ONLINE' }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.content.customer.id).toBe(customerId);
    // Booked without a purchase: the coach's message leads to the purchases list.
    expect(await lastMessage(coach.studentId!)).toEqual({
      type: 'CLIENT_SESSION_BOOKED',
      parameters: { clientName: expect.any(String), startsAt: a!.startsAt },
      link: '/purchases',
    });
    expectRefused(
      await api.request(
        'POST',
        coachPath('/sessions'),
        asUser(coach, { customerId, ...a, deliveryMode: 'ONLINE' }),
      ),
      409,
      'slotUnavailable',
    );
    expectRefused(
      await api.request(
        'POST',
        coachPath('/sessions'),
        asUser(coach, { startsAt: b!.startsAt, endsAt: b!.endsAt, deliveryMode: 'ONLINE' }),
      ),
      400,
      'badRequest',
    );

    const other = (
      await buy(student, { productId, paymentMethodId: studentCard, startsAt: b!.startsAt })
    ).body.content.sessions[0];
    expectRefused(await coachChange(other.id, { startsAt: a!.startsAt }), 409, 'slotUnavailable');
    const [later] = await freeTimes(productId, 6);
    const moved = await coachChange(other.id, { startsAt: later!.startsAt });
    expect(moved.status).toBe(200);
    expect(moved.body.content).toMatchObject({ startsAt: later!.startsAt, rescheduled: false });
    expect(await lastMessage(student.studentId!)).toMatchObject({
      type: 'SESSION_MOVED',
      parameters: { previousStartsAt: b!.startsAt, startsAt: later!.startsAt },
    });
  });

  test('within the change window the client can neither move nor cancel; once started the coach completes or marks it missed', async () => {
    const { purchaseId, sessionId } = movedLater;
    const session = (await purchase(purchaseId)).sessions.find((s: Json) => s.id === sessionId);
    const startsAt = Date.parse(session.startsAt);
    api.clock.advance(startsAt - sessionChangeWindowHours * 3_600_000 + 60_000 - api.clock.now());
    student = await api.signIn(demo.student);
    coach = await api.signIn(demo.coach, 'coach');
    expectRefused(await cancel(purchaseId, sessionId), 409, 'changeWindowClosed');
    const [later] = await freeTimes((await purchase(purchaseId)).product.id, 3);
    expectRefused(await move(purchaseId, sessionId, later!.startsAt), 409, 'changeWindowClosed');

    api.clock.advance(startsAt + 10 * 60_000 - api.clock.now());
    coach = await api.signIn(demo.coach, 'coach');
    expectRefused(
      await coachChange(sessionId, { startsAt: later!.startsAt }),
      409,
      'sessionStatusChanged',
    );
    expectRefused(await coachChange(sessionId, { status: 'NO_SHOW' }), 409, 'sessionNotStarted');
    api.clock.advance(6 * 60_000);
    const missed = await coachChange(sessionId, { status: 'NO_SHOW' });
    expect(missed.status).toBe(200);
    expect(missed.body.content.status).toBe('NO_SHOW');
    expectRefused(
      await coachChange(sessionId, { status: 'COMPLETED' }),
      409,
      'sessionStatusChanged',
    );
  });
});

describe('a session completed as it starts', () => {
  /** A day well ahead whose only hours are 06:00–11:00, booked with no notice and no buffer. */
  const date = () => day(45);
  let bookedDay: string;
  const slotsOn = async (productId: number) => {
    const answer = await api.request(
      'GET',
      coachPath(
        `/products/${productId}/available_schedules/${scheduleId}?startDate=${bookedDay}&endDate=${bookedDay}`,
      ),
    );
    expect(answer.status).toBe(200);
    return (answer.body.content.slots as { startsAt: string }[]).map((s) => s.startsAt);
  };
  const minutesAfter = (iso: string, minutes: number) =>
    new Date(Date.parse(iso) + minutes * 60_000).toISOString().replace('.000Z', 'Z');
  let sixOClock: string;

  test('still holds its time: free times leave it out and a booking over it is refused as taken', async () => {
    bookedDay = date();
    // The tests before moved the clock past the sign-ins' tokens.
    student = await api.signIn(demo.student);
    coach = await api.signIn(demo.coach, 'coach');
    const schedule = (await api.request('GET', coachPath('/schedule'), asUser(coach))).body.content;
    const { id: _id, coachId: _coachId, ...input } = schedule;
    const saved = await api.request(
      'PUT',
      coachPath('/schedule'),
      asUser(coach, {
        ...input,
        minimumNoticeMinutes: 0,
        bufferMinutes: 0,
        overrides: [
          ...input.overrides,
          { date: bookedDay, windows: [{ startTime: '06:00', endTime: '11:00' }] },
        ],
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Two hours long: past its start, a time it holds is still beyond the least notice.
    const short = await service(4_000, 1, 120);
    sixOClock = (await slotsOn(short))[0]!;
    const bought = await buy(student, {
      productId: short,
      paymentMethodId: studentCard,
      startsAt: sixOClock,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const sessionId = bought.body.content.sessions[0].id as number;

    // At 6:00 the coach marks the 6:00–8:00 session completed.
    api.clock.advance(Date.parse(sixOClock) - api.clock.now());
    student = await api.signIn(demo.student);
    coach = await api.signIn(demo.coach, 'coach');
    rival = await api.signIn(demo.studentCoach);
    const completed = await api.request(
      'PATCH',
      coachPath(`/sessions/${sessionId}`),
      asUser(coach, { status: 'COMPLETED' }),
    );
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    const hour = await service(6_000, 1, 60);
    const free = await slotsOn(hour);
    expect(free).not.toContain(minutesAfter(sixOClock, 60));
    expect(free).toContain(minutesAfter(sixOClock, 120));
    const over = await buy(rival, {
      productId: hour,
      paymentMethodId: rivalCard,
      startsAt: minutesAfter(sixOClock, 60),
    });
    expectRefused(over, 409, 'slotUnavailable');
    // Nor may the coach book their own session over it.
    const own = await api.request(
      'POST',
      coachPath('/sessions'),
      asUser(coach, {
        customerName: 'Jordan Whitaker',
        customerEmail: demo.student,
        startsAt: minutesAfter(sixOClock, 60),
        endsAt: minutesAfter(sixOClock, 120),
        deliveryMode: 'ONLINE',
      }),
    );
    expectRefused(own, 409, 'slotUnavailable');
  });

  test('two bookings of overlapping times at once: exactly one wins', async () => {
    const hour = await service(5_000, 1, 60);
    const eight = minutesAfter(sixOClock, 120);
    const halfPast = minutesAfter(sixOClock, 150);
    expect(await slotsOn(hour)).toEqual(expect.arrayContaining([eight, halfPast]));
    const answers = await Promise.all([
      buy(student, { productId: hour, paymentMethodId: studentCard, startsAt: eight }),
      buy(rival, { productId: hour, paymentMethodId: rivalCard, startsAt: halfPast }),
    ]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expectRefused(
      answers.find((a) => a.status !== 201)!,
      409,
      'slotUnavailable',
    );
    const [held] = await api.services.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM coach_sessions
       WHERE coach_id = $1 AND status <> 'CANCELLED' AND starts_at >= $2 AND starts_at < $3`,
      [coach.coachId!, eight, minutesAfter(sixOClock, 240)],
    );
    expect(held!.n).toBe(1);
  });
});
