import type { Clock } from '../clock.js';
import { isoAt } from '../clock.js';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';

/** Attempts are counted within this window. */
const windowMs = 15 * 60_000;

export interface ThrottlePolicy {
  /** Past `after` attempts in the window, each further one waits `stepMs` more, up to `maxMs`. */
  delay?: { after: number; stepMs: number; maxMs: number };
  /** The attempt past `after` in the window is refused, and so is every one for `forMs`. */
  lock?: { after: number; forMs: number };
}

/**
 * Attempts at one account from every address together. They only ever slow a sign-in down, and by
 * a bounded wait: a refusal here would let anyone with a few addresses lock the owner out.
 */
export const accountPolicy = {
  delay: { after: 3, stepMs: 200, maxMs: 5_000 },
} satisfies ThrottlePolicy;

/**
 * One address at one account: after 2 attempts each waits a second longer, and the sixth is
 * refused. Only that address is refused, so the owner signs in from anywhere else.
 */
export const pairPolicy = {
  delay: { after: 2, stepMs: 1_000, maxMs: 3_000 },
  lock: { after: 5, forMs: 15 * 60_000 },
} satisfies ThrottlePolicy;

/** One address at many accounts (spraying): slowed after 10, refused past 20. */
export const addressPolicy = {
  delay: { after: 10, stepMs: 100, maxMs: 1_000 },
  lock: { after: 20, forMs: 15 * 60_000 },
} satisfies ThrottlePolicy;

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
 * Password-guessing throttle, kept in the database so several API instances share it. Each
 * attempt is counted before the password is checked, in one statement per key, so parallel
 * guesses count as surely as sequential ones; the right password takes its attempt back.
 * Refusals (429) fall only on an address: at one account (the pair) or across accounts. An
 * account's own count only delays its sign-ins, by at most a few seconds, so an attack from any
 * number of addresses never keeps the owner out. Unknown e-mails are counted like known ones, so
 * the answers never tell whether an account exists.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /**
   * Counts this attempt at the account, the pair and the address; refuses (429) a refused pair or
   * address, else waits the longest of their delays.
   */
  async check(keys: ThrottleKeys): Promise<void> {
    const keyed = keysOf(keys);
    let wait = 0;
    let refusedSeconds: number | undefined;
    for (const kind of kinds) {
      const { delay, lock } = policies[kind];
      const counted = await this.count(keyed[kind], policies[kind]);
      if (lock && counted.lockedSeconds !== null) {
        refusedSeconds = Math.max(refusedSeconds ?? 0, counted.lockedSeconds);
      }
      if (delay) {
        const steps = Math.max(0, counted.attempts - delay.after);
        wait = Math.max(wait, Math.min(delay.maxMs, steps * delay.stepMs));
      }
    }
    if (refusedSeconds !== undefined) throw tooMany(Math.max(1, refusedSeconds));
    if (wait > 0) await this.sleep(wait);
  }

  /**
   * The right password: the account's count and this address's at it start over, and the address
   * takes back this attempt (its earlier wrong ones at other accounts still count).
   */
  async recordSuccess(keys: ThrottleKeys): Promise<void> {
    const keyed = keysOf(keys);
    await this.db.query('DELETE FROM sign_in_throttle WHERE key IN ($1, $2)', [
      keyed.account,
      keyed.pair,
    ]);
    await this.db.query(
      'UPDATE sign_in_throttle SET failures = failures - 1 WHERE key = $1 AND failures > 1',
      [keyed.address],
    );
    await this.db.query(
      'DELETE FROM sign_in_throttle WHERE key = $1 AND failures <= 1 AND locked_until IS NULL',
      [keyed.address],
    );
  }

  /** The owner proved control of the account's mailbox: every address may try it afresh. */
  async clearAccount(account: string): Promise<void> {
    await this.db.query(
      'DELETE FROM sign_in_throttle WHERE key = $1 OR left(key, length($2)) = $2',
      [accountKey(account), pairPrefix(account)],
    );
  }

  /**
   * Counts one attempt against `key` (the column `failures` holds attempts not taken back); its
   * count in the window, and how long it stays refused if it is.
   */
  private async count(
    key: string,
    policy: ThrottlePolicy,
  ): Promise<{ attempts: number; lockedSeconds: number | null }> {
    const now = this.clock.now();
    const [row] = await this.db.query<{ failures: number; locked_seconds: number | null }>(
      `INSERT INTO sign_in_throttle AS t (key, failures, window_started_at, locked_until)
       VALUES ($1, 1, $2, CASE WHEN 1 > $4 THEN $5::timestamptz END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN t.window_started_at <= $3 THEN 1 ELSE t.failures + 1 END,
         window_started_at = CASE WHEN t.window_started_at <= $3 THEN $2 ELSE t.window_started_at END,
         locked_until = CASE
           WHEN t.locked_until > $2 THEN t.locked_until
           WHEN t.window_started_at > $3 AND t.failures + 1 > $4 THEN $5::timestamptz
           END
       RETURNING failures,
         CASE WHEN locked_until > $2
           THEN ceil(extract(epoch FROM locked_until - $2::timestamptz))::int END AS locked_seconds`,
      [
        key,
        isoAt(now),
        isoAt(now - windowMs),
        policy.lock?.after ?? null,
        policy.lock ? isoAt(now + policy.lock.forMs) : null,
      ],
    );
    return { attempts: row?.failures ?? 1, lockedSeconds: row?.locked_seconds ?? null };
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
