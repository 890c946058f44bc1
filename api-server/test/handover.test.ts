import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const mint = (accessToken?: string) =>
  api.request<{ content: { token: string; expiresInSeconds: number } }>(
    'POST',
    '/auth/handover_token',
    accessToken ? { token: accessToken } : {},
  );

const exchange = (token: string, on: Pick<TestApi, 'request'> = api) =>
  on.request('POST', '/auth/signin/sso', { body: { token } });

describe('the sign-in carried from one app to the other', () => {
  test('a one-time token of the signed-in user signs the other app in as them, once', async () => {
    const session = await api.signIn(demo.studentCoach);
    const minted = await mint(session.accessToken);
    expect(minted.status).toBe(201);
    expect(minted.body.content.expiresInSeconds).toBe(60);
    const first = await exchange(minted.body.content.token);
    expect(first.status).toBe(200);
    expect(first.body.content).toMatchObject({
      email: demo.studentCoach,
      coachId: session.coachId,
      studentId: session.studentId,
    });
    const again = await exchange(minted.body.content.token);
    expect(again.status).toBe(401);
    expect(again.body.key).toBe('invalidSsoToken');
  });

  test('the token ends after a minute', async () => {
    const session = await api.signIn(demo.studentCoach);
    const { token } = (await mint(session.accessToken)).body.content;
    api.clock.advance(61_000);
    const late = await exchange(token);
    expect(late.status).toBe(401);
    expect(late.body.key).toBe('invalidSsoToken');
  });

  test('another API instance takes the token: it is kept in the database', async () => {
    const session = await api.signIn(demo.coach, 'coach');
    const { token } = (await mint(session.accessToken)).body.content;
    const other = await api.sameDatabase(api.clock);
    expect((await exchange(token, other)).status).toBe(200);
    expect((await exchange(token)).status).toBe(401);
  });

  test('a token made by a session that has since logged out signs no one in', async () => {
    const session = await api.signIn(demo.studentCoach);
    const { token } = (await mint(session.accessToken)).body.content;
    const loggedOut = await api.request('POST', `/students/${session.studentId}/logout`, {
      token: session.accessToken,
    });
    expect(loggedOut.status).toBe(204);
    const late = await exchange(token);
    expect(late.status).toBe(401);
    expect(late.body.key).toBe('invalidSsoToken');
  });

  test('making tokens is throttled per user: 429 with Retry-After, then again a minute on', async () => {
    // The minute of the tests before is over.
    api.clock.advance(61_000);
    const session = await api.signIn(demo.coach, 'coach');
    const other = await api.signIn(demo.studentCoach);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await mint(session.accessToken)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await mint(session.accessToken);
    expect((refused.body as unknown as { key: string }).key).toBe('tooManyRequests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await mint(other.accessToken)).status).toBe(201);
    api.clock.advance(61_000);
    expect((await mint(session.accessToken)).status).toBe(201);
  });

  test('only a signed-in user gets one', async () => {
    expect((await mint()).status).toBe(401);
  });
});

describe('who the portal is for', () => {
  test('a coach who never applied nor enrolled has no student role', async () => {
    const coach = await api.signIn(demo.coach);
    expect(coach.roles).toEqual([{ name: 'COACH' }]);
  });

  test('a student who also coaches has both roles; a student one', async () => {
    expect((await api.signIn(demo.studentCoach)).roles).toEqual([
      { name: 'STUDENT' },
      { name: 'COACH' },
    ]);
    expect((await api.signIn(demo.student)).roles).toEqual([{ name: 'STUDENT' }]);
  });
});
