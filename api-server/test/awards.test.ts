// Awards are earned by learning, when the step is taken: a new student's first module completed
// earns "First module", the last module of week 1 "Week 1 completed".
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demoPassword, openTestApi } from './harness.js';

let api: TestApi;
let student: Session;
let weekOne: number[];

beforeAll(async () => {
  api = await openTestApi();
  const email = 'awards.learner@demo.test';
  await api.request('POST', '/auth/signup', {
    body: { email, password: demoPassword, firstName: 'Noa', lastName: 'Levi' },
  });
  student = await api.signIn(email);
  // The course opens as a completed enrollment opens it.
  const [course] = await api.services.db.query<{ id: number }>(
    "SELECT id FROM courses WHERE title = 'Health Coach Training Program: Foundations'",
  );
  await api.services.db.query(
    'INSERT INTO course_enrollments (student_id, course_id) VALUES ($1, $2)',
    [student.studentId!, course!.id],
  );
  const modules = await api.services.db.query<{ id: number }>(
    'SELECT id FROM modules WHERE course_id = $1 AND week = 1 ORDER BY position',
    [course!.id],
  );
  weekOne = modules.map((m) => m.id);
});
afterAll(() => api.close());

const earned = async () =>
  (
    (
      await api.request('GET', `/students/${student.studentId}/awards?status=EARNED`, {
        token: student.accessToken,
      })
    ).body.content as Json[]
  ).map((award) => [award.kind, award.params]);

/** Completes a module as the learning platform's "Mark as complete" does. */
async function complete(moduleId: number) {
  const link = await api.request('GET', `/students/${student.studentId}/sso/login_url/2`, {
    token: student.accessToken,
  });
  const url = new URL(link.body.content.url);
  url.searchParams.set('target', `/module/${moduleId}`);
  const login = await api.app.request(`${url.pathname}${url.search}`);
  const page = await api.app.request(login.headers.get('location')!);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const grant = /name="grant" value="([^"]+)"/.exec(html)![1]!;
  const done = await api.app.request(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant }).toString(),
  });
  expect(done.status).toBe(303);
}

test('a new student has earned nothing; the first module completed earns "First module"', async () => {
  expect(weekOne.length).toBeGreaterThan(1);
  expect(await earned()).toEqual([]);
  await complete(weekOne[0]!);
  expect(await earned()).toEqual([['FIRST_MODULE', {}]]);
});

test('the last module of week 1 earns "Week 1 completed"; "First module" stays as it was', async () => {
  for (const moduleId of weekOne.slice(1)) await complete(moduleId);
  expect(await earned()).toEqual([
    ['FIRST_MODULE', {}],
    ['WEEK_COMPLETED', { week: 1 }],
  ]);
});
