import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { created, ok, paged } from '../http/operation.js';
import type { ListQuery } from './listing.js';
import { orderBy, pageOf, pagedQuery } from './listing.js';
import type { EntryRow } from './views.js';
import { coachExists, entryView } from './views.js';

/** Educations and certifications share one shape of storage and rules. */
export const coachEntries = <Input>(
  db: Queryable,
  table: 'coach_educations' | 'coach_certifications',
) => ({
  async list(input: ListQuery & { params: { coachId: number } }) {
    const { coachId } = input.params;
    await coachExists(db, coachId);
    const page = { ...pageOf(input), size: input.query.size ?? 30 };
    const { rows, total } = await pagedQuery<EntryRow<Input>>(
      db,
      `SELECT * FROM ${table} WHERE coach_id = $1`,
      [coachId],
      page,
      orderBy(input, { id: 'id' }),
    );
    return paged(rows.map(entryView), total, page);
  },
  async create(input: { params: { coachId: number }; body: Input }) {
    const [row] = await db.query<EntryRow<Input>>(
      `INSERT INTO ${table} (coach_id, data) VALUES ($1, $2) RETURNING *`,
      [input.params.coachId, JSON.stringify(input.body)],
    );
    return created(entryView(row!));
  },
  async update(input: { params: { coachId: number }; body: Input }, entryId: number) {
    const [row] = await db.query<EntryRow<Input>>(
      `UPDATE ${table} SET data = $3 WHERE id = $1 AND coach_id = $2 RETURNING *`,
      [entryId, input.params.coachId, JSON.stringify(input.body)],
    );
    if (!row) throw notFound();
    return ok(entryView(row));
  },
  async remove(input: { params: { coachId: number } }, entryId: number) {
    const [row] = await db.query<EntryRow<Input>>(
      `DELETE FROM ${table} WHERE id = $1 AND coach_id = $2 RETURNING *`,
      [entryId, input.params.coachId],
    );
    if (!row) throw notFound();
    return ok(entryView(row));
  },
});
