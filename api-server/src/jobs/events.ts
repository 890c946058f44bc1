import type { Queryable } from '../db/database.js';

/**
 * Claims a business event by its key: true the first time, false ever after, on any instance.
 * What acts on the event once (a mail, a reminder) claims it first.
 */
export async function claimEvent(db: Queryable, key: string): Promise<boolean> {
  const claimed = await db.query(
    'INSERT INTO job_events (key) VALUES ($1) ON CONFLICT (key) DO NOTHING RETURNING key',
    [key],
  );
  return claimed.length === 1;
}
