import type { Queryable } from '../db/database.js';

/** The event a session's reminder is claimed by: the session and the start it is due before. */
export const reminderKey = (sessionId: number, startsAtMs: number) =>
  `session-reminder:${sessionId}:${startsAtMs}`;

/**
 * Scheduled sessions starting after `from` and by `to` whose reminder for that start was not sent
 * yet, soonest first, at most `limit`.
 */
export function unremindedSessions(db: Queryable, from: string, to: string, limit: number) {
  return db.query<{ id: number; starts_at: string }>(
    `SELECT s.id, s.starts_at FROM coach_sessions s
     WHERE s.status = 'SCHEDULED' AND s.starts_at > $1 AND s.starts_at <= $2
       AND NOT EXISTS (SELECT 1 FROM job_events e WHERE e.key =
         'session-reminder:' || s.id || ':' || (extract(epoch FROM s.starts_at) * 1000)::bigint)
     ORDER BY s.starts_at, s.id LIMIT $3`,
    [from, to, limit],
  );
}

/** Claims reminder events by key; the ones claimed now (not before, nor by another sweep). */
export async function claimReminders(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ key: string }>(
    `INSERT INTO job_events (key) SELECT unnest($1::text[])
     ON CONFLICT (key) DO NOTHING RETURNING key`,
    [keys],
  );
  return new Set(rows.map((row) => row.key));
}
