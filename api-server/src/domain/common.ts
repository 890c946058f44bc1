import type { AuthSession } from '@hci/api-schema';
import type { Principal, RoleName } from '../auth/tokens.js';
import type { Queryable, SqlValue } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import type { PageRequest } from '../http/operation.js';
import type { Services } from '../services.js';

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

/** `Out` as a row builds it: each optional member may come as null (or undefined). */
export type Nullable<Out> = { [K in keyof Out]: Out[K] | null };

/**
 * Drops null and undefined members so optional contract fields are absent, not null. `Out` comes
 * from where the result goes (a view's declared return type), never from the argument, so the
 * object written here is checked against the contract's schema, misspelt members included.
 */
export function compact<Out>(value: NoInfer<Nullable<Out>>): Out {
  // A plain loop: this runs for every row of every list.
  const result: Record<string, unknown> = {};
  for (const key in value) {
    const v = value[key];
    if (v !== null && v !== undefined) result[key] = v;
  }
  return result as Out;
}

export function today(services: Services): string {
  return new Date(services.clock.now()).toISOString().slice(0, 10);
}

export function nowIso(services: Services): string {
  return new Date(services.clock.now()).toISOString();
}

interface PrincipalRow {
  id: number;
  email: string;
  email_verified: boolean;
  disabled: boolean;
  password_hash: string;
  student_id: number | null;
  coach_id: number | null;
}

export async function findUser(
  db: Queryable,
  where: 'email' | 'id',
  value: string | number,
): Promise<PrincipalRow | null> {
  const [row] = await db.query<PrincipalRow>(
    `SELECT u.id, u.email, u.email_verified, u.disabled, u.password_hash, s.id AS student_id, c.id AS coach_id
     FROM users u LEFT JOIN students s ON s.user_id = u.id LEFT JOIN coaches c ON c.student_id = s.id
     WHERE ${where === 'email' ? 'u.email = lower($1)' : 'u.id = $1'}`,
    [value],
  );
  return row ?? null;
}

export function principalOf(row: PrincipalRow): Principal {
  const roles: RoleName[] = [];
  if (row.student_id !== null) roles.push('STUDENT');
  if (row.coach_id !== null) roles.push('COACH');
  return {
    userId: row.id,
    email: row.email,
    roles,
    studentId: row.student_id,
    coachId: row.coach_id,
    isVerifiedEmail: row.email_verified,
  };
}

/** A refresh token and the session (refresh token family) it belongs to. */
export interface SessionRefresh {
  refreshToken: string;
  sessionId: string;
}

/**
 * The AuthSession content: tokens, roles, ids and the public-media credentials; a new session
 * unless `refresh` continues one.
 */
export async function sessionFor(
  services: Services,
  principal: Principal,
  refresh?: SessionRefresh,
): Promise<AuthSession> {
  const media = services.media.signPublic();
  const { refreshToken, sessionId } =
    refresh ?? (await services.tokens.issueRefreshToken(principal.userId));
  return compact({
    accessToken: await services.tokens.issueAccessToken({ ...principal, sessionId }),
    refreshToken,
    roles: principal.roles.map((name) => ({ name })),
    studentId: principal.studentId,
    coachId: principal.coachId,
    email: principal.email,
    isVerifiedEmail: principal.isVerifiedEmail,
    ...media,
  });
}

export async function sessionForUser(services: Services, userId: number, refresh?: SessionRefresh) {
  const row = await findUser(services.db, 'id', userId);
  if (!row) throw notFound('No such user');
  return sessionFor(services, principalOf(row), refresh);
}

export function roleList(studentId: number | null, coachId: number | null) {
  const roles: { name: RoleName }[] = [];
  if (studentId !== null) roles.push({ name: 'STUDENT' });
  if (coachId !== null) roles.push({ name: 'COACH' });
  return roles;
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
