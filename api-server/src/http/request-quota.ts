import type { Clock } from '../clock.js';
import { isoAt } from '../clock.js';
import type { Database } from '../db/database.js';
import { ApiError } from './errors.js';

export interface QuotaPolicy {
  /** How much a key may use within one window. */
  limit: number;
  windowMs: number;
}

/** Usage events: a busy screen sends a few a second; a script filling the table sends thousands. */
export const analyticsPolicy: QuotaPolicy = { limit: 300, windowMs: 60_000 };

/**
 * Accounts one client address may create in an hour: a household or a small class behind one
 * address signs up, a script making accounts by the dozen does not.
 */
export const signUpPolicy: QuotaPolicy = { limit: 10, windowMs: 60 * 60_000 };

/**
 * Answers that an address already has an account one client address may get in an hour. The
 * answer sends a person to the forgot-password page; past a few, a client is testing addresses,
 * and every sign-up from it is refused until the hour ends.
 */
export const takenAddressPolicy: QuotaPolicy = { limit: 3, windowMs: 60 * 60_000 };

/** Mails telling an account's owner that someone tried to sign up with its address: one an hour. */
export const takenAddressNoticePolicy: QuotaPolicy = { limit: 1, windowMs: 60 * 60_000 };

/**
 * Reset links one client address may ask for in 15 minutes, for whatever accounts: counted per
 * asking client, so an attacker's requests never use up the owner's.
 */
export const resetLinkPolicy: QuotaPolicy = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Reset mails one address receives in a minute: enough for its owner, too few to bury an inbox.
 * Further requests in that minute answer as usual and send nothing.
 */
export const resetMailPolicy: QuotaPolicy = { limit: 1, windowMs: 60_000 };

const dayMs = 24 * 60 * 60_000;

/**
 * What an account whose e-mail is not verified may do in a day: enough to get started (a photo
 * and a document or two, a card, a first purchase), too little to use the API as free file
 * storage or to test stolen cards. Verifying the e-mail lifts every bound.
 */
export const unverifiedAllowance = {
  uploads: { limit: 5, windowMs: dayMs },
  uploadBytes: { limit: 10 * 1024 * 1024, windowMs: dayMs },
  cards: { limit: 2, windowMs: dayMs },
  purchases: { limit: 2, windowMs: dayMs },
} satisfies Record<string, QuotaPolicy>;

const tooMany = (retryAfterSeconds: number) =>
  Object.assign(new ApiError(429, 'tooManyRequests', 'Too many requests; try again later'), {
    retryAfterSeconds,
  });

// Waiting is not the way on: verifying the e-mail is, so the answer says that and no Retry-After.
const verifyFirst = () =>
  new ApiError(403, 'emailNotVerified', 'Verify the e-mail address of the account to do more');

/**
 * Fixed-window quotas per key (a client address, a user), counted in the database so several API
 * instances share them. What a refused request asked for is counted too: a caller who keeps
 * sending stays refused until the window ends.
 */
export class RequestQuota {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts what an account does against its allowance while its e-mail is not verified; 403
   * emailNotVerified once it is used up. A verified account is not counted.
   */
  async takeUnverified(
    user: { userId: number; isVerifiedEmail: boolean },
    kind: keyof typeof unverifiedAllowance,
    amount = 1,
  ): Promise<void> {
    if (user.isVerifiedEmail) return;
    await this.take(
      `unverified-${kind}:${user.userId}`,
      amount,
      unverifiedAllowance[kind],
      verifyFirst,
    );
  }

  /** Counts `amount` against `key`; refuses (429 unless told) once the window's limit is passed. */
  async take(
    key: string,
    amount: number,
    policy: QuotaPolicy,
    refusal: (retryAfterSeconds: number) => ApiError = tooMany,
  ): Promise<void> {
    const { used, secondsLeft } = await this.use(key, amount, policy);
    if (used > policy.limit) throw refusal(secondsLeft);
  }

  /** Counts one use of `key`; whether it is within the window's limit. Nothing is refused. */
  async admit(key: string, policy: QuotaPolicy): Promise<boolean> {
    return (await this.use(key, 1, policy)).used <= policy.limit;
  }

  /** Refuses (429) while `key` has used up its window's limit; counts nothing. */
  async refuseSpent(key: string, policy: QuotaPolicy): Promise<void> {
    const [row] = await this.db.query<{ used: number; seconds_left: number }>(
      `SELECT used, ceil(extract(epoch FROM window_started_at - $2::timestamptz))::int AS seconds_left
       FROM request_quotas WHERE key = $1 AND window_started_at > $2`,
      [key, isoAt(this.clock.now() - policy.windowMs)],
    );
    if (row && row.used >= policy.limit) throw tooMany(Math.max(1, row.seconds_left));
  }

  private async use(
    key: string,
    amount: number,
    policy: QuotaPolicy,
  ): Promise<{ used: number; secondsLeft: number }> {
    const now = this.clock.now();
    const windowStart = isoAt(now - policy.windowMs);
    const [row] = await this.db.query<{ used: number; seconds_left: number }>(
      `INSERT INTO request_quotas AS q (key, used, window_started_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET
         used = CASE WHEN q.window_started_at <= $4 THEN $2 ELSE q.used + $2 END,
         window_started_at = CASE WHEN q.window_started_at <= $4 THEN $3 ELSE q.window_started_at END
       RETURNING used, ceil(extract(epoch FROM window_started_at - $4::timestamptz))::int AS seconds_left`,
      [key, amount, isoAt(now), windowStart],
    );
    const used = row?.used ?? amount;
    // A key starting a new window is the moment to forget keys whose windows have ended.
    if (used === amount) {
      await this.db.query('DELETE FROM request_quotas WHERE window_started_at <= $1', [
        windowStart,
      ]);
    }
    return { used, secondsLeft: Math.max(1, row?.seconds_left ?? 1) };
  }
}
