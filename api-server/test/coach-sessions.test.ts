// A coach books sessions only for their clients (people who have bought from them): anyone else,
// by e-mail or by a client id with no purchase, is refused and nothing is written for them. A
// session's outcome (completed or missed) records when and by whom, and its coach may undo it for
// 24 hours.
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { asUser } from './requests.js';

let api: TestApi;
let coach: Session;
beforeAll(async () => {
  api = await openTestApi();
  coach = await api.signIn(demo.coach, 'coach');
});
afterAll(() => api.close());

let day = 0;
/** A session an hour long on a day of its own, years ahead, so no two overlap. */
const book = (client: object) => {
  day += 1;
  const startsAt = new Date(Date.UTC(2031, 0, day, 15)).toISOString();
  const endsAt = new Date(Date.UTC(2031, 0, day, 16)).toISOString();
  return api.request(
    'POST',
    `/coaches/${coach.coachId}/sessions`,
    asUser(coach, { ...client, startsAt, endsAt, deliveryMode: 'ONLINE' }),
  );
};

const count = async (sql: string, params: (string | number)[]) => {
  const [row] = await api.services.db.query<{ n: number }>(sql, params);
  return row!.n;
};
/** What a booking writes: sessions, clients of the coach, and inbox messages of a student. */
const written = async (email: string) => ({
  sessions: await count('SELECT count(*)::int AS n FROM coach_sessions WHERE coach_id = $1', [
    coach.coachId!,
  ]),
  clients: await count(
    'SELECT count(*)::int AS n FROM coach_customers WHERE coach_id = $1 AND lower(email) = lower($2)',
    [coach.coachId!, email],
  ),
  messages: await count(
    `SELECT count(*)::int AS n FROM communication_intents i JOIN students s ON s.id = i.student_id
     JOIN users u ON u.id = s.user_id WHERE lower(u.email) = lower($1)`,
    [email],
  ),
});

describe('a coach booking a session', () => {
  test('for a student who never bought from them is refused with 422 notYourClient, writing nothing', async () => {
    const before = await written(demo.unverified);
    const refused = await book({ customerName: 'Someone Else', customerEmail: demo.unverified });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ key: 'notYourClient', status: 422 });
    expect(await written(demo.unverified)).toEqual(before);
  });

  test('for a client id with no purchase from them is refused the same way', async () => {
    const [row] = await api.services.db.query<{ id: number }>(
      `INSERT INTO coach_customers (coach_id, name, email) VALUES ($1, 'No Purchase', 'none@customer.test')
       RETURNING id`,
      [coach.coachId!],
    );
    const refused = await book({ customerId: row!.id });
    expect(refused.status).toBe(422);
    expect(refused.body.key).toBe('notYourClient');
  });

  test('for a client who bought from them, by id or by e-mail, is booked', async () => {
    const [client] = await api.services.db.query<{ id: number }>(
      `SELECT c.id FROM coach_customers c WHERE c.coach_id = $1 AND EXISTS
         (SELECT 1 FROM coach_product_purchases p WHERE p.customer_id = c.id) ORDER BY c.id LIMIT 1`,
      [coach.coachId!],
    );
    expect((await book({ customerId: client!.id })).status).toBe(201);
    const byEmail = await book({
      customerName: 'Avery Thompson',
      customerEmail: 'AVERY.THOMPSON@example.org',
    });
    expect(byEmail.status).toBe(201);
    expect(byEmail.body.content.customer.email).toBe('avery.thompson@example.org');
  });
});

describe('a coach’s sessions', () => {
  test('name the service each was booked for; one booked by hand names none', async () => {
    const [client] = await api.services.db.query<{ id: number }>(
      `SELECT c.id FROM coach_customers c WHERE c.coach_id = $1 AND EXISTS
         (SELECT 1 FROM coach_product_purchases p WHERE p.customer_id = c.id) ORDER BY c.id LIMIT 1`,
      [coach.coachId!],
    );
    const [service] = await api.services.db.query<{ id: number; title: string }>(
      `SELECT id, title FROM coach_products
       WHERE coach_id = $1 AND type = 'SERVICE' AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [coach.coachId!],
    );
    const withService = await book({ customerId: client!.id, productId: service!.id });
    expect(withService.status).toBe(201);
    expect(withService.body.content.productTitle).toBe(service!.title);
    const byHand = await book({ customerId: client!.id });
    expect(byHand.status).toBe(201);
    expect(byHand.body.content).not.toHaveProperty('productTitle');

    const listed = await api.request(
      'GET',
      `/coaches/${coach.coachId}/sessions?from=2031-01-01&size=100`,
      asUser(coach),
    );
    const byId = new Map(
      (listed.body.content as { id: number; productTitle?: string }[]).map((s) => [s.id, s]),
    );
    expect(byId.get(withService.body.content.id)?.productTitle).toBe(service!.title);
    expect(byId.get(byHand.body.content.id)).not.toHaveProperty('productTitle');
  });
});

describe("a session's outcome", () => {
  /** A session booked for one of the coach's clients, the clock stopped 20 minutes into it. */
  const startedSession = async () => {
    const [client] = await api.services.db.query<{ id: number }>(
      `SELECT c.id FROM coach_customers c WHERE c.coach_id = $1 AND EXISTS
         (SELECT 1 FROM coach_product_purchases p WHERE p.customer_id = c.id) ORDER BY c.id LIMIT 1`,
      [coach.coachId!],
    );
    const booked = await book({ customerId: client!.id });
    expect(booked.status).toBe(201);
    api.clock.stop();
    await moveClockTo(Date.parse(booked.body.content.startsAt) + 20 * 60_000);
    return booked.body.content.id as number;
  };
  /** Moves the stopped clock, and signs in again: the earlier tokens may have expired. */
  const moveClockTo = async (at: number) => {
    api.clock.advance(at - api.clock.now());
    coach = await api.signIn(demo.coach, 'coach');
  };
  const change = (
    sessionId: number,
    status: string,
    as: Session = coach,
    coachId = coach.coachId,
  ) => api.request('PATCH', `/coaches/${coachId}/sessions/${sessionId}`, asUser(as, { status }));
  const stored = async (sessionId: number) => {
    const [row] = await api.services.db.query<{
      status: string;
      outcome_set_at: string | null;
      outcome_set_by: string | null;
    }>('SELECT status, outcome_set_at, outcome_set_by FROM coach_sessions WHERE id = $1', [
      sessionId,
    ]);
    return row!;
  };

  test('records when and by whom it was set, and undone within 24 hours is scheduled again', async () => {
    const sessionId = await startedSession();
    const setAt = Temporal.Instant.fromEpochMilliseconds(api.clock.now()).toString();
    expect((await change(sessionId, 'SCHEDULED')).body).toMatchObject({
      key: 'sessionStatusChanged',
      status: 409,
    });

    const completed = await change(sessionId, 'COMPLETED');
    expect(completed.status).toBe(200);
    expect(completed.body.content).toMatchObject({
      status: 'COMPLETED',
      outcomeSetAt: setAt,
      outcomeSetBy: 'COACH',
    });
    expect(await stored(sessionId)).toEqual({
      status: 'COMPLETED',
      outcome_set_at: setAt,
      outcome_set_by: 'COACH',
    });

    await moveClockTo(Date.parse(setAt) + 24 * 3_600_000 - 1_000);
    const undone = await change(sessionId, 'SCHEDULED');
    expect(undone.status).toBe(200);
    expect(undone.body.content.status).toBe('SCHEDULED');
    expect(undone.body.content).not.toHaveProperty('outcomeSetAt');
    expect(undone.body.content).not.toHaveProperty('outcomeSetBy');
    expect(await stored(sessionId)).toEqual({
      status: 'SCHEDULED',
      outcome_set_at: null,
      outcome_set_by: null,
    });
    // Nothing left to undo, and it can be given an outcome again.
    expect((await change(sessionId, 'SCHEDULED')).body.key).toBe('sessionStatusChanged');
    expect((await change(sessionId, 'NO_SHOW')).body.content.status).toBe('NO_SHOW');
  });

  test('cannot be undone 24 hours after it was set', async () => {
    const sessionId = await startedSession();
    const missed = await change(sessionId, 'NO_SHOW');
    expect(missed.status).toBe(200);
    const setAt = missed.body.content.outcomeSetAt as string;

    await moveClockTo(Date.parse(setAt) + 24 * 3_600_000);
    const late = await change(sessionId, 'SCHEDULED');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ key: 'sessionStatusChanged', status: 409 });
    expect(await stored(sessionId)).toEqual({
      status: 'NO_SHOW',
      outcome_set_at: setAt,
      outcome_set_by: 'COACH',
    });
  });

  test('another coach can neither undo it nor reach it through their own sessions', async () => {
    const sessionId = await startedSession();
    expect((await change(sessionId, 'COMPLETED')).status).toBe(200);
    const rival = await api.signIn(demo.studentCoach, 'coach');
    expect(rival.coachId).not.toBe(coach.coachId);
    expect((await change(sessionId, 'SCHEDULED', rival)).status).toBe(403);
    expect((await change(sessionId, 'SCHEDULED', rival, rival.coachId)).status).toBe(404);
    expect((await stored(sessionId)).status).toBe('COMPLETED');
  });
});
