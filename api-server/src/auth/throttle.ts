import type { Clock } from '../clock.js';
import { isoAt } from '../clock.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';

export interface ThrottlePolicy {
  /** Failures counted within this window. */
  windowMs: number;
  /** Failures after which each further attempt waits a little longer. */
  slowAfter: number;
  /** Failures after which the key is refused until `lockMs` has passed. */
  lockAfter: number;
  lockMs: number;
  /** Extra wait per failure beyond `slowAfter`. */
  stepDelayMs: number;
}

export const accountPolicy: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  slowAfter: 2,
  lockAfter: 5,
  lockMs: 15 * 60_000,
  stepDelayMs: 200,
};

export const addressPolicy: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  slowAfter: 10,
  lockAfter: 20,
  lockMs: 15 * 60_000,
  stepDelayMs: 100,
};

const tooMany = () =>
  new ApiError(429, 'tooManyRequests', 'Too many failed sign-in attempts; try again later');

/**
 * Failed sign-in throttling per account and per client address, kept in the database so several
 * API instances share it. Unknown e-mails are counted like known ones, so the answers never tell
 * whether an account exists.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Refuses (429) a locked key and slows down one with several recent failures. */
  async check(keys: { account: string; address: string }): Promise<void> {
    const rows = await this.db.query<{
      key: string;
      failures: number;
      locked: boolean;
      fresh: boolean;
    }>(
      `SELECT key, failures, coalesce(locked_until > $3, false) AS locked,
              window_started_at > $4 AS fresh
       FROM sign_in_throttle WHERE key = $1 OR key = $2`,
      [
        accountKey(keys.account),
        addressKey(keys.address),
        isoAt(this.clock.now()),
        isoAt(this.clock.now() - accountPolicy.windowMs),
      ],
    );
    if (rows.some((row) => row.locked)) throw tooMany();
    let delay = 0;
    for (const row of rows) {
      if (!row.fresh) continue;
      const policy = row.key.startsWith('account:') ? accountPolicy : addressPolicy;
      delay = Math.max(delay, Math.max(0, row.failures - policy.slowAfter) * policy.stepDelayMs);
    }
    if (delay > 0) await this.sleep(delay);
  }

  async recordFailure(keys: { account: string; address: string }): Promise<void> {
    await this.bump(accountKey(keys.account), accountPolicy);
    await this.bump(addressKey(keys.address), addressPolicy);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.db.query('DELETE FROM sign_in_throttle WHERE key = $1', [accountKey(account)]);
  }

  private async bump(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = this.clock.now();
    await this.db.query(
      `INSERT INTO sign_in_throttle AS t (key, failures, window_started_at)
       VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at <= $3 THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at <= $3 THEN $2 ELSE t.window_started_at END,
         locked_until = CASE
           WHEN t.window_started_at > $3 AND t.failures + 1 >= $4 THEN $5::timestamptz
           ELSE t.locked_until END`,
      [key, isoAt(now), isoAt(now - policy.windowMs), policy.lockAfter, isoAt(now + policy.lockMs)],
    );
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
