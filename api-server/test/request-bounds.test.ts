// What one request may cost the server: a list over its `maxItems` is refused at that one problem,
// no answer lists more than 20 field problems, and usage events (which anyone may send) are
// capped per batch and counted per caller in the database.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';

let api: TestApi;
let student: Session;
beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
});
afterAll(() => api.close());

const answerBytes = (body: unknown) => JSON.stringify(body).length;

describe('validation stops early', () => {
  test('a list of 120,000 items is refused by its length alone, in a small answer', async () => {
    const response = await api.request(
      'POST',
      `/students/${student.studentId}/communication_intents`,
      { token: student.accessToken, body: { statuses: new Array<number>(120_000).fill(1) } },
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([
      { path: 'statuses', message: 'must NOT have more than 10 items' },
    ]);
    expect(answerBytes(response.body)).toBeLessThan(1024);
  });

  test('an answer lists at most 20 field problems', async () => {
    const response = await api.request(
      'POST',
      `/students/${student.studentId}/communication_intents/archive`,
      { token: student.accessToken, body: { communicationIntentIds: new Array(100).fill('x') } },
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveLength(20);
    expect(response.body.fields[0]).toEqual({
      path: 'communicationIntentIds.0',
      message: 'must be integer',
    });
  });

  test('query lists have a length too', async () => {
    const types = Array.from({ length: 21 }, (_, i) => `T${i}`).join(',');
    const response = await api.request(
      'GET',
      `/students/${student.studentId}/activity_log?types=${types}`,
      { token: student.accessToken },
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([
      { path: 'types', message: 'must NOT have more than 20 items' },
    ]);
  });
});

describe('usage events', () => {
  const event = { name: 'page_view', occurredAt: '2026-01-01T00:00:00Z', path: '/courses' };
  const send = (events: unknown[], token?: string) =>
    api.request('POST', '/analytics/events', { body: { events }, token });
  const stored = async () =>
    (
      await api.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events')
    )[0]!.n;

  test('a batch holds at most 20 events and 32 KB', async () => {
    const tooMany = await send(new Array(21).fill(event));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual([
      { path: 'events', message: 'must NOT have more than 20 items' },
    ]);
    const properties = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, 'y'.repeat(200)]));
    const tooLarge = await send(new Array(20).fill({ ...event, properties: properties(20) }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.key).toBe('payloadTooLarge');
    const tooManyProperties = await send([{ ...event, properties: properties(21) }]);
    expect(tooManyProperties.status).toBe(400);
    expect(tooManyProperties.body.fields).toEqual([
      { path: 'events.0.properties', message: 'must NOT have more than 20 properties' },
    ]);
  });

  test('each client address may send 300 events a minute; a signed-in user counts apart', async () => {
    api.clock.advance(61_000);
    const batch = new Array(20).fill(event);
    const before = await stored();
    for (let i = 0; i < 15; i += 1) expect((await send(batch)).status).toBe(202);
    expect(await stored()).toBe(before + 300);
    const refused = await send([event]);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ key: 'tooManyRequests', status: 429 });
    expect(await stored()).toBe(before + 300);
    expect((await send([event], student.accessToken)).status).toBe(202);
    api.clock.advance(61_000);
    expect((await send(batch)).status).toBe(202);
  });
});
