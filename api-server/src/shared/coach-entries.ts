import * as entryData from '../data/coach-entries.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { created, ok, paged } from '../http/operation.js';
import type { ListQuery } from './listing.js';
import { orderBy, pageOf } from './listing.js';
import { withoutNulls } from './rows.js';
import { coachExists, entryView } from './views.js';

/** Educations and certifications share one shape of storage and rules. */
export const coachEntries = <Input extends object>(db: Queryable, table: entryData.EntryTable) => ({
  async list(input: ListQuery & { params: { coachId: number } }) {
    const { coachId } = input.params;
    await coachExists(db, coachId);
    const page = { ...pageOf(input), size: input.query.size ?? 30 };
    const { rows, total } = await entryData.entriesPage<Input>(
      db,
      table,
      coachId,
      page,
      orderBy(input, { id: 'id' }),
    );
    return paged(rows.map(entryView), total, page);
  },
  async create(input: { params: { coachId: number }; body: Input }) {
    const row = await entryData.insertEntry(
      db,
      table,
      input.params.coachId,
      withoutNulls(input.body),
    );
    return created(entryView(row));
  },
  async update(input: { params: { coachId: number }; body: Input }, entryId: number) {
    const row = await entryData.updateEntry(
      db,
      table,
      input.params.coachId,
      entryId,
      withoutNulls(input.body),
    );
    if (!row) throw notFound();
    return ok(entryView(row));
  },
  async remove(input: { params: { coachId: number } }, entryId: number) {
    const row = await entryData.deleteEntry<Input>(db, table, input.params.coachId, entryId);
    if (!row) throw notFound();
    return ok(entryView(row));
  },
});
