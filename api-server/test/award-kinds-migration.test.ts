import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { openTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

test('awards stored as sentences before are read back into kinds and their facts', async () => {
  const { db } = api.services;
  // The awards as they were stored before they had kinds.
  await db.exec(`
    DROP TABLE student_awards, awards;
    CREATE TABLE awards (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title text NOT NULL, description text NOT NULL, criteria text NOT NULL
    );
    INSERT INTO awards (title, description, criteria) VALUES
      ('First steps', 'The First steps award.', 'Complete your first module.'),
      ('Week one wonder', 'The Week one wonder award.', 'Complete every module of week 1.'),
      ('Bookworm', 'The Bookworm award.', 'Bookmark five modules.');
    DELETE FROM schema_migrations WHERE version = 15;
  `);
  expect(await migrate(db)).toEqual([15]);
  expect(await db.query('SELECT kind, params FROM awards ORDER BY id')).toEqual([
    { kind: 'FIRST_MODULE', params: {} },
    { kind: 'WEEK_COMPLETED', params: { week: 1 } },
    { kind: 'MODULES_BOOKMARKED', params: { count: 5 } },
  ]);
});
