import type { LookupType } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';

export interface LookupRow {
  type: LookupType;
  value: string;
  label: string | null;
  parent: string | null;
}

/** The items of the given lists (all lists when none are named), by list and then as stored. */
export function lookupItems(db: Queryable, types: LookupType[] | null) {
  return db.query<LookupRow>(
    'SELECT type, value, label, parent FROM lookups WHERE $1::text[] IS NULL OR type = ANY($1) ORDER BY type, id',
    [types],
  );
}
