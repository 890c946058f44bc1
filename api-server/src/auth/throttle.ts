import type { Clock } from '../clock.js';
import { isoAt } from '../clock.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';

/** Failures are counted within this window. */
const windowMs = 15 * 60_000;

export interface ThrottlePolicy {
  /** Past `after` failures, each further one adds `stepMs` to the wait, up to `maxMs`. */
  delay?: { after: number; stepMs: number; maxMs: number };
  /** At `after` failures the key is refused for `forMs`. */
  lock?: { after: number; forMs: number };
}

/**
 * An account's failures slow its sign-ins down; refusals fall on the guessing addresses (the pair
 * and address policies), so the owner keeps getting in from elsewhere.
 */
export const accountPolicy: ThrottlePolicy = {
  delay: { after: 2, stepMs: 200, maxMs: 5_000 },
};

/**
 * Attempts at one account from any address, counted before the password is checked so that
 * parallel guesses count too: past 30 in the window the account is refused for 15 minutes, to
 * the owner as well. The per-address policies cannot hold alone, since addresses are cheap (or,
 * behind a misconfigured proxy, forged); the owner gets in again at once through a reset link.
 */
export const accountAttemptsPolicy = {
  lock: { after: 30, forMs: 15 * 60_000 },
} satisfies ThrottlePolicy;

/** One address guessing one account's password: refused after 5 failures. */
export const pairPolicy: ThrottlePolicy = {
  lock: { after: 5, forMs: 15 * 60_000 },
};

/** One address guessing across accounts (spraying): slowed, then refused after 20 failures. */
export const addressPolicy: ThrottlePolicy = {
  delay: { after: 10, stepMs: 100, maxMs: 1_000 },
  lock: { after: 20, forMs: 15 * 60_000 },
};

const tooMany = (retryAfterSeconds: number) =>
  Object.assign(
    new ApiError(429, 'tooManyRequests', 'Too many failed sign-in attempts; try again later'),
    { retryAfterSeconds },
  );

export interface ThrottleKeys {
  account: string;
  address: string;
}

const kinds = ['account', 'pair', 'address'] as const;
type Kind = (typeof kinds)[number];
const policies: Record<Kind, ThrottlePolicy> = {
  account: accountPolicy,
  pair: pairPolicy,
  address: addressPolicy,
};

/**
 * Failed sign-in throttling, kept in the database so several API instances share it. An account's
 * failures delay its sign-ins, so the right password from an address that has not been guessing
 * still gets in; refusals (429) fall on the address that guessed, per account and overall, and
 * on the account itself only past its bound of attempts from everywhere. Unknown e-mails are
 * counted like known ones, so the answers never tell whether an account exists.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /**
   * Refuses (429) a locked address or an account past its attempts, counts this attempt at the
   * account, and slows down keys with several recent failures.
   */
  async check(keys: ThrottleKeys): Promise<void> {
    const keyed = keysOf(keys);
    const now = this.clock.now();
    const rows = await this.db.query<{
      key: string;
      failures: number;
      fresh: boolean;
      locked: boolean;
      locked_seconds: number | null;
    }>(
      `SELECT key, failures, window_started_at > $4 AS fresh,
              coalesce(locked_until > $5, false) AS locked,
              ceil(extract(epoch FROM locked_until - $5::timestamptz))::int AS locked_seconds
       FROM sign_in_throttle WHERE key IN ($1, $2, $3)`,
      [keyed.account, keyed.pair, keyed.address, isoAt(now - windowMs), isoAt(now)],
    );
    let wait = 0;
    for (const kind of kinds) {
      const { delay, lock } = policies[kind];
      const row = rows.find((r) => r.key === keyed[kind]);
      if (row && lock && row.locked) throw tooMany(Math.max(1, row.locked_seconds ?? 1));
      if (!row?.fresh || !delay) continue;
      const steps = Math.max(0, row.failures - delay.after);
      wait = Math.max(wait, Math.min(delay.maxMs, steps * delay.stepMs));
    }
    // Counted in one statement, so of parallel attempts only the bound's number get through.
    const attempts = await this.bump(attemptsKey(keys.account), accountAttemptsPolicy);
    if (attempts.failures > accountAttemptsPolicy.lock.after) {
      throw tooMany(Math.max(1, attempts.lockedSeconds ?? 1));
    }
    if (wait > 0) await this.sleep(wait);
  }

  async recordFailure(keys: ThrottleKeys): Promise<void> {
    const keyed = keysOf(keys);
    for (const kind of kinds) await this.bump(keyed[kind], policies[kind]);
  }

  /** The right password: the account and this address's guesses at it start over. */
  async recordSuccess(keys: ThrottleKeys): Promise<void> {
    const keyed = keysOf(keys);
    await this.db.query('DELETE FROM sign_in_throttle WHERE key IN ($1, $2, $3)', [
      keyed.account,
      keyed.pair,
      attemptsKey(keys.account),
    ]);
  }

  /** The owner proved control of the account's mailbox: every address may try it afresh. */
  async clearAccount(account: string): Promise<void> {
    await this.db.query(
      'DELETE FROM sign_in_throttle WHERE key IN ($1, $2) OR left(key, length($3)) = $3',
      [accountKey(account), attemptsKey(account), pairPrefix(account)],
    );
  }

  /** Counts one more against `key`; its count in the window and how long it stays locked. */
  private async bump(
    key: string,
    policy: ThrottlePolicy,
  ): Promise<{ failures: number; lockedSeconds: number | null }> {
    const now = this.clock.now();
    const [row] = await this.db.query<{ failures: number; locked_seconds: number | null }>(
      `INSERT INTO sign_in_throttle AS t (key, failures, window_started_at, locked_until)
       VALUES ($1, 1, $2, CASE WHEN 1 >= $4 THEN $5::timestamptz END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at <= $3 THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at <= $3 THEN $2 ELSE t.window_started_at END,
         locked_until = CASE
           WHEN t.window_started_at > $3 AND t.failures + 1 >= $4 THEN $5::timestamptz
           ELSE t.locked_until END
       RETURNING failures,
         ceil(extract(epoch FROM locked_until - $2::timestamptz))::int AS locked_seconds`,
      [
        key,
        isoAt(now),
        isoAt(now - windowMs),
        policy.lock?.after ?? null,
        policy.lock ? isoAt(now + policy.lock.forMs) : null,
      ],
    );
    return { failures: row?.failures ?? 1, lockedSeconds: row?.locked_seconds ?? null };
  }
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `account:${normalEmail(email)}`;
const attemptsKey = (email: string) => `attempts:${normalEmail(email)}`;
// A space never occurs in a valid e-mail address, so no pair key is a prefix of another account's.
const pairPrefix = (email: string) => `pair:${normalEmail(email)} `;
const keysOf = ({ account, address }: ThrottleKeys): Record<Kind, string> => ({
  account: accountKey(account),
  pair: `${pairPrefix(account)}${address}`,
  address: `address:${address}`,
});
