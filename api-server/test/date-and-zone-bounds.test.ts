// Dates before the contract's first year and time zones no one has are refused with 400 where
// they come in, never passed on to the database to fail there.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session, TestApi, TestResponse } from './harness.js';
import { demo, demoPassword, openTestApi } from './harness.js';

let api: TestApi;
let student: Session;
let coach: Session;
let productId: number;
let scheduleId: number;
beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  coach = await api.signIn(demo.coach, 'coach');
  const products = await api.request('GET', `/coaches/${coach.coachId}/products/public?size=100`);
  productId = products.body.content.find((p: { price: number }) => p.price === 0)?.id;
  productId ??= products.body.content[0].id;
  scheduleId = (
    await api.request('GET', `/coaches/${coach.coachId}/schedule`, { token: coach.accessToken })
  ).body.content.id;
});
afterAll(() => api.close());

const expectField = (answer: TestResponse, path: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.key).toBe('badRequest');
  expect(answer.body.fields.map((f: { path: string }) => f.path)).toContain(path);
};

describe.each(['0000', '0001', '1899'])('a date in the year %s is refused', (year) => {
  test('as a birth date', async () => {
    const answer = await api.request('PUT', `/students/${student.studentId}`, {
      token: student.accessToken,
      body: {
        personalInfo: { firstName: 'Jordan', lastName: 'Lee', dateBirth: `${year}-06-01` },
        user: { timeZone: 'none' },
      },
    });
    expectField(answer, 'personalInfo.dateBirth');
  });

  test('as a date of the schedule', async () => {
    const answer = await api.request('PUT', `/coaches/${coach.coachId}/schedule`, {
      token: coach.accessToken,
      body: {
        timeZone: 'America/Denver',
        windows: [],
        overrides: [{ date: `${year}-06-01`, windows: [] }],
      },
    });
    expectField(answer, 'overrides.0.date');
  });

  test('as the start date of a sign-up', async () => {
    const answer = await api.request('POST', '/auth/signup', {
      body: {
        email: `bounds.${year}@demo.test`,
        password: demoPassword,
        firstName: 'Early',
        lastName: 'Bird',
        startDate: `${year}-06-01`,
      },
    });
    expectField(answer, 'startDate');
  });

  test('as the first day of free times', async () => {
    const answer = await api.request(
      'GET',
      `/coaches/${coach.coachId}/products/${productId}/available_schedules/${scheduleId}?startDate=${year}-06-01&endDate=${year}-06-07`,
    );
    expectField(answer, 'startDate');
  });

  test('as the start of a purchased session', async () => {
    const answer = await api.request('POST', '/coach_product_purchases', {
      token: student.accessToken,
      body: { coachId: coach.coachId, productId, startsAt: `${year}-06-01T16:00:00Z` },
    });
    expectField(answer, 'startsAt');
  });
});

describe("a student's and a coach's time zone", () => {
  test('one no one has is refused on the field', async () => {
    const asStudent = await api.request('PUT', `/students/${student.studentId}`, {
      token: student.accessToken,
      body: {
        personalInfo: { firstName: 'Jordan', lastName: 'Lee' },
        user: { timeZone: 'Mars/Olympus_Mons' },
      },
    });
    expectField(asStudent, 'user.timeZone');
    const asCoach = await api.request('PUT', `/coaches/${coach.coachId}`, {
      token: coach.accessToken,
      body: { user: { timeZone: 'Mars/Olympus_Mons' } },
    });
    expectField(asCoach, 'user.timeZone');
  });

  test("a real one is kept, and 'none' clears it", async () => {
    const path = `/students/${student.studentId}`;
    const save = (timeZone: string) =>
      api.request('PUT', path, {
        token: student.accessToken,
        body: { personalInfo: { firstName: 'Jordan', lastName: 'Lee' }, user: { timeZone } },
      });
    expect((await save('Europe/Madrid')).body.content.user.timeZone).toBe('Europe/Madrid');
    expect((await save('none')).status).toBe(200);
  });
});
