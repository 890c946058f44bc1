// Two API processes on one PostgreSQL server and one S3-compatible bucket, as behind a load
// balancer: what one instance did, the other sees, whichever a request reaches.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoCirclePeers } from '@hci/demo-world';
import { migrations } from '../src/db/migrations/index.js';
import type { ApiProcess } from './api-process.js';
import { startApiProcess, stopApiProcess } from './api-process.js';
import { png, uploadForm } from './fixtures.js';
import type { Json } from './harness.js';
import { demo, demoPassword } from './harness.js';
import { databaseUrlFor, withAdminClient } from './databases.js';
import { testDatabaseUrl } from './database-url.js';
import type { TemporaryPostgres } from './postgres-server.js';
import { startTemporaryPostgres } from './postgres-server.js';
import type { LocalS3 } from './s3-server.js';
import { startLocalS3 } from './s3-server.js';

/** Every process started, stopped at the end even when its start failed. */
const children: ChildProcess[] = [];

const startInstance = (env: Record<string, string>) =>
  startApiProcess(env, (child) => children.push(child));

let server: TemporaryPostgres | undefined;
let s3: LocalS3;
let dataDir: string;
let databaseUrl: string;
let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  // The run's own server when the suite runs on PostgreSQL; else one for this file.
  const base = testDatabaseUrl();
  if (!base) server = await startTemporaryPostgres();
  const database = `hci_two_instances_${randomBytes(6).toString('hex')}`;
  await withAdminClient(base ?? server!.url, (c) => c.query(`CREATE DATABASE ${database}`));
  databaseUrl = databaseUrlFor(base ?? server!.url, database);
  [s3, dataDir] = await Promise.all([startLocalS3(), mkdtemp(join(tmpdir(), 'hci-two-'))]);
  const shared = {
    ...s3.env,
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    API_SEED_DEMO: '1',
  };
  // Both start at once on an empty database: each migrates and seeds, or finds it done.
  [a, b] = await Promise.all([
    startInstance({ ...shared, API_DATA_DIR: join(dataDir, 'a') }),
    startInstance({ ...shared, API_DATA_DIR: join(dataDir, 'b') }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all(children.map(stopApiProcess));
  const base = testDatabaseUrl();
  // Its own server goes whole; on the run's server only its database.
  const dropped =
    base && databaseUrl
      ? withAdminClient(base, (c) =>
          c.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`),
        )
      : undefined;
  // Every cleanup runs even when another fails, so no server outlives the run.
  const results = await Promise.allSettled([
    dropped,
    server?.stop(),
    s3?.close(),
    dataDir && rm(dataDir, { recursive: true, force: true }),
  ]);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
}, 60_000);

interface Answer {
  status: number;
  body: Json;
}

async function call(
  instance: ApiProcess,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: object } = {},
): Promise<Answer> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer()),
  };
}

const signIn = async (instance: ApiProcess, email: string, as = 'student') => {
  const answer = await call(instance, 'POST', `/auth/signin/${as}`, {
    body: { email, password: demoPassword },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.content as Json;
};

const query = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
};

test('both instances starting at once migrate and seed the database once', async () => {
  const versions = await query<{ version: number }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  expect(versions.map((v) => v.version)).toEqual(migrations.map((m) => m.version));
  const users = await query<{ email: string }>('SELECT email FROM users ORDER BY id');
  // The demo accounts, then the peers of the demo student's coaching circle.
  expect(users.map((u) => u.email)).toEqual([
    demo.student,
    demo.unverified,
    demo.studentCoach,
    demo.coach,
    ...demoCirclePeers.map((peer) => peer.email),
  ]);
});

describe('a session', () => {
  test('signed in on A refreshes on B; logged out on A, its tokens are refused on B', async () => {
    const first = await signIn(a, demo.student);
    const refreshed = await call(b, 'POST', '/auth/signin/refresh_token', {
      body: { refreshToken: first.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const session = refreshed.body.content;
    const own = `/students/${first.studentId}`;
    // B has accepted the refreshed access token and remembers it.
    expect((await call(b, 'GET', own, { token: session.accessToken })).status).toBe(200);
    // Another session, whose tokens B never saw (a session's tokens issued within one second
    // are the same text, so only another session's are surely new to B).
    const other = await signIn(a, demo.student);

    for (const token of [session.accessToken, other.accessToken]) {
      const loggedOut = await call(a, 'POST', `${own}/logout`, { token });
      expect(loggedOut.status).toBe(204);
    }
    // A refresh token, and an access token B never saw, are checked in the database at once.
    const again = await call(b, 'POST', '/auth/signin/refresh_token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(again.status).toBe(401);
    expect((await call(b, 'GET', own, { token: other.accessToken })).status).toBe(401);
    // The one B remembers: refused once B reads the revocations (every 2 s, off the request's
    // path), which this waits for rather than times.
    let status = 200;
    for (let tries = 0; status === 200 && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await call(b, 'GET', own, { token: session.accessToken })).status;
    }
    expect(status).toBe(401);
  });

  test('five wrong passwords split across A and B throttle together', async () => {
    const wrong = { email: demo.unverified, password: 'Not-the-password-1' };
    for (const instance of [a, b, a, b, a]) {
      const answer = await call(instance, 'POST', '/auth/signin/student', { body: wrong });
      expect(answer.status).toBe(401);
    }
    for (const instance of [b, a]) {
      const answer = await call(instance, 'POST', '/auth/signin/student', { body: wrong });
      expect(answer.status).toBe(429);
      expect(answer.body).toMatchObject({ key: 'tooManyRequests' });
    }
  });
});

test('a file uploaded through A is read through B', async () => {
  const student = await signIn(a, demo.student);
  const uploaded = await call(a, 'POST', '/files', {
    token: student.accessToken,
    body: uploadForm(png(), 'photo.png', 'image/png'),
  });
  expect(uploaded.status).toBe(201);
  const { fileName } = uploaded.body.content;
  const presigned = await call(b, 'GET', `/files/generate_presigned_url?fileName=${fileName}`, {
    token: student.accessToken,
  });
  expect(presigned.status).toBe(200);
  const media = new URL(presigned.body.content.url);
  const read = await call(b, 'GET', `${media.pathname}${media.search}`);
  expect(read).toEqual({ status: 200, body: png() });
});

describe('buying from a coach', () => {
  let coach: Json;
  let student: Json;
  let rival: Json;
  let studentCard: number;
  let rivalCard: number;
  let productId: number;
  let slots: { startsAt: string }[];

  beforeAll(async () => {
    [coach, student, rival] = await Promise.all([
      signIn(a, demo.coach, 'coach'),
      signIn(b, demo.student),
      signIn(a, demo.studentCoach),
    ]);
    const card = (session: Json, cardNumber: string) =>
      call(a, 'POST', `/students/${session.studentId}/payment_methods`, {
        token: session.accessToken,
        body: {
          cardNumber,
          expirationMonth: 12,
          expirationYear: 2031,
          cvc: '123',
          holderName: 'Sam Lee',
        },
      });
    rivalCard = (await card(rival, '5555555555554444')).body.content.id;
    const cards = await call(b, 'GET', `/students/${student.studentId}/payment_methods`, {
      token: student.accessToken,
    });
    studentCard = cards.body.content[0].id;
    const created = await call(a, 'POST', `/coaches/${coach.coachId}/products`, {
      token: coach.accessToken,
      body: {
        title: 'Two instances',
        price: 9_000,
        type: 'SERVICE',
        priceUnit: 'PACKAGE',
        serviceSpecification: { session: { type: 'ONLINE', count: 1, duration: 60 } },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    productId = created.body.content.id;
    const schedule = await call(b, 'GET', `/coaches/${coach.coachId}/schedule`, {
      token: coach.accessToken,
    });
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const free = await call(
      b,
      'GET',
      `/coaches/${coach.coachId}/products/${productId}/available_schedules/${schedule.body.content.id}?startDate=${day(1)}&endDate=${day(20)}`,
    );
    // The first free time of each day: times that neither overlap nor share a buffer.
    slots = (free.body.content.slots as { startsAt: string }[]).filter(
      (s, i, all) => i === 0 || s.startsAt.slice(0, 10) !== all[i - 1]!.startsAt.slice(0, 10),
    );
    expect(slots.length).toBeGreaterThanOrEqual(2);
  });

  const charges = async () =>
    (
      await query<{ n: number }>(
        "SELECT count(*)::int AS n FROM card_charges WHERE purpose = 'PURCHASE'",
      )
    )[0]!.n;

  const buy = (instance: ApiProcess, who: Json, card: number, startsAt: string, key: string) =>
    call(instance, 'POST', '/coach_product_purchases', {
      token: who.accessToken,
      headers: { 'idempotency-key': key },
      body: { coachId: coach.coachId, productId, paymentMethodId: card, startsAt },
    });

  test('the same Idempotency-Key sent to A and then to B charges once', async () => {
    const before = await charges();
    const key = `two-instances-${randomBytes(4).toString('hex')}`;
    const first = await buy(a, student, studentCard, slots[0]!.startsAt, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const repeat = await buy(b, student, studentCard, slots[0]!.startsAt, key);
    expect(repeat).toEqual(first);
    expect(await charges()).toBe(before + 1);
  });

  test('a race for one time across A and B has one winner', async () => {
    const before = await charges();
    const answers = await Promise.all([
      buy(a, student, studentCard, slots[1]!.startsAt, 'race-a'),
      buy(b, rival, rivalCard, slots[1]!.startsAt, 'race-b'),
      buy(b, student, studentCard, slots[1]!.startsAt, 'race-c'),
      buy(a, rival, rivalCard, slots[1]!.startsAt, 'race-d'),
    ]);
    expect(answers.filter((x) => x.status === 201)).toHaveLength(1);
    for (const lost of answers.filter((x) => x.status !== 201))
      expect(lost.body).toMatchObject({ status: 409, key: 'slotUnavailable' });
    expect(await charges()).toBe(before + 1);
  });
});
