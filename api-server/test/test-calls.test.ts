// A coach's free test call through the API: kept from the profile's switch, booked with no card
// and nothing charged, once per client and coach.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demo, demoPassword, openTestApi } from './harness.js';
import { asUser } from './requests.js';

let api: TestApi;
let coach: Session;
let student: Session;
/** A second student who also coaches, and whose profile offers a test call too. */
let studentCoach: Session;

beforeAll(async () => {
  api = await openTestApi();
  coach = await api.signIn(demo.coach, 'coach');
  student = await api.signIn(demo.student);
  studentCoach = await api.signIn(demo.studentCoach, 'coach');
});
afterAll(() => api.close());

const day = (offset: number) =>
  new Date(api.clock.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The coach's published test call, as anyone reads the offer. */
const testCallOf = async (coachId: number) => {
  const offer = await api.request('GET', `/coaches/${coachId}/products/public`);
  expect(offer.status).toBe(200);
  return (offer.body.content as Json[]).find((product) => product.testCall);
};

const firstFreeTime = async (coachId: number, productId: number) => {
  const schedule = await api.request('GET', `/coaches/${coachId}/schedule`, asUser(coach));
  const answer = await api.request(
    'GET',
    `/coaches/${coachId}/products/${productId}/available_schedules/${schedule.body.content.id}?startDate=${day(1)}&endDate=${day(14)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.content.slots[0].startsAt as string;
};

const charges = async () => {
  const [row] = await api.services.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM card_charges',
  );
  return row!.n;
};

const setTestCall = (session: Session, testCall: boolean) =>
  api.request('PUT', `/coaches/${session.coachId}`, asUser(session, { testCall }));

describe('a free test call', () => {
  test("the demo coach's is published: one 20-minute online session, free", async () => {
    const testCall = await testCallOf(coach.coachId!);
    expect(testCall).toMatchObject({
      type: 'SERVICE',
      title: 'Free test call',
      price: 0,
      published: true,
      testCall: true,
      serviceSpecification: { session: { type: 'ONLINE', count: 1, duration: 20 } },
    });
    // The profile's switch keeps it: it is not among what the coach edits.
    const own = await api.request('GET', `/coaches/${coach.coachId}/products`, asUser(coach));
    expect((own.body.content as Json[]).some((product) => product.testCall)).toBe(false);
    const edit = await api.request(
      'PUT',
      `/coaches/${coach.coachId}/products/${testCall.id}`,
      asUser(coach, { title: 'Paid now', price: 5000 }),
    );
    expect(edit.status).toBe(404);
  });

  test('is booked with no card, charges nothing, and a second one is refused', async () => {
    const testCall = await testCallOf(coach.coachId!);
    const chargesBefore = await charges();
    const startsAt = await firstFreeTime(coach.coachId!, testCall.id);
    const booked = await api.request(
      'POST',
      '/coach_product_purchases',
      asUser(student, { coachId: coach.coachId, productId: testCall.id, startsAt }),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.content).toMatchObject({ amount: 0, status: 'PAID' });
    expect(booked.body.content.sessions).toEqual([
      expect.objectContaining({
        startsAt,
        deliveryMode: 'ONLINE',
        productTitle: 'Free test call',
        meetingUrl: expect.stringMatching(/^https:/),
      }),
    ]);
    expect(await charges()).toBe(chargesBefore);

    const again = await api.request(
      'POST',
      '/coach_product_purchases',
      asUser(student, {
        coachId: coach.coachId,
        productId: testCall.id,
        startsAt: await firstFreeTime(coach.coachId!, testCall.id),
      }),
    );
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('testCallTaken');
  });

  test('two tries at once at two times: one is booked, the other refused', async () => {
    const testCall = await testCallOf(coach.coachId!);
    const schedule = await api.request('GET', `/coaches/${coach.coachId}/schedule`, asUser(coach));
    const times = await api.request(
      'GET',
      `/coaches/${coach.coachId}/products/${testCall.id}/available_schedules/${schedule.body.content.id}?startDate=${day(1)}&endDate=${day(14)}`,
    );
    const [first, , third] = times.body.content.slots as { startsAt: string }[];
    const answers = await Promise.all(
      [first!, third!].map(({ startsAt }) =>
        api.request(
          'POST',
          '/coach_product_purchases',
          asUser(studentCoach, { coachId: coach.coachId, productId: testCall.id, startsAt }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.key).toBe('testCallTaken');
  });

  test('a coach who turns it off offers none; turned on again, it is the same one', async () => {
    const before = await testCallOf(studentCoach.coachId!);
    expect(before).toBeDefined();
    expect((await setTestCall(studentCoach, false)).status).toBe(200);
    expect(await testCallOf(studentCoach.coachId!)).toBeUndefined();
    const closed = await api.request(
      'POST',
      '/coach_product_purchases',
      asUser(student, {
        coachId: studentCoach.coachId,
        productId: before.id,
        startsAt: new Date(api.clock.now() + 86_400_000).toISOString(),
      }),
    );
    expect(closed.status).toBe(404);
    expect((await setTestCall(studentCoach, true)).status).toBe(200);
    expect((await testCallOf(studentCoach.coachId!)).id).toBe(before.id);
  });

  test('is worded in the language of the coach who turns it on, as the rest of their offer', async () => {
    const email = 'coach.en.espanol@demo.test';
    const created = await api.request('POST', '/auth/signup', {
      body: {
        email,
        password: demoPassword,
        firstName: 'Inés',
        lastName: 'Ortega',
        role: 'COACH',
        languageIso2LetterCode: 'ES',
      },
    });
    expect(created.status).toBe(201);
    await api.services.db.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);
    const spanishCoach = await api.signIn(email, 'coach');
    // A test call is a video call: offered with no meeting link to join it by, it is refused.
    const noLink = await setTestCall(spanishCoach, true);
    expect(noLink.status).toBe(400);
    expect(noLink.body).toMatchObject({
      key: 'testCallWithoutMeetingLink',
      fields: [expect.objectContaining({ path: 'coachWebConferenceUrl' })],
    });
    const withLink = await api.request(
      'PUT',
      `/coaches/${spanishCoach.coachId}`,
      asUser(spanishCoach, {
        testCall: true,
        coachWebConferenceUrl: 'https://meet.demo.test/ines',
      }),
    );
    expect(withLink.status).toBe(200);
    // Clearing the link while the test call stays on is refused too.
    const cleared = await api.request(
      'PUT',
      `/coaches/${spanishCoach.coachId}`,
      asUser(spanishCoach, { coachWebConferenceUrl: null }),
    );
    expect(cleared.body.key).toBe('testCallWithoutMeetingLink');
    expect(await testCallOf(spanishCoach.coachId!)).toMatchObject({
      title: 'Llamada de prueba gratuita',
      description: 'Una llamada en línea gratuita de 20 minutos para ver si encajamos.',
      price: 0,
      testCall: true,
    });
  });
});
