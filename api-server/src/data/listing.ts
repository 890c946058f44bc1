import type { Queryable, SqlValue } from '../db/database.js';
import type { PageRequest } from '../http/operation.js';

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
