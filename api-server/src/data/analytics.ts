import type { Queryable } from '../db/database.js';

/** Stores the events, each under its name, in one statement. */
export async function insertEvents(
  db: Queryable,
  events: readonly { name: string }[],
): Promise<void> {
  await db.query(
    `INSERT INTO analytics_events (name, properties)
     SELECT event->>'name', event FROM jsonb_array_elements($1::jsonb) AS event`,
    [JSON.stringify(events)],
  );
}
