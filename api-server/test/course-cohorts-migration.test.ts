// Course enrollments made before courses ran on cohort dates learn the cohort they belong to.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { demo, openTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

test('each course takes the cohort of the latest completed application that holds it', async () => {
  const { db } = api.services;
  const enrollments = () =>
    db.query<{ title: string; cohort: string | null }>(
      `SELECT c.title, co.name AS cohort FROM course_enrollments ce
       JOIN courses c ON c.id = ce.course_id JOIN students s ON s.id = ce.student_id
       JOIN users u ON u.id = s.user_id LEFT JOIN cohorts co ON co.id = ce.cohort_id
       WHERE u.email = $1 ORDER BY c.title`,
      [demo.student],
    );
  const seeded = await enrollments();
  expect(seeded).toEqual([
    { title: 'Health Coach Library', cohort: null },
    { title: 'Health Coach Training Program: Foundations', cohort: 'HCTP 2026 Spring' },
    { title: 'Orientation', cohort: null },
    { title: 'The Business of Coaching', cohort: null },
  ]);

  // The table as it was before the migration.
  await db.exec('ALTER TABLE course_enrollments DROP COLUMN cohort_id');
  await db.exec('DELETE FROM schema_migrations WHERE version = 18');
  expect(await migrate(db)).toEqual([18]);
  expect(await enrollments()).toEqual(seeded);
});
