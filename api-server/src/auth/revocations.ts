import type { Clock } from '../clock.js';
import { isoAt } from '../clock.js';
import type { Queryable } from '../db/database.js';

/** How often an instance learns which sessions other instances revoked. */
export const revocationPollMs = 2_000;

/**
 * The sessions this instance knows to be revoked, with when, as long as a token of theirs may
 * still be presented. What other instances revoked is read from the database: a remembered token
 * is never accepted on revocations read longer ago than `revocationPollMs`.
 */
export class Revocations {
  private readonly revoked = new Map<string, number>();
  private readAt: number;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    /** How long a revoked session may still have a token to refuse: an access token's life. */
    private readonly keepMs: number,
  ) {
    this.readAt = clock.now();
  }

  has(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  set(sessionId: string, at: number): void {
    this.revoked.set(sessionId, at);
  }

  /** Forgets every revocation known here: the database was put back to before any of them. */
  forget(): void {
    this.revoked.clear();
  }

  /**
   * Makes sure the revocations known here were read from the database within `revocationPollMs`.
   * A busy instance reads them ahead, off the request's path, once half of that has passed; an
   * instance that sat idle longer makes its next request wait for the read, so it never accepts
   * a token on what it knew before it went idle.
   */
  async readRecently(): Promise<void> {
    const age = this.clock.now() - this.readAt;
    if (age >= revocationPollMs) await this.read();
    else if (age >= revocationPollMs / 2) this.read().catch(() => undefined);
  }

  /** Reads what other instances revoked since the last read; one read at a time. */
  private read(): Promise<void> {
    if (this.reading) return this.reading;
    const now = this.clock.now();
    const since = this.readAt;
    this.reading = this.db
      .query<{ family_id: string; revoked_at: string }>(
        'SELECT family_id, max(revoked_at) AS revoked_at FROM refresh_tokens WHERE revoked_at > $1 GROUP BY family_id',
        // Overlapping reads: a revocation committed while the last read ran is not missed.
        [isoAt(since - revocationPollMs)],
      )
      .then((rows) => {
        for (const row of rows) this.revoked.set(row.family_id, Date.parse(row.revoked_at));
        this.readAt = now;
        // Past an access token's lifetime a revoked session has no token left to refuse.
        for (const [sessionId, at] of this.revoked) {
          if (at < now - this.keepMs) this.revoked.delete(sessionId);
        }
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }
}
