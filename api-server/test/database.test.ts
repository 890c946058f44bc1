import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { demoCirclePeers, demoStudentCards } from '@hci/demo-world';
import { seedDemoData } from '../src/db/seed/index.js';
import { testDatabaseUrl } from './database-url.js';
import type { TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

test('runs on the server DATABASE_URL names, or else on embedded PGlite', async () => {
  const [engine] = await api.services.db.query<{ version: string; database: string }>(
    'SELECT version(), current_database() AS database',
  );
  if (testDatabaseUrl()) {
    expect(engine!.version).not.toMatch(/emscripten/);
    expect(engine!.database).toMatch(/^hci_api_test_/);
  } else {
    expect(engine!.version).toMatch(/emscripten/);
  }
});

test('migrations are recorded and applied once', async () => {
  expect(await migrate(api.services.db)).toEqual([]);
  const versions = await api.services.db.query<{ version: number }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  expect(versions.map((v) => v.version)).toEqual(migrations.map((m) => m.version));
});

test('seeding is idempotent and never stores a card number or a plain password', async () => {
  expect(await seedDemoData(api.services)).toBe(false);
  const users = await api.services.db.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM users ORDER BY id',
  );
  // The demo accounts, then the peers of the demo student's coaching circle.
  expect(users.map((u) => u.email)).toEqual([
    demo.student,
    demo.unverified,
    demo.studentCoach,
    demo.coach,
    ...demoCirclePeers.map((peer) => peer.email),
  ]);
  expect(
    users.every(
      (u) => u.password_hash.startsWith('$argon2id$') && !u.password_hash.includes('Welcome2026'),
    ),
  ).toBe(true);
  const cards = await api.services.db.query<Record<string, unknown>>(
    'SELECT * FROM payment_methods',
  );
  for (const card of demoStudentCards) expect(JSON.stringify(cards)).not.toContain(card.number);
});

test('the demo student has 40+ modules, bookmarks and awards', async () => {
  const [counts] = await api.services.db.query<{
    modules: number;
    bookmarks: number;
    awards: number;
  }>(
    `SELECT (SELECT count(*) FROM modules m JOIN course_enrollments ce ON ce.course_id = m.course_id WHERE ce.student_id = s.id)::int AS modules,
            (SELECT count(*) FROM module_bookmarks WHERE student_id = s.id)::int AS bookmarks,
            (SELECT count(*) FROM student_awards WHERE student_id = s.id)::int AS awards
     FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
    [demo.student],
  );
  expect(counts!.modules).toBeGreaterThanOrEqual(40);
  expect(counts!.bookmarks).toBeGreaterThan(0);
  expect(counts!.awards).toBeGreaterThan(0);
});

test('a transaction commits when its work resolves and rolls back when it throws', async () => {
  const { db } = api.services;
  await db.exec('CREATE TEMP TABLE tx_probe (id int PRIMARY KEY)');
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO tx_probe VALUES ($1)', [1]);
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES ($1)', [2]);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  await expect(
    db.transaction((tx) => tx.query('INSERT INTO tx_probe VALUES ($1)', [1])),
  ).rejects.toThrow(/duplicate key/);
  await db.transaction((tx) => tx.query('INSERT INTO tx_probe VALUES ($1)', [3]));
  const rows = await db.query<{ id: number }>('SELECT id FROM tx_probe ORDER BY id');
  expect(rows.map((row) => row.id)).toEqual([1, 3]);
});
