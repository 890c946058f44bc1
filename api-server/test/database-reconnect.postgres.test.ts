// Connections PostgreSQL ends under a running API (a restart, a failover, an administrator's
// pg_terminate_backend): the process carries on, the next request gets a new connection, and a
// request whose transaction lost its connection is answered 503, applied not at all, and may be
// sent again with the same Idempotency-Key.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Database } from '../src/db/database.js';
import { databaseRetryAfterSeconds } from '../src/http/errors.js';
import type { ApiContext } from '../src/server.js';
import { createApiContext } from '../src/server.js';
import { testDatabaseUrl } from './database-url.js';
import { withAdminClient } from './databases.js';
import type { Json, TemplateCopy } from './harness.js';
import { demo, demoPassword, copyTemplate } from './harness.js';

let copy: TemplateCopy;
let context: ApiContext;
let db: Database;
beforeAll(async () => {
  copy = await copyTemplate();
  // Metrics on (no port is opened here), to read the count of lost connections.
  context = await createApiContext({
    dataDir: copy.dataDir,
    databaseUrl: copy.databaseUrl,
    quiet: true,
    metricsPort: 0,
  });
  db = context.services.db;
});
afterAll(async () => {
  await context.close();
  await copy.dispose();
});

const call = async (method: string, path: string, token?: string, body?: unknown, key?: string) => {
  const answer = await context.app.request(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, headers: answer.headers, body: (await answer.json()) as Json };
};

const signIn = async (email: string, as: 'student' | 'coach') =>
  (await call('POST', `/auth/signin/${as}`, undefined, { email, password: demoPassword })).body
    .content as Json;

/** Ends every connection to this file's database but the admin's own; how many it ended. */
const terminateBackends = () =>
  withAdminClient(testDatabaseUrl()!, async (admin) => {
    const { rows } = await admin.query<{ ended: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [new URL(copy.databaseUrl!).pathname.slice(1)],
    );
    return rows[0]!.ended;
  });

const lostConnections = async () =>
  (await context.metrics!.registry.getSingleMetric('db_connection_errors_total')!.get()).values[0]!
    .value;

test('idle connections the server ends are replaced; the process carries on', async () => {
  const student = await signIn(demo.student, 'student');
  const path = `/students/${student.studentId}`;
  // Several at once, so the pool holds several idle connections.
  await Promise.all(Array.from({ length: 4 }, () => call('GET', path, student.accessToken)));
  const before = await lostConnections();

  expect(await terminateBackends()).toBeGreaterThan(0);
  // The pool is told each connection ended (an 'error' event that once ended the process).
  await vi.waitFor(async () => expect(await lostConnections()).toBeGreaterThan(before), {
    timeout: 5_000,
  });

  const again = await call('GET', path, student.accessToken);
  expect(again.status).toBe(200);
  expect(again.body.content.id).toBe(student.studentId);
});

test('a transaction whose connection is lost answers 503, applies nothing, and its retry runs once', async () => {
  const coach = await signIn(demo.coach, 'coach');
  const card = await call(
    'POST',
    `/students/${coach.studentId}/payment_methods`,
    coach.accessToken,
    {
      cardNumber: '4242424242424242',
      expirationMonth: 12,
      expirationYear: 2031,
      cvc: '123',
      holderName: 'Sam Lee',
    },
  );
  expect(card.status, JSON.stringify(card.body)).toBe(201);
  const subscribe = () =>
    call(
      'PUT',
      subscriptionPath,
      coach.accessToken,
      { plan: 'MONTHLY', paymentMethodId: card.body.content.id },
      'subscribe-through-a-lost-connection',
    );
  const charges = async () =>
    (
      await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM card_charges WHERE purpose = 'SUBSCRIPTION'",
      )
    )[0]!.n;
  const subscriptionPath = `/coaches/${coach.coachId}/subscription`;
  expect((await call('DELETE', subscriptionPath, coach.accessToken)).status).toBe(200);
  const subscription = (await call('GET', subscriptionPath, coach.accessToken)).body;
  const before = await charges();

  // The server ends the transaction's connection after its work, before it commits.
  const transaction = db.transaction.bind(db);
  const cut = vi.spyOn(db, 'transaction').mockImplementationOnce((work) =>
    transaction(async (tx) => {
      const result = await work(tx);
      await tx.query('SELECT pg_terminate_backend(pg_backend_pid())');
      return result;
    }),
  );
  const lost = await subscribe();
  cut.mockRestore();
  expect(lost.status).toBe(503);
  expect(lost.headers.get('retry-after')).toBe(String(databaseRetryAfterSeconds));
  expect(lost.body).toMatchObject({ key: 'default', status: 503 });
  expect(await charges()).toBe(before);
  expect((await call('GET', subscriptionPath, coach.accessToken)).body).toEqual(subscription);

  // The claim the lost attempt took does not hold the retry back, which charges once.
  const retry = await subscribe();
  expect(retry.status, JSON.stringify(retry.body)).toBe(200);
  expect(retry.body.content).toMatchObject({ status: 'ACTIVE', plan: 'MONTHLY' });
  expect(await charges()).toBe(before + 1);
  const repeat = await subscribe();
  expect(repeat.body).toEqual(retry.body);
  expect(await charges()).toBe(before + 1);
});
