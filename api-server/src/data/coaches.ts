import type { Queryable } from '../db/database.js';
import type { CoachProfile } from './views.js';

/** Merges `profile` into the coach's stored profile and drops the `cleared` keys from it. */
export async function updateProfile(
  db: Queryable,
  coachId: number,
  profile: Partial<CoachProfile>,
  cleared: string[],
): Promise<void> {
  await db.query('UPDATE coaches SET profile = (profile || $2::jsonb) - $3::text[] WHERE id = $1', [
    coachId,
    JSON.stringify(profile),
    cleared,
  ]);
}

export async function setUserTimeZone(
  db: Queryable,
  userId: number,
  timeZone: string | null,
): Promise<void> {
  await db.query('UPDATE users SET time_zone = $2 WHERE id = $1', [userId, timeZone]);
}
