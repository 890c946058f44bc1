// While the database cannot be reached the process stays up: /health still answers, /ready says
// what is down, every request is answered 503 with Retry-After (never 500, never a sign-out), and
// an Idempotency-Key its request claimed does not hold the retry back.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Database, SqlValue } from '../src/db/database.js';
import { DatabaseUnavailable } from '../src/db/database.js';
import { databaseRetryAfterSeconds } from '../src/http/errors.js';
import { releaseRetryMs } from '../src/http/idempotency.js';
import { readinessTimeoutMs } from '../src/http/readiness.js';
import type { Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { addCard, asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
});
afterAll(() => api.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const refused = () =>
  new DatabaseUnavailable(
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  );
/** Every statement fails as it does while the server is down. */
const databaseDown = () => {
  vi.spyOn(api.services.db, 'query').mockRejectedValue(refused());
  vi.spyOn(api.services.db, 'transaction').mockRejectedValue(refused());
};

const get = (path: string) => api.app.request(path);

describe('/ready', () => {
  test('answers 200 while the database and the file storage answer', async () => {
    const answer = await get('/ready');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', files: 'up' },
    });
  });

  test('answers 503 naming the database while it is down; /health still answers 200', async () => {
    databaseDown();
    const answer = await get('/ready');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'down', files: 'up' },
    });
    expect((await get('/health')).status).toBe(200);
    vi.restoreAllMocks();
    expect((await get('/ready')).status).toBe(200);
  });

  test('answers 503 naming the files while the file storage is down', async () => {
    vi.spyOn(api.services.files.storage, 'check').mockRejectedValue(new Error('NoSuchBucket'));
    const answer = await get('/ready');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'up', files: 'down' },
    });
  });

  test('counts a database that does not answer in time as down, without waiting for it', async () => {
    vi.spyOn(api.services.db, 'query').mockReturnValue(new Promise(() => {}));
    const started = performance.now();
    const answer = await get('/ready');
    const waited = performance.now() - started;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ checks: { database: 'down', files: 'up' } });
    expect(waited).toBeGreaterThanOrEqual(readinessTimeoutMs - 50);
    expect(waited).toBeLessThan(readinessTimeoutMs + 1_500);
  });
});

describe('with the database down', () => {
  const expectUnavailable = (answer: { status: number; headers: Headers; body: unknown }) => {
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(databaseRetryAfterSeconds));
    expect(answer.body).toMatchObject({ key: 'default', status: 503 });
  };

  test('a read answers 503 with Retry-After, not 500', async () => {
    databaseDown();
    expectUnavailable(await api.request('GET', studentPath(student), asUser(student)));
  });

  test('a write in a transaction answers 503 with Retry-After', async () => {
    databaseDown();
    expectUnavailable(
      await api.request('POST', '/auth/signin/student', {
        body: { email: demo.student, password: 'Welcome2026' },
      }),
    );
  });

  test('a token not yet checked answers 503, not 401: the session is not ended', async () => {
    const fresh = await api.signIn(demo.student);
    databaseDown();
    expectUnavailable(await api.request('GET', studentPath(fresh), asUser(fresh)));
    vi.restoreAllMocks();
    expect((await api.request('GET', studentPath(fresh), asUser(fresh))).status).toBe(200);
  });
});

describe('an Idempotency-Key whose request met the database down', () => {
  test('is let go once the database is back, and the retry with it charges once', async () => {
    const coach = await api.signIn(demo.coach, 'coach');
    const card = await addCard(api, coach, '4242424242424242');
    expect(card.status).toBe(201);
    const path = `/coaches/${coach.coachId}/subscription`;
    expect((await api.request('DELETE', path, asUser(coach))).status).toBe(200);
    const subscribe = () =>
      api.request('PUT', path, {
        ...asUser(coach, { plan: 'MONTHLY', paymentMethodId: card.body.content.id }),
        headers: { 'idempotency-key': 'subscribe-while-the-database-is-down' },
      });
    const charges = async () =>
      (
        await api.services.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM card_charges WHERE purpose = 'SUBSCRIPTION'",
        )
      )[0]!.n;
    const claims = async () =>
      (
        await api.services.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM idempotent_requests WHERE key = $1',
          ['subscribe-while-the-database-is-down'],
        )
      )[0]!.n;
    const before = await charges();

    // The request's transaction finds the database down, and so does letting its claim go.
    const { db } = api.services;
    const query = db.query.bind(db);
    let releaseRefused = false;
    vi.spyOn(db, 'transaction').mockRejectedValueOnce(refused());
    vi.spyOn(db, 'query').mockImplementation(((text: string, params?: SqlValue[]) => {
      if (!releaseRefused && /^DELETE FROM idempotent_requests .* AND operation/s.test(text)) {
        releaseRefused = true;
        return Promise.reject(refused());
      }
      return query(text, params);
    }) as Database['query']);
    const down = await subscribe();
    expect(down.status).toBe(503);
    expect(releaseRefused).toBe(true);
    vi.restoreAllMocks();

    // Back: the claim is let go within a few seconds, and the retry runs.
    expect(await claims()).toBe(1);
    await vi.waitFor(async () => expect(await claims()).toBe(0), {
      timeout: releaseRetryMs * 5,
      interval: 100,
    });
    const retry = await subscribe();
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await charges()).toBe(before + 1);
  });
});
