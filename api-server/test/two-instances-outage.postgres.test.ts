// Two API processes on one PostgreSQL server while the server misbehaves under them: every
// connection ended by an administrator, the server restarted, then stopped for 10 s and started
// again. Both processes stay up, /ready follows the database down and back, requests meanwhile are
// answered 503 (never 500), and every write acknowledged along the way is kept.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ApiProcess } from './api-process.js';
import { startApiProcess, stopApiProcess } from './api-process.js';
import { databaseUrlFor, withAdminClient } from './databases.js';
import type { Json } from './harness.js';
import { demo, demoPassword } from './harness.js';
import type { TemporaryPostgres } from './postgres-server.js';
import { startTemporaryPostgres } from './postgres-server.js';

/** Every process started, stopped at the end even when its start failed. */
const children: ChildProcess[] = [];
let server: TemporaryPostgres;
let dataDir: string;
let databaseUrl: string;
let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  // A server of its own, whatever the run's: this file stops and restarts it.
  [server, dataDir] = await Promise.all([
    startTemporaryPostgres(),
    mkdtemp(join(tmpdir(), 'hci-outage-')),
  ]);
  await withAdminClient(server.url, (c) => c.query('CREATE DATABASE hci_outage'));
  databaseUrl = databaseUrlFor(server.url, 'hci_outage');
  const shared = {
    API_PORT: '0',
    API_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    API_SEED_DEMO: '1',
  };
  // Both start at once on an empty database: each migrates and seeds, or finds it done.
  const start = (name: string) =>
    startApiProcess({ ...shared, API_DATA_DIR: join(dataDir, name) }, (child) =>
      children.push(child),
    );
  [a, b] = await Promise.all([start('a'), start('b')]);
}, 120_000);

afterAll(async () => {
  await Promise.all(children.map(stopApiProcess));
  const results = await Promise.allSettled([
    server?.stop(),
    dataDir && rm(dataDir, { recursive: true, force: true }),
  ]);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
}, 60_000);

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Json;
}

/** One request; an answer that never comes within 10 s is an error, as a client would see it. */
async function call(
  instance: ApiProcess,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Json,
  } satisfies Answer;
}

/** Waits until `check` holds, asking every 200 ms for at most `ms`; whether it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return true;
    await sleep(200);
  }
  return false;
}

const readiness = async (instance: ApiProcess) => (await call(instance, 'GET', '/ready')).status;
const bothReady = (status: number) => async () =>
  (await readiness(a)) === status && (await readiness(b)) === status;

test('both instances ride out connections ended, a restart and a 10 s stop; no acknowledged write is lost', async () => {
  const signIn = await call(a, 'POST', '/auth/signin/coach', undefined, {
    email: demo.coach,
    password: demoPassword,
  });
  expect(signIn.status).toBe(200);
  const { accessToken, coachId } = signIn.body.content as { accessToken: string; coachId: number };
  expect(await readiness(a)).toBe(200);
  expect(await readiness(b)).toBe(200);

  // A writer alternating between the instances all along: what was acknowledged, what was answered.
  const acknowledged: string[] = [];
  const answers: Answer[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing && i < 600; i += 1) {
      const institution = `Outage school ${i}`;
      const answer = await call(
        i % 2 ? b : a,
        'POST',
        `/coaches/${coachId}/educations`,
        accessToken,
        { institution, degree: 'Certificate' },
      ).catch(() => undefined);
      if (answer) answers.push(answer);
      if (answer?.status === 201) acknowledged.push(institution);
      await sleep(100);
    }
  })();
  /** Whether the writer gets two more writes through within `ms`. */
  const writesGoThrough = (ms: number) => {
    const seen = acknowledged.length;
    return within(ms, async () => acknowledged.length >= seen + 2);
  };

  try {
    expect(await writesGoThrough(5_000)).toBe(true);

    // Every connection ended, as pg_terminate_backend does: both carry on at once.
    await withAdminClient(server.url, (c) =>
      c.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      ),
    );
    expect(await writesGoThrough(5_000)).toBe(true);
    expect(await within(5_000, bothReady(200))).toBe(true);

    // The server restarted.
    await server.restart();
    expect(await within(10_000, bothReady(200))).toBe(true);
    expect(await writesGoThrough(5_000)).toBe(true);

    // The server stopped for 10 s: not ready, requests answered 503 with Retry-After.
    const stopped = Date.now();
    await server.pause();
    expect(await within(5_000, bothReady(503))).toBe(true);
    const down = await call(a, 'GET', '/ready');
    expect(down.body).toEqual({ status: 'unavailable', checks: { database: 'down', files: 'up' } });
    expect((await call(b, 'GET', '/health')).status).toBe(200);
    await sleep(Math.max(0, stopped + 10_000 - Date.now()));
    await server.resume();
    expect(await within(10_000, bothReady(200))).toBe(true);
    expect(await writesGoThrough(5_000)).toBe(true);
  } finally {
    writing = false;
    await writer;
  }

  for (const instance of [a, b]) {
    expect(instance.process.exitCode, instance.output()).toBeNull();
    expect(instance.process.signalCode).toBeNull();
  }
  // Every answer was the write or 503 with Retry-After: no 500, no sign-out.
  const unexpected = answers.filter(
    (answer) => answer.status !== 201 && !(answer.status === 503 && answer.retryAfter),
  );
  expect(unexpected).toEqual([]);
  expect(answers.some((answer) => answer.status === 503)).toBe(true);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ institution: string }>(
      "SELECT data->>'institution' AS institution FROM coach_educations WHERE coach_id = $1",
      [coachId],
    );
    const kept = new Set(rows.map((row) => row.institution));
    expect(acknowledged.filter((institution) => !kept.has(institution))).toEqual([]);
  } finally {
    await client.end();
  }
}, 60_000);
