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
 * An account only ever slows down: a lock per account would let anyone lock its owner out, so
 * guesses at it are bounded per address instead (the pair and address policies).
 */
export const accountPolicy: ThrottlePolicy = {
  delay: { after: 2, stepMs: 200, maxMs: 5_000 },
};

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
 * failures only delay its sign-ins, so the right password from an address that has not been
 * guessing still gets in; refusals (429) fall on the address that guessed, per account and
 * overall. Unknown e-mails are counted like known ones, so the answers never tell whether an
 * account exists.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Refuses (429) a locked address and slows down keys with several recent failures. */
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
    if (wait > 0) await this.sleep(wait);
  }

  async recordFailure(keys: ThrottleKeys): Promise<void> {
    const keyed = keysOf(keys);
    for (const kind of kinds) await this.bump(keyed[kind], policies[kind]);
  }

  /** The right password: the account and this address's guesses at it start over. */
  async recordSuccess(keys: ThrottleKeys): Promise<void> {
    const keyed = keysOf(keys);
    await this.db.query('DELETE FROM sign_in_throttle WHERE key = $1 OR key = $2', [
      keyed.account,
      keyed.pair,
    ]);
  }

  /** The owner proved control of the account's mailbox: every address may try it afresh. */
  async clearAccount(account: string): Promise<void> {
    await this.db.query(
      'DELETE FROM sign_in_throttle WHERE key = $1 OR left(key, length($2)) = $2',
      [accountKey(account), pairPrefix(account)],
    );
  }

  private async bump(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = this.clock.now();
    await this.db.query(
      `INSERT INTO sign_in_throttle AS t (key, failures, window_started_at, locked_until)
       VALUES ($1, 1, $2, CASE WHEN 1 >= $4 THEN $5::timestamptz END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at <= $3 THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at <= $3 THEN $2 ELSE t.window_started_at END,
         locked_until = CASE
           WHEN t.window_started_at > $3 AND t.failures + 1 >= $4 THEN $5::timestamptz
           ELSE t.locked_until END`,
      [
        key,
        isoAt(now),
        isoAt(now - windowMs),
        policy.lock?.after ?? null,
        policy.lock ? isoAt(now + policy.lock.forMs) : null,
      ],
    );
  }
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const accountKey = (email: string) => `account:${normalEmail(email)}`;
// A space never occurs in a valid e-mail address, so no pair key is a prefix of another account's.
const pairPrefix = (email: string) => `pair:${normalEmail(email)} `;
const keysOf = ({ account, address }: ThrottleKeys): Record<Kind, string> => ({
  account: accountKey(account),
  pair: `${pairPrefix(account)}${address}`,
  address: `address:${address}`,
});
