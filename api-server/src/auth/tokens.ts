import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Clock } from '../clock.js';
import { isoAt } from '../clock.js';
import type { Database } from '../db/database.js';
import { ApiError, unauthorized } from '../http/errors.js';

export type RoleName = 'STUDENT' | 'COACH';

export interface Principal {
  userId: number;
  email: string;
  roles: RoleName[];
  studentId: number | null;
  coachId: number | null;
  isVerifiedEmail: boolean;
}

export const accessTokenSeconds = 15 * 60;
export const refreshTokenSeconds = 30 * 24 * 3600;

const issuer = 'hci-api';

/** Verified access tokens kept in memory; bounded so a flood of distinct tokens cannot grow it. */
const verifiedCacheSize = 10_000;

interface VerifiedToken {
  principal: Principal;
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
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    private readonly db: Database,
    secret: Uint8Array<ArrayBuffer>,
    private readonly clock: Clock,
  ) {
    this.key = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async issueAccessToken(principal: Principal): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT({
      email: principal.email,
      roles: principal.roles,
      studentId: principal.studentId,
      coachId: principal.coachId,
      verified: principal.isVerifiedEmail,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(principal.userId))
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + accessTokenSeconds)
      .sign(await this.key);
  }

  /** The principal in a valid, unexpired access token; 401 Unauthorized otherwise. */
  async verifyAccessToken(token: string): Promise<Principal> {
    // jose's rule: a token is expired once `exp` is at or before the current whole second.
    const now = Math.floor(this.clock.now() / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > now) return known.principal;
      this.verified.delete(token);
      throw unauthorized('The access token has expired');
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer,
        algorithms: ['HS256'],
        currentDate: new Date(this.clock.now()),
      });
      const principal: Principal = {
        userId: Number(payload.sub),
        email: String(payload.email),
        roles: (payload.roles as RoleName[]) ?? [],
        studentId: (payload.studentId as number | null) ?? null,
        coachId: (payload.coachId as number | null) ?? null,
        isVerifiedEmail: payload.verified === true,
      };
      if (typeof payload.exp === 'number')
        this.remember(token, { principal, expiresAt: payload.exp });
      return principal;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('The access token has expired');
      throw unauthorized('The access token is not valid');
    }
  }

  private remember(token: string, entry: VerifiedToken) {
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.verified.size >= verifiedCacheSize) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, entry);
  }

  /** A new refresh token; `familyId` continues a rotation chain, a sign-in starts a new one. */
  async issueRefreshToken(userId: number, familyId: string = randomUUID()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.query(
      `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        userId,
        familyId,
        sha256(token),
        isoAt(this.clock.now() + refreshTokenSeconds * 1000),
        isoAt(this.clock.now()),
      ],
    );
    return token;
  }

  /**
   * Exchanges a refresh token for the next one in its family. Presenting one that was already
   * rotated means it leaked: the whole family is revoked and the caller must sign in again.
   */
  async rotateRefreshToken(token: string): Promise<{ userId: number; refreshToken: string }> {
    const now = isoAt(this.clock.now());
    const outcome = await this.db.transaction(async (tx) => {
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
        [sha256(token), now],
      );
      if (!row || row.revoked_at) return { kind: 'invalid' as const };
      if (row.rotated_at) {
        await tx.query(
          'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL',
          [row.family_id, now],
        );
        return { kind: 'reused' as const };
      }
      if (row.expired) return { kind: 'invalid' as const };
      await tx.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE id = $1', [row.id, now]);
      return { kind: 'ok' as const, userId: row.user_id, familyId: row.family_id };
    });
    if (outcome.kind !== 'ok') {
      throw new ApiError(401, 'Unauthorized', 'The refresh token is not valid');
    }
    return {
      userId: outcome.userId,
      refreshToken: await this.issueRefreshToken(outcome.userId, outcome.familyId),
    };
  }

  async revokeAll(userId: number): Promise<void> {
    await this.db.query(
      'UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, isoAt(this.clock.now())],
    );
  }
}
