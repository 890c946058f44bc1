// The stand-in learning platform: it opens a module only from a signed, unexpired sign-on link of
// a student in that module's course, and its "Mark as complete" moves the progress the portal reads.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readConfig } from '../src/config.js';
import { LearningPlatformLinks, loginLinkSeconds } from '../src/learning-platform/links.js';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';

let api: TestApi;
let student: Session;
let other: Session;
const learningPlatform = 2;

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  other = await api.signIn(demo.studentCoach);
});
afterAll(() => api.close());

const coursesOf = async (who: Session): Promise<Json[]> =>
  (
    await api.request('GET', `/students/${who.studentId}/courses`, {
      token: who.accessToken,
    })
  ).body.content;

const trainingProgram = async (who = student) =>
  (await coursesOf(who)).find((c) => c.title === 'Health Coach Training Program: Foundations');

async function loginUrl(who: Session): Promise<string> {
  const answer = await api.request(
    'GET',
    `/students/${who.studentId}/sso/login_url/${learningPlatform}`,
    { token: who.accessToken },
  );
  expect(answer.status).toBe(200);
  return answer.body.content.url;
}

/** A path and query on the in-process API, as the browser would follow the link. */
const local = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

const visit = (url: string, init?: RequestInit) => api.app.request(local(url), init);

async function openModule(url: string, moduleId: number) {
  const login = await visit(`${url}&target=${encodeURIComponent(`/module/${moduleId}`)}`);
  expect(login.status).toBe(303);
  return visit(login.headers.get('location')!);
}

test('the sign-on link is signed, short-lived and points at the stand-in', async () => {
  const url = new URL(await loginUrl(student));
  expect(url.pathname).toBe('/learning-platform/sso/login');
  expect(url.searchParams.get('student')).toBe(String(student.studentId));
  expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
  const expires = Number(url.searchParams.get('expires'));
  expect(expires * 1000 - api.clock.now()).toBeLessThanOrEqual(loginLinkSeconds * 1000);
});

test('the link opens the targeted module, and "Mark as complete" moves progress and next up', async () => {
  const before = await trainingProgram();
  const next = before.nextModule;
  expect(next).toMatchObject({ title: expect.any(String), dueDate: expect.any(String) });

  const page = await openModule(await loginUrl(student), next.id);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`<h1>${next.title}</h1>`);
  expect(html).toContain('Mark as complete');
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const grant = /name="grant" value="([^"]+)"/.exec(html)![1]!;

  const done = await visit(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant }).toString(),
  });
  expect(done.status).toBe(303);
  const after = await visit(done.headers.get('location')!);
  expect(await after.text()).toContain('Completed');

  const course = await trainingProgram();
  expect(course.completedModuleCount).toBe(before.completedModuleCount + 1);
  expect(course.nextModule.id).not.toBe(next.id);
  const modules = await api.request(
    'GET',
    `/students/${student.studentId}/courses/${course.id}/modules`,
    { token: student.accessToken },
  );
  expect(modules.body.content.find((m: Json) => m.id === next.id).status).toBe('COMPLETED');
});

test('a tampered link is refused with a plain page', async () => {
  const url = new URL(await loginUrl(student));
  const module = (await trainingProgram()).nextModule;
  const target = `&target=${encodeURIComponent(`/module/${module.id}`)}`;
  const otherStudent = new URL(url);
  otherStudent.searchParams.set('student', String(other.studentId));
  const longer = new URL(url);
  longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
  const resigned = new URL(url);
  resigned.searchParams.set('signature', 'A'.repeat(43));
  for (const forged of [otherStudent, longer, resigned]) {
    const answer = await visit(`${forged}${target}`);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(await answer.text()).toContain('This link is not valid');
  }
  const forgedGrant = await visit(`/learning-platform/modules/${module.id}?grant=1.9999999999.x`);
  expect(forgedGrant.status).toBe(403);
});

test('signing out of the portal ends its sign-on link and the module page it opened', async () => {
  const session = await api.signIn(demo.student);
  const module = (await trainingProgram()).nextModule;
  const target = `&target=${encodeURIComponent(`/module/${module.id}`)}`;
  const unused = await loginUrl(session);
  const login = await visit(`${await loginUrl(session)}${target}`);
  expect(login.status).toBe(303);
  const modulePage = login.headers.get('location')!;
  expect((await visit(modulePage)).status).toBe(200);
  const loggedOut = await api.request('POST', `/students/${session.studentId}/logout`, {
    token: session.accessToken,
  });
  expect(loggedOut.status).toBe(204);
  for (const answer of [await visit(`${unused}${target}`), await visit(modulePage)]) {
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('you signed out of the portal');
  }
  // The student's other sessions keep theirs.
  expect((await openModule(await loginUrl(student), module.id)).status).toBe(200);
});

test('an expired link is refused', async () => {
  const url = await loginUrl(student);
  const module = (await trainingProgram()).nextModule;
  api.clock.advance((loginLinkSeconds + 1) * 1000);
  const answer = await visit(`${url}&target=${encodeURIComponent(`/module/${module.id}`)}`);
  expect(answer.status).toBe(403);
  expect(await answer.text()).toContain('has expired');
});

test("another student's module does not open, and no one gets another student's link", async () => {
  const theirs = await api.request(
    'GET',
    `/students/${other.studentId}/sso/login_url/${learningPlatform}`,
    { token: student.accessToken },
  );
  expect(theirs.status).toBe(403);

  await api.services.db.query("INSERT INTO courses (title) VALUES ('Advanced practicum')");
  const [foreign] = await api.services.db.query<{ id: number }>(
    `INSERT INTO modules (course_id, position, title)
     SELECT id, 0, 'Not yours' FROM courses WHERE title = 'Advanced practicum' RETURNING id`,
  );
  const answer = await visit(
    `${await loginUrl(student)}&target=${encodeURIComponent(`/module/${foreign!.id}`)}`,
  );
  expect(answer.status).toBe(404);
  expect(await answer.text()).toContain('not part of your courses');
});

test('titles are escaped in the page', async () => {
  const module = (await trainingProgram()).nextModule;
  await api.services.db.query('UPDATE modules SET title = $1 WHERE id = $2', [
    '<script>alert(1)</script> & more',
    module.id,
  ]);
  const html = await (await openModule(await loginUrl(student), module.id)).text();
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
  expect(html).not.toContain('<script>');
});

test('LEARNING_PLATFORM_URL sends the links to the real platform, which the API then does not stand in for', () => {
  const configured = readConfig({ LEARNING_PLATFORM_URL: 'https://learn.example.org/lti' });
  expect(configured.learningPlatformUrl).toBe('https://learn.example.org/lti');
  expect(readConfig({}).learningPlatformUrl).toBeUndefined();
  const links = new LearningPlatformLinks(
    Buffer.alloc(32, 1),
    Date.now,
    configured.learningPlatformUrl,
  );
  expect(links.servesStandIn).toBe(false);
  expect(links.loginUrl(links.configuredUrl!, 7, 'session-1')).toMatch(
    /^https:\/\/learn\.example\.org\/lti\/sso\/login\?student=7&session=session-1&expires=\d+&signature=/,
  );
});
