// Coaches whose profile offered a free test call before test calls were products get one.
import { testCallOffer } from '@hci/rules';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { demo, openTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

test('each coach whose profile offers one gets its test call, in the shape the rules give it', async () => {
  const { db } = api.services;
  // The tables as they were before the migration, the student coach no longer offering one.
  await db.exec('DROP INDEX coach_products_test_call');
  await db.exec('DELETE FROM coach_products WHERE test_call');
  await db.exec('ALTER TABLE coach_products DROP COLUMN test_call');
  await db.query(
    `UPDATE coaches SET profile = profile || '{"testCall": false}'::jsonb
     WHERE student_id = (SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = $1)`,
    [demo.studentCoach],
  );
  await db.exec('DELETE FROM schema_migrations WHERE version = 25');
  expect(await migrate(db)).toEqual([25]);

  const testCalls = await db.query<{
    email: string;
    title: string;
    description: string;
    price: number;
    price_unit: string;
    service_specification: unknown;
    published: boolean;
  }>(
    `SELECT u.email, p.title, p.description, p.price, p.price_unit, p.service_specification, p.published
     FROM coach_products p JOIN coaches c ON c.id = p.coach_id JOIN students s ON s.id = c.student_id
     JOIN users u ON u.id = s.user_id WHERE p.test_call`,
  );
  expect(testCalls).toEqual([
    {
      email: demo.coach,
      title: 'Free test call',
      description: 'A free 20-minute online call to see whether we are a good fit.',
      price: testCallOffer.price,
      price_unit: testCallOffer.priceUnit,
      service_specification: testCallOffer.serviceSpecification,
      published: true,
    },
  ]);
});
