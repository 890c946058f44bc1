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

const tooMany = (retryAfterSeconds: number) =>
  Object.assign(new ApiError(429, 'tooManyRequests', 'Too many requests; try again later'), {
    retryAfterSeconds,
  });

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

  /** Counts `amount` against `key`; refuses with 429 once the window's limit is passed. */
  async take(key: string, amount: number, policy: QuotaPolicy): Promise<void> {
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
    if (used > policy.limit) throw tooMany(Math.max(1, row?.seconds_left ?? 1));
  }
}
