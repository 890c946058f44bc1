import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { demo, openTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

test('cards stored with the brand UNKNOWN are stored as the contract’s OTHER', async () => {
  const { db } = api.services;
  const [student] = await db.query<{ id: number }>(
    'SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
    [demo.student],
  );
  // A card as the processor stored one whose number no brand issues, before this migration.
  const [unknown] = await db.query<{ id: number }>(
    `INSERT INTO payment_methods (student_id, token, brand, last4, exp_month, exp_year, holder_name, fingerprint)
     VALUES ($1, 'tok_unknown', 'UNKNOWN', '0004', 12, 2030, 'Holder', 'fp-unknown') RETURNING id`,
    [student!.id],
  );
  const before = await db.query<{ id: number; brand: string }>(
    'SELECT id, brand FROM payment_methods WHERE id <> $1 ORDER BY id',
    [unknown!.id],
  );
  await db.exec('DELETE FROM schema_migrations WHERE version = 17');
  expect(await migrate(db)).toEqual([17]);
  expect(await db.query('SELECT brand FROM payment_methods WHERE id = $1', [unknown!.id])).toEqual([
    { brand: 'OTHER' },
  ]);
  // Every other card keeps its brand.
  expect(
    await db.query('SELECT id, brand FROM payment_methods WHERE id <> $1 ORDER BY id', [
      unknown!.id,
    ]),
  ).toEqual(before);
});
