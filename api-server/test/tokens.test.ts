import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Secrets } from '../src/auth/secrets.js';
import { loadSecrets } from '../src/auth/secrets.js';
import type { Principal } from '../src/auth/principal.js';
import {
  TokenService,
  accessTokenSeconds,
  refreshGraceSeconds,
  refreshTokenSeconds,
  revocationPollMs,
} from '../src/auth/tokens.js';
import type { Database } from '../src/db/database.js';
import type { TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';

// The token service on its own against a real database: tokens issued and checked at exact moments
// of clocks the tests set, and several instances sharing one database as servers behind a load
// balancer do.
let api: TestApi;
let secrets: Secrets;
let student: Principal;
let otherUserId: number;
beforeAll(async () => {
  api = await openTestApi();
  secrets = await loadSecrets(api.dataDir);
  const [row] = await api.services.db.query<{ id: number; student_id: number }>(
    'SELECT u.id, s.id AS student_id FROM users u JOIN students s ON s.user_id = u.id WHERE u.email = $1',
    [demo.student],
  );
  student = {
    userId: row!.id,
    email: demo.student,
    roles: ['STUDENT'],
    studentId: row!.student_id,
    coachId: null,
    isVerifiedEmail: true,
  };
  const [other] = await api.services.db.query<{ id: number }>(
    'SELECT id FROM users WHERE email = $1',
    [demo.coach],
  );
  otherUserId = other!.id;
});
afterAll(() => api.close());

// Half a second into a whole second, so whole-second rounding shows.
const start = Date.UTC(2026, 10, 24, 9, 0, 0, 500);

function clockAt(ms: number) {
  const clock = { at: ms, now: () => clock.at };
  return clock;
}

/** An instance of the service on the test database, reading the time from `clock`. */
function instance(clock = clockAt(start), db: Database = api.services.db) {
  return new TokenService(db, secrets, clock);
}

const refused = (message: string) => ({ status: 401, key: 'Unauthorized', message });
const notValid = refused('The access token is not valid');
const expired = refused('The access token has expired');
const ended = refused('The session has ended');
const refreshRefused = refused('The refresh token is not valid');

/** A signed-in session: its refresh token and an access token of it, issued at `clock`'s time. */
async function signIn(service: TokenService, principal: Principal = student) {
  const { refreshToken, sessionId } = await service.issueRefreshToken(principal.userId);
  const accessToken = await service.issueAccessToken({ ...principal, sessionId });
  return { refreshToken, sessionId, accessToken };
}

describe('access tokens', () => {
  test('carry the principal and its session, to this instance and to others', async () => {
    const clock = clockAt(start);
    const service = instance(clock);
    const coach: Principal = {
      userId: otherUserId,
      email: demo.coach,
      roles: ['STUDENT', 'COACH'],
      studentId: null,
      coachId: 4,
      isVerifiedEmail: false,
    };
    for (const principal of [student, coach]) {
      const { accessToken, sessionId } = await signIn(service, principal);
      const expected = { ...principal, sessionId };
      expect(await instance(clock).verifyAccessToken(accessToken)).toStrictEqual(expected);
      // Checked twice: the second answer comes from what the first one verified.
      expect(await service.verifyAccessToken(accessToken)).toStrictEqual(expected);
      expect(await service.verifyAccessToken(accessToken)).toStrictEqual(expected);
    }
  });

  test('expire at the whole second their lifetime ends, whether checked before or not', async () => {
    const clock = clockAt(start);
    const service = instance(clock);
    const { accessToken } = await signIn(service);
    await service.verifyAccessToken(accessToken);
    const expiry = (Math.floor(start / 1000) + accessTokenSeconds) * 1000;

    clock.at = expiry - 1;
    expect((await service.verifyAccessToken(accessToken)).userId).toBe(student.userId);
    expect((await instance(clock).verifyAccessToken(accessToken)).userId).toBe(student.userId);

    clock.at = expiry;
    await expect(service.verifyAccessToken(accessToken)).rejects.toMatchObject(expired);
    await expect(instance(clock).verifyAccessToken(accessToken)).rejects.toMatchObject(expired);
  });

  test('only tokens this service signed, with every claim it sets, are valid', async () => {
    const service = instance();
    const { sessionId } = await signIn(service);
    const now = Math.floor(start / 1000);
    const token = ({ key = secrets.jwt, issuer = 'hci-api', type = 'JWT', omit = '' } = {}) => {
      const claims = { email: demo.student, roles: ['STUDENT'], sid: sessionId };
      const jwt = new SignJWT(omit === 'sid' ? { ...claims, sid: undefined } : claims)
        .setProtectedHeader({ alg: 'HS256', typ: type })
        .setSubject(String(student.userId))
        .setIssuer(issuer)
        .setIssuedAt(now);
      return (omit === 'exp' ? jwt : jwt.setExpirationTime(now + 60)).sign(key);
    };
    expect((await service.verifyAccessToken(await token())).sessionId).toBe(sessionId);
    const forged = [
      await token({ key: new Uint8Array(32).fill(7) }),
      await token({ issuer: 'someone-else' }),
      await token({ type: 'at+jwt' }),
      await token({ omit: 'sid' }),
      await token({ omit: 'exp' }),
      'not.a.token',
    ];
    for (const candidate of forged) {
      await expect(service.verifyAccessToken(candidate)).rejects.toMatchObject(notValid);
    }
  });

  test('a revoked session is refused at once by the instance that revoked it', async () => {
    const service = instance();
    const { accessToken, sessionId } = await signIn(service);
    const unchecked = await service.issueAccessToken({ ...student, sessionId });
    await service.verifyAccessToken(accessToken);
    await service.revokeSession(sessionId);
    await expect(service.verifyAccessToken(accessToken)).rejects.toMatchObject(ended);
    await expect(service.verifyAccessToken(unchecked)).rejects.toMatchObject(ended);
  });

  test('other instances learn of revocations with one database read per poll interval', async () => {
    const clock = clockAt(start);
    let reads = 0;
    const db = api.services.db;
    const counted: Database = {
      ...db,
      query: (text, params) => {
        reads += 1;
        return db.query(text, params);
      },
    };
    const elsewhere = instance(clock, counted);
    const { accessToken, sessionId } = await signIn(instance(clock));
    const other = await signIn(instance(clock));
    // A token seen for the first time is checked against the database, once.
    await elsewhere.verifyAccessToken(accessToken);
    await elsewhere.verifyAccessToken(other.accessToken);
    expect(reads).toBe(2);
    reads = 0;
    await instance(clock).revokeSession(sessionId);

    // Within half the interval, requests are answered from memory, revoked or not.
    clock.at = start + revocationPollMs / 2 - 1;
    for (let i = 0; i < 20; i += 1) await elsewhere.verifyAccessToken(accessToken);
    expect(reads).toBe(0);

    // A busy instance then reads ahead, off the request's path; the refusal follows the read.
    clock.at = start + revocationPollMs / 2;
    await elsewhere.verifyAccessToken(accessToken);
    expect(reads).toBe(1);
    await vi.waitFor(() =>
      expect(elsewhere.verifyAccessToken(accessToken)).rejects.toMatchObject(ended),
    );
    expect(reads).toBe(1);
    expect((await elsewhere.verifyAccessToken(other.accessToken)).sessionId).toBe(other.sessionId);

    // After a whole interval without a read, the next request waits for one, and is refused at once.
    await instance(clock).revokeSession(other.sessionId);
    clock.at = start + revocationPollMs / 2 + revocationPollMs;
    await expect(elsewhere.verifyAccessToken(other.accessToken)).rejects.toMatchObject(ended);
    expect(reads).toBe(2);
  });
});

describe('refresh tokens', () => {
  test('a refresh token is exchanged once for the next one of its session', async () => {
    const service = instance();
    const { refreshToken, sessionId } = await signIn(service);
    const next = await service.rotateRefreshToken(refreshToken);
    expect(next).toStrictEqual({
      userId: student.userId,
      sessionId,
      refreshToken: expect.any(String),
    });
    expect(next.refreshToken).not.toBe(refreshToken);
    expect((await service.rotateRefreshToken(next.refreshToken)).sessionId).toBe(sessionId);
    await expect(service.rotateRefreshToken('never-issued')).rejects.toMatchObject(refreshRefused);
  });

  test('within the grace window a spent token answers with the newest of its chain; after it, it is a replay that ends the session', async () => {
    const clock = clockAt(start);
    const service = instance(clock);
    const { refreshToken: first, accessToken } = await signIn(service);
    const second = await service.rotateRefreshToken(first);
    clock.at = start + 10_000;
    const third = await service.rotateRefreshToken(second.refreshToken);
    expect(third.refreshToken).not.toBe(second.refreshToken);

    clock.at = start + refreshGraceSeconds * 1000 - 1;
    expect((await service.rotateRefreshToken(first)).refreshToken).toBe(third.refreshToken);
    expect((await service.rotateRefreshToken(second.refreshToken)).refreshToken).toBe(
      third.refreshToken,
    );

    clock.at = start + refreshGraceSeconds * 1000;
    await expect(service.rotateRefreshToken(first)).rejects.toMatchObject(refreshRefused);
    // The whole session ends: the newest refresh token and the access tokens with it.
    await expect(service.rotateRefreshToken(third.refreshToken)).rejects.toMatchObject(
      refreshRefused,
    );
    await expect(service.verifyAccessToken(accessToken)).rejects.toMatchObject(ended);
  });

  test('a spent token reads at most nine tokens of its chain, however often the chain was rotated in the grace window', async () => {
    const clock = clockAt(start);
    const db = api.services.db;
    let reads = 0;
    const counted: Database = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            query: (text, params) => {
              if (/FROM refresh_tokens/.test(text)) reads += 1;
              return tx.query(text, params);
            },
          }),
        ),
    };
    const service = instance(clock, counted);
    const { refreshToken: first } = await signIn(service);
    const chain = [first];
    for (let i = 0; i < 12; i += 1) {
      chain.push((await service.rotateRefreshToken(chain.at(-1)!)).refreshToken);
    }

    // Eight rotations on, the walk still reaches the newest token.
    reads = 0;
    expect((await service.rotateRefreshToken(chain[4]!)).refreshToken).toBe(chain[12]);
    expect(reads).toBe(9);
    // Further back, it stops after the ninth read with a token that is itself spent.
    reads = 0;
    expect((await service.rotateRefreshToken(first)).refreshToken).toBe(chain[9]);
    expect(reads).toBe(9);
  });

  test('a refresh token expires thirty days after it was issued', async () => {
    const clock = clockAt(start);
    const service = instance(clock);
    const early = await signIn(service);
    const late = await signIn(service);
    clock.at = start + refreshTokenSeconds * 1000 - 1;
    expect((await service.rotateRefreshToken(early.refreshToken)).sessionId).toBe(early.sessionId);
    clock.at = start + refreshTokenSeconds * 1000;
    await expect(service.rotateRefreshToken(late.refreshToken)).rejects.toMatchObject(
      refreshRefused,
    );
  });

  test("ending every session of a user but one leaves that one and other users' sessions", async () => {
    const service = instance();
    const [first, kept, third] = [
      await signIn(service),
      await signIn(service),
      await signIn(service),
    ];
    const otherUser = await signIn(service, { ...student, userId: otherUserId });
    await service.revokeAll(student.userId, kept.sessionId);
    for (const ended of [first, third]) {
      await expect(service.rotateRefreshToken(ended.refreshToken)).rejects.toMatchObject(
        refreshRefused,
      );
    }
    const next = await service.rotateRefreshToken(kept.refreshToken);
    const otherNext = await service.rotateRefreshToken(otherUser.refreshToken);
    await service.revokeAll(student.userId);
    await expect(service.rotateRefreshToken(next.refreshToken)).rejects.toMatchObject(
      refreshRefused,
    );
    expect((await service.rotateRefreshToken(otherNext.refreshToken)).sessionId).toBe(
      otherUser.sessionId,
    );
  });
});
