import type { Queryable } from '../db/database.js';
import type { PageRequest } from '../http/operation.js';
import { pagedQuery } from './listing.js';
import { coachSelect, type CoachProfile, type CoachRow } from './views.js';

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

/** The public directory lists the coaches with at least one published product or service. */
const listedInDirectory = `EXISTS (SELECT 1 FROM coach_products p
  WHERE p.coach_id = c.id AND p.published AND p.deleted_at IS NULL)`;

export async function isInPublicDirectory(db: Queryable, coachId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM coaches c WHERE c.id = $1 AND ${listedInDirectory}`, [
    coachId,
  ]);
  return rows.length > 0;
}

/**
 * One page of the coaches with at least one published product or service, by name: the keyword
 * (an ILIKE pattern) matches the name, a specialization (a pattern too) and a language narrow.
 */
export function publicCoachesPage(
  db: Queryable,
  filters: { keyword: string | null; specialization: string | null; language: string | null },
  page: PageRequest,
) {
  return pagedQuery<CoachRow>(
    db,
    `${coachSelect}
     WHERE ${listedInDirectory}
       AND ($1::text IS NULL OR concat_ws(' ', s.first_name, s.middle_name, s.last_name) ILIKE $1)
       AND ($2::text IS NULL OR EXISTS (
         SELECT 1 FROM jsonb_array_elements_text(coalesce(c.profile->'specializations', '[]')) AS sp(name)
         WHERE sp.name ILIKE $2))
       AND ($3::text IS NULL OR coalesce(c.profile->'languages', '[]') @> jsonb_build_array($3::text))`,
    [filters.keyword, filters.specialization, filters.language],
    page,
    'last_name, first_name, coach_pk',
  );
}
