import { isKnownTimeZone } from '../data/coach-sessions/schedule.js';
import type { Queryable } from '../db/database.js';
import { badRequest } from '../http/errors.js';

/**
 * Refuses a time zone the database does not know (it converts every local time with it), naming
 * the field at `path`.
 */
export async function checkKnownTimeZone(
  db: Queryable,
  timeZone: string,
  path: string,
): Promise<void> {
  if (!(await isKnownTimeZone(db, timeZone)))
    throw badRequest('Unknown time zone', [{ path, message: 'must be an IANA time zone' }]);
}

/** A user's zone as sent: 'none' is no zone (the app uses the browser's), any other is checked. */
export async function userTimeZone(db: Queryable, timeZone: string): Promise<string | null> {
  if (timeZone === 'none') return null;
  await checkKnownTimeZone(db, timeZone, 'user.timeZone');
  return timeZone;
}
