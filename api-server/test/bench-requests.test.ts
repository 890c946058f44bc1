// The load benchmark builds its hot reads with api-schema's own query factories (bench/
// app-requests.mjs), reaching into the package's source files by path: a renamed file would break
// `npm run bench` without any test noticing.
import { expect, test } from 'vitest';
import { appReads } from '../bench/app-requests.mjs';

test('the benchmark builds every hot read from the apps’ query factories', async () => {
  const reads = await appReads({ studentId: 7, courseId: 3, paymentPlanId: 5 });
  expect(reads.map(({ method, path }) => `${method} ${path.split('?')[0]}`)).toEqual([
    'GET /students/7',
    'POST /students/7/communication_intents',
    'GET /students/7/courses',
    'GET /students/7/courses/3/modules',
    'GET /students/7/payment_plans',
    'GET /students/7/payment_plans/5',
    'GET /students/7/account_history',
  ]);
}, 30_000);
