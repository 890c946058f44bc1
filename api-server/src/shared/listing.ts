import type { Queryable, SqlValue } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import type { PageRequest } from '../http/operation.js';

/** The paging and sorting parameters the contract gives every list. */
export interface ListQuery {
  query: { page?: number; size?: number; sortBy?: string; descending?: boolean };
}

export function pageOf(input: ListQuery): PageRequest {
  return { page: input.query.page ?? 0, size: input.query.size ?? 10 };
}

/** ORDER BY for a requested sortBy, from an allow-list (sortBy never reaches SQL as text). */
export function orderBy(
  input: ListQuery,
  columns: Record<string, string>,
  fallback = 'id',
): string {
  const requested = String(input.query.sortBy ?? fallback);
  // Own properties only: `constructor` or `toString` name no column.
  const column = Object.hasOwn(columns, requested) ? columns[requested] : undefined;
  if (!column) {
    throw badRequest('The request parameters are not valid', [
      { path: 'sortBy', message: `must be one of ${Object.keys(columns).join(', ')}` },
    ]);
  }
  const descending = input.query.descending === undefined ? true : input.query.descending === true;
  const direction = descending ? 'DESC' : 'ASC';
  return column === 'id' ? `id ${direction}` : `${column} ${direction}, id ${direction}`;
}

/** One page of `sql` in `order` (allow-listed column names), with the total over all pages. */
export async function pagedQuery<T>(
  db: Queryable,
  sql: string,
  params: readonly SqlValue[],
  { page, size }: PageRequest,
  order = 'id DESC',
): Promise<{ rows: T[]; total: number }> {
  const n = params.length;
  const rows = await db.query<T & { total_count: number }>(
    `SELECT *, count(*) OVER ()::int AS total_count FROM (${sql}) AS q ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, size, page * size],
  );
  let total = rows[0]?.total_count ?? 0;
  if (rows.length === 0 && page > 0) {
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${sql}) AS q`,
      params,
    );
    total = count?.n ?? 0;
  }
  return { rows, total };
}
