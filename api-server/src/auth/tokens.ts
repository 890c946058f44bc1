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

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export class TokenService {
  constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {}

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
      .sign(this.key);
  }

  /** The principal in a valid, unexpired access token; 401 Unauthorized otherwise. */
  async verifyAccessToken(token: string): Promise<Principal> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer,
        algorithms: ['HS256'],
        currentDate: new Date(this.clock.now()),
      });
      return {
        userId: Number(payload.sub),
        email: String(payload.email),
        roles: (payload.roles as RoleName[]) ?? [],
        studentId: (payload.studentId as number | null) ?? null,
        coachId: (payload.coachId as number | null) ?? null,
        isVerifiedEmail: payload.verified === true,
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('The access token has expired');
      throw unauthorized('The access token is not valid');
    }
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
