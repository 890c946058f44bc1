// The free-times rules through the API, on a still clock: a coach in Madrid offering 09:00-12:00
// every day, across the week daylight saving starts (2027-03-28), with minimum notice, a buffer
// around booked sessions, a daily limit, and date overrides (other hours, a day off).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { asUser } from './requests.js';

let api: TestApi;
let coach: Session;
let student: Session;
let productId: number;
let scheduleId: number;

const everyDay = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const mornings = everyDay.map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '12:00' }));

/** Sets the API's clock to an instant and signs in again (tokens follow the clock). */
async function setNow(iso: string) {
  api.clock.stop();
  api.clock.advance(Date.parse(iso) - api.clock.now());
  coach = await api.signIn(demo.coach, 'coach');
  student = await api.signIn(demo.student);
}

const coachPath = (rest = '') => `/coaches/${coach.coachId}${rest}`;

async function settings(body: object) {
  const saved = await api.request(
    'PUT',
    coachPath('/schedule'),
    asUser(coach, {
      timeZone: 'Europe/Madrid',
      windows: mornings,
      minimumNoticeMinutes: 0,
      bufferMinutes: 0,
      dailyLimit: null,
      overrides: [],
      ...body,
    }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.content;
}

const starts = async (startDate: string, endDate = startDate) => {
  const answer = await api.request(
    'GET',
    coachPath(
      `/products/${productId}/available_schedules/${scheduleId}?startDate=${startDate}&endDate=${endDate}`,
    ),
  );
  expect(answer.status).toBe(200);
  return (answer.body.content.slots as Json[]).map((s) => s.startsAt as string);
};

const book = (startsAt: string) =>
  api.request(
    'POST',
    '/coach_product_purchases',
    asUser(student, { coachId: coach.coachId, productId, startsAt }),
  );

beforeAll(async () => {
  api = await openTestApi();
  // Monday 2027-03-22, 08:30 in Madrid (UTC+1 until the 28th).
  await setNow('2027-03-22T07:30:00Z');
  scheduleId = (await settings({})).id;
  productId = (
    await api.request(
      'POST',
      coachPath('/products'),
      asUser(coach, {
        title: 'Free hour',
        price: 0,
        type: 'SERVICE',
        serviceSpecification: { session: { type: 'ONLINE', count: 1, duration: 60 } },
      }),
    )
  ).body.content.id;
});
afterAll(() => api.close());

describe('free times', () => {
  test('stay at 09:00-12:00 Madrid time across the daylight-saving change', async () => {
    const week = await starts('2027-03-27', '2027-03-29');
    expect(week).toEqual([
      // Saturday, UTC+1.
      '2027-03-27T08:00:00Z',
      '2027-03-27T08:30:00Z',
      '2027-03-27T09:00:00Z',
      '2027-03-27T09:30:00Z',
      '2027-03-27T10:00:00Z',
      // Sunday, the clocks went forward at 02:00: UTC+2.
      '2027-03-28T07:00:00Z',
      '2027-03-28T07:30:00Z',
      '2027-03-28T08:00:00Z',
      '2027-03-28T08:30:00Z',
      '2027-03-28T09:00:00Z',
      '2027-03-29T07:00:00Z',
      '2027-03-29T07:30:00Z',
      '2027-03-29T08:00:00Z',
      '2027-03-29T08:30:00Z',
      '2027-03-29T09:00:00Z',
    ]);
  });

  test('start no sooner than the minimum notice; a time before it cannot be booked', async () => {
    // Without notice, the rest of this morning from 09:00 (08:00Z) on.
    expect(await starts('2027-03-22')).toEqual([
      '2027-03-22T08:00:00Z',
      '2027-03-22T08:30:00Z',
      '2027-03-22T09:00:00Z',
      '2027-03-22T09:30:00Z',
      '2027-03-22T10:00:00Z',
    ]);
    await settings({ minimumNoticeMinutes: 120 });
    expect(await starts('2027-03-22')).toEqual(['2027-03-22T09:30:00Z', '2027-03-22T10:00:00Z']);
    const tooSoon = await book('2027-03-22T08:00:00Z');
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.key).toBe('slotUnavailable');
    const inThePast = await book('2027-03-21T08:00:00Z');
    expect(inThePast.status).toBe(400);
    expect(inThePast.body.key).toBe('slotUnavailable');
  });

  test('keep the buffer free around a booked session', async () => {
    await settings({ bufferMinutes: 30 });
    expect((await book('2027-03-23T09:00:00Z')).status).toBe(201);
    // 08:00-10:00Z and 30 minutes each side are taken: no hour fits that morning.
    expect(await starts('2027-03-23')).toEqual([]);
    await settings({ bufferMinutes: 0 });
    expect(await starts('2027-03-23')).toEqual(['2027-03-23T08:00:00Z', '2027-03-23T10:00:00Z']);
  });

  test('end for a day once it reached the daily limit', async () => {
    await settings({ dailyLimit: 1 });
    expect(await starts('2027-03-23')).toEqual([]);
    const full = await book('2027-03-23T10:00:00Z');
    expect(full.status).toBe(409);
    expect(full.body.key).toBe('slotUnavailable');
    expect(await starts('2027-03-24')).toHaveLength(5);
  });

  test("follow a date's override: other hours, or none for a day off", async () => {
    const saved = await settings({
      overrides: [
        { date: '2027-03-24', windows: [] },
        { date: '2027-03-25', windows: [{ startTime: '14:00', endTime: '15:00' }] },
      ],
    });
    expect(saved.overrides).toHaveLength(2);
    expect(await starts('2027-03-24', '2027-03-25')).toEqual(['2027-03-25T13:00:00Z']);
    expect((await book('2027-03-24T08:00:00Z')).status).toBe(400);
    expect((await book('2027-03-25T13:00:00Z')).status).toBe(201);

    // Left out, the settings and overrides keep their stored values.
    const kept = await api.request(
      'PUT',
      coachPath('/schedule'),
      asUser(coach, { timeZone: 'Europe/Madrid', windows: mornings }),
    );
    expect(kept.body.content).toMatchObject({ dailyLimit: null, bufferMinutes: 0 });
    expect(kept.body.content.overrides).toHaveLength(2);

    const refused = await api.request(
      'PUT',
      coachPath('/schedule'),
      asUser(coach, {
        timeZone: 'Europe/Madrid',
        windows: mornings,
        overrides: [
          {
            date: '2027-03-26',
            windows: [
              { startTime: '09:00', endTime: '11:00' },
              { startTime: '10:00', endTime: '12:00' },
            ],
          },
          { date: '2027-03-26', windows: [] },
        ],
      }),
    );
    expect(refused.status).toBe(400);
    const paths = (refused.body.fields as Json[]).map((f) => f.path);
    expect(paths).toContain('overrides.0.windows');
    expect(paths).toContain('overrides.1.date');
  });
});
