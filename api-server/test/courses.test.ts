// The course lists read on every visit: the large demo course, progress counted per student, and a
// module list reused only while nothing it shows has changed.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';

let api: TestApi;
let student: Session;
let library: Json;
const s = () => `/students/${student.studentId}`;
const get = (path: string) => api.request('GET', path, { token: student.accessToken });
const modules = (query = '') => get(`${s()}/courses/${library.id}/modules${query}`);
const byPosition = (list: Json[], position: number) => list.find((m) => m.position === position);

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  const courses = await get(`${s()}/courses`);
  library = courses.body.content.find((c: Json) => c.title === 'Health Coach Library');
});
afterAll(() => api.close());

test('the large course has 2,000 modules in 40 weeks, with the student progress counted', async () => {
  expect(library).toMatchObject({
    moduleCount: 2000,
    completedModuleCount: 75,
    progress: 3,
    status: 'IN_PROGRESS',
  });
  const list = (await modules()).body;
  expect(list.pagination).toEqual({ total: 2000, page: 0, size: 2000 });
  expect(new Set(list.content.map((m: Json) => m.week)).size).toBe(40);
  expect(byPosition(list.content, 74).status).toBe('COMPLETED');
  expect(byPosition(list.content, 75)).toMatchObject({ status: 'IN_PROGRESS', progress: 50 });
});

test('a repeated module list shows a bookmark change at once, both ways', async () => {
  const before = byPosition((await modules()).body.content, 10);
  expect(before.bookmarked).toBe(false);
  const add = await api.request('POST', `${s()}/module_bookmarks`, {
    token: student.accessToken,
    body: { moduleId: before.id },
  });
  expect(add.status).toBeLessThan(300);
  expect(byPosition((await modules()).body.content, 10).bookmarked).toBe(true);
  const marked = (await modules('?bookmarks=MARKED')).body.content;
  expect(marked.map((m: Json) => m.id)).toContain(before.id);

  const remove = await api.request('DELETE', `${s()}/module_bookmarks/${before.id}`, {
    token: student.accessToken,
  });
  expect(remove.status).toBeLessThan(300);
  expect(byPosition((await modules()).body.content, 10).bookmarked).toBe(false);
  expect((await modules('?bookmarks=MARKED')).body.content.map((m: Json) => m.id)).not.toContain(
    before.id,
  );
});

test('progress and course changes made elsewhere show in the next list and count', async () => {
  await modules();
  const db = api.services.db;
  const [module] = await db.query<{ id: number }>(
    'SELECT id FROM modules WHERE course_id = $1 AND position = 200',
    [library.id],
  );
  await db.query(
    'INSERT INTO module_progress (student_id, module_id, progress) VALUES ($1, $2, 100)',
    [student.studentId!, module!.id],
  );
  expect(byPosition((await modules()).body.content, 200).status).toBe('COMPLETED');

  await db.query(
    "INSERT INTO modules (course_id, position, title, week) VALUES ($1, 2000, 'Lesson 2001: Review', 41)",
    [library.id],
  );
  await db.query(
    "UPDATE modules SET title = 'Lesson 1: Welcome' WHERE course_id = $1 AND position = 0",
    [library.id],
  );
  const list = (await modules()).body.content;
  expect(list).toHaveLength(2001);
  expect(byPosition(list, 0).title).toBe('Lesson 1: Welcome');
  const course = (await get(`${s()}/courses`)).body.content.find((c: Json) => c.id === library.id);
  expect(course).toMatchObject({ moduleCount: 2001, completedModuleCount: 76 });

  await db.query('DELETE FROM modules WHERE course_id = $1 AND position = 2000', [library.id]);
  expect((await modules()).body.content).toHaveLength(2000);
});

test('another student cannot read the list, even one already built', async () => {
  await modules();
  const other = await api.signIn(demo.studentCoach);
  const denied = await api.request('GET', `${s()}/courses/${library.id}/modules`, {
    token: other.accessToken,
  });
  expect(denied.status).toBe(403);
});
