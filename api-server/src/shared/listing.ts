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
