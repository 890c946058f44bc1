import { RuleRefusal } from '@hci/rules';
import { createHash, createHmac, randomBytes, randomUUID } from '#crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Clock } from '../clock.js';
import { isoAt } from '../clock.js';
import type { Database, Queryable } from '../db/database.js';
import { DatabaseUnavailable } from '../db/database.js';
import type { Secrets } from './secrets.js';
import { ApiError, unauthorized } from '../http/errors.js';
import { BoundedMap } from './bounded-map.js';
import type { Principal, RoleName, SessionPrincipal } from './principal.js';
import { Revocations } from './revocations.js';

export const accessTokenSeconds = 15 * 60;
export const refreshTokenSeconds = 30 * 24 * 3600;
/**
 * How long a refresh token that was just exchanged still answers with its successor: two tabs of
 * one session that refresh at the same moment both keep the session. Presented later, it is a
 * replay, and the whole session is revoked.
 */
export const refreshGraceSeconds = 30;
export { revocationPollMs } from './revocations.js';

const issuer = 'hci-api';

/** Verified access tokens kept in memory; bounded so a flood of distinct tokens cannot grow it. */
const verifiedCacheSize = 10_000;

interface VerifiedToken {
  principal: SessionPrincipal;
  /** The token's `exp` claim, in seconds. */
  expiresAt: number;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export class TokenService {
  /** Imported once: handing jose the raw bytes would import the key again on every call. */
  private readonly key: Promise<CryptoKey>;
  /**
   * Tokens that passed full verification, by their exact text (signature included). A client
   * sends the same token for up to 15 minutes, and checking the HMAC through WebCrypto on every
   * request costs more CPU than the rest of a typical request. Expiry is still checked each time.
   */
  private readonly verified = new BoundedMap<string, VerifiedToken>(verifiedCacheSize);
  /**
   * Sessions known to be revoked. A token is checked against the database the first time this
   * instance sees it, so a restarted or added instance knows every revocation before it accepts
   * a token; a token already remembered is refused at once by the instance that revoked its
   * session, and within `revocationPollMs` by the others.
   */
  private readonly revoked: Revocations;

  constructor(
    private readonly db: Database,
    private readonly secrets: Pick<Secrets, 'jwt' | 'refresh'>,
    private readonly clock: Clock,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      secrets.jwt,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    this.revoked = new Revocations(db, clock, accessTokenSeconds * 1000);
  }

  /**
   * Forgets the sessions known to be revoked, for a database put back to a copy kept before
   * they were (the browser build's reset between stories and tests).
   */
  forgetRevocations(): void {
    this.revoked.forget();
  }

  async issueAccessToken(principal: Principal): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT({
      email: principal.email,
      roles: principal.roles,
      studentId: principal.studentId,
      coachId: principal.coachId,
      verified: principal.isVerifiedEmail,
      sid: principal.sessionId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(principal.userId))
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + accessTokenSeconds)
      .sign(await this.key);
  }

  /** The principal in a valid, unexpired access token; 401 Unauthorized otherwise. */
  async verifyAccessToken(token: string): Promise<SessionPrincipal> {
    // jose's rule: a token is expired once `exp` is at or before the current whole second.
    const now = Math.floor(this.clock.now() / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt <= now) {
        this.verified.delete(token);
        throw unauthorized('The access token has expired');
      }
      await this.revoked.readRecently();
      if (this.revoked.has(known.principal.sessionId)) {
        throw unauthorized('The session has ended');
      }
      return known.principal;
    }
    try {
      // Only tokens this service issued verify, and it always sets every claim read below.
      const { payload } = await jwtVerify(token, await this.key, {
        issuer,
        typ: 'JWT',
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sid'],
        currentDate: new Date(this.clock.now()),
      });
      const principal: SessionPrincipal = {
        userId: Number(payload.sub),
        email: String(payload.email),
        roles: payload.roles as RoleName[],
        studentId: payload.studentId as number | null,
        coachId: payload.coachId as number | null,
        isVerifiedEmail: payload.verified === true,
        sessionId: String(payload.sid),
      };
      if (await this.sessionEnded(principal.sessionId)) {
        throw unauthorized('The session has ended');
      }
      this.verified.set(token, { principal, expiresAt: payload.exp! });
      return principal;
    } catch (error) {
      // A database that cannot be reached says nothing of the token: 503, not a sign-out.
      if (error instanceof RuleRefusal || error instanceof DatabaseUnavailable) throw error;
      if (error instanceof errors.JWTExpired) throw unauthorized('The access token has expired');
      throw unauthorized('The access token is not valid');
    }
  }

  /** The refresh token of a new sign-in, which starts its own family (session). */
  async issueRefreshToken(userId: number): Promise<{ refreshToken: string; sessionId: string }> {
    const sessionId = randomUUID();
    const refreshToken = randomBytes(32).toString('base64url');
    await this.storeRefreshToken(this.db, userId, sessionId, refreshToken);
    return { refreshToken, sessionId };
  }

  private async storeRefreshToken(db: Queryable, userId: number, familyId: string, token: string) {
    await db.query(
      `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (token_hash) DO NOTHING`,
      [
        userId,
        familyId,
        sha256(token),
        isoAt(this.clock.now() + refreshTokenSeconds * 1000),
        isoAt(this.clock.now()),
      ],
    );
  }

  /**
   * The token that replaces `token`, derived from it with a server key: a refresh presented twice
   * within the grace window answers with the same successor without the server keeping it.
   */
  private successorOf(token: string): string {
    return createHmac('sha256', this.secrets.refresh).update(token).digest('base64url');
  }

  /**
   * Exchanges a refresh token for the next one in its family. Presented again within
   * `refreshGraceSeconds` of that exchange, it answers with the newest token of the chain (parallel
   * refreshes of one session all succeed); later, it is a replay of a leaked token: the whole
   * family is revoked and the caller must sign in again.
   */
  async rotateRefreshToken(
    token: string,
  ): Promise<{ userId: number; refreshToken: string; sessionId: string }> {
    const now = this.clock.now();
    // Null for a token that is unknown, revoked, expired or replayed.
    const outcome = await this.db.transaction(async (tx) => {
      const row = await this.lockToken(tx, token);
      if (!row || row.revoked_at) return null;
      if (row.rotated_at) {
        if (Date.parse(row.rotated_at) > now - refreshGraceSeconds * 1000) {
          // The newest token of the chain: a tab that arrives last must not get a spent one. A
          // family is revoked whole, so its later tokens are live like this one; the walk is
          // bounded, a chain rotated more often within the grace window ends with a spent token.
          let newest = this.successorOf(token);
          for (let step = 0; step < 8; step += 1) {
            const next = await this.lockToken(tx, newest);
            if (!next?.rotated_at) break;
            newest = this.successorOf(newest);
          }
          return { row, refreshToken: newest };
        }
        await this.revokeWhere(tx, 'family_id = $1', [row.family_id]);
        return null;
      }
      if (row.expired) return null;
      await tx.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE id = $1', [
        row.id,
        isoAt(now),
      ]);
      const refreshToken = this.successorOf(token);
      await this.storeRefreshToken(tx, row.user_id, row.family_id, refreshToken);
      return { row, refreshToken };
    });
    if (!outcome) throw new ApiError(401, 'Unauthorized', 'The refresh token is not valid');
    return {
      userId: outcome.row.user_id,
      refreshToken: outcome.refreshToken,
      sessionId: outcome.row.family_id,
    };
  }

  private async lockToken(tx: Queryable, token: string) {
    const [row] = await tx.query<{
      id: number;
      user_id: number;
      family_id: string;
      expired: boolean;
      rotated_at: string | null;
      revoked_at: string | null;
    }>(
      `SELECT id, user_id, family_id, expires_at <= $2 AS expired, rotated_at, revoked_at
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [sha256(token), isoAt(this.clock.now())],
    );
    return row;
  }

  /**
   * Whether a session was revoked, as the database says now (whichever instance revoked it). One
   * indexed read, made when a token is first seen and for each private media request, never for a
   * token already remembered.
   */
  async sessionEnded(sessionId: string): Promise<boolean> {
    if (this.revoked.has(sessionId)) return true;
    const [row] = await this.db.query<{ revoked_at: string }>(
      `SELECT revoked_at FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NOT NULL
       LIMIT 1`,
      [sessionId],
    );
    if (row) this.revoked.set(sessionId, Date.parse(row.revoked_at));
    return Boolean(row);
  }

  /** Ends one session: its refresh tokens stop working and its access tokens are refused. */
  async revokeSession(sessionId: string): Promise<void> {
    await this.revokeWhere(this.db, 'family_id = $1', [sessionId]);
  }

  /** Ends every session of a user, or every one but `keep` (the one that asked). */
  async revokeAll(userId: number, keep?: string): Promise<void> {
    await this.revokeWhere(this.db, 'user_id = $1 AND family_id IS DISTINCT FROM $2::uuid', [
      userId,
      keep ?? null,
    ]);
  }

  private async revokeWhere(db: Queryable, where: string, params: (string | number | null)[]) {
    const at = this.clock.now();
    const rows = await db.query<{ family_id: string }>(
      `UPDATE refresh_tokens SET revoked_at = $${params.length + 1}
       WHERE ${where} AND revoked_at IS NULL RETURNING family_id`,
      [...params, isoAt(at)],
    );
    for (const { family_id } of rows) this.revoked.set(family_id, at);
  }
}
