import type { Queryable } from '../db/database.js';
import type { PageRequest } from '../http/operation.js';
import type { EntryRow, Stored } from './views.js';
import { pagedQuery } from './listing.js';

/** Educations and certifications are stored alike, each in its own table. */
export type EntryTable = 'coach_educations' | 'coach_certifications';

export function entriesPage<Input>(
  db: Queryable,
  table: EntryTable,
  coachId: number,
  page: PageRequest,
  order: string,
) {
  return pagedQuery<EntryRow<Input>>(
    db,
    `SELECT * FROM ${table} WHERE coach_id = $1`,
    [coachId],
    page,
    order,
  );
}

export async function insertEntry<Input>(
  db: Queryable,
  table: EntryTable,
  coachId: number,
  data: Stored<Input>,
): Promise<EntryRow<Input>> {
  const [row] = await db.query<EntryRow<Input>>(
    `INSERT INTO ${table} (coach_id, data) VALUES ($1, $2) RETURNING *`,
    [coachId, JSON.stringify(data)],
  );
  return row!;
}

/** Replaces what the coach entered; none when the coach has no such entry. */
export async function updateEntry<Input>(
  db: Queryable,
  table: EntryTable,
  coachId: number,
  entryId: number,
  data: Stored<Input>,
): Promise<EntryRow<Input> | undefined> {
  const [row] = await db.query<EntryRow<Input>>(
    `UPDATE ${table} SET data = $3 WHERE id = $1 AND coach_id = $2 RETURNING *`,
    [entryId, coachId, JSON.stringify(data)],
  );
  return row;
}

/** Deletes the entry and answers with it; none when the coach has no such entry. */
export async function deleteEntry<Input>(
  db: Queryable,
  table: EntryTable,
  coachId: number,
  entryId: number,
): Promise<EntryRow<Input> | undefined> {
  const [row] = await db.query<EntryRow<Input>>(
    `DELETE FROM ${table} WHERE id = $1 AND coach_id = $2 RETURNING *`,
    [entryId, coachId],
  );
  return row;
}
