import type { AuthSession } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';
import type { Services } from '../services.js';
import { compact } from '../shared/rows.js';
import type { Principal, RoleName } from './principal.js';

interface PrincipalRow {
  id: number;
  email: string;
  email_verified: boolean;
  disabled: boolean;
  password_hash: string;
  student_id: number | null;
  coach_id: number | null;
  /** Whether the student record is a student's, not only the one a coach's profile hangs on. */
  is_student: boolean;
}

/**
 * A coach's account always has a student record (the coach record hangs on it), but the user is a
 * student only once they applied or were enrolled, or when they have no coach record: a coach who
 * never enrolled is not offered the student portal.
 */
const isStudentSql = `s.id IS NOT NULL AND (c.id IS NULL
  OR EXISTS (SELECT 1 FROM applications a WHERE a.student_id = s.id)
  OR EXISTS (SELECT 1 FROM course_enrollments e WHERE e.student_id = s.id))`;

export async function findUser(
  db: Queryable,
  where: 'email' | 'id',
  value: string | number,
): Promise<PrincipalRow | null> {
  const [row] = await db.query<PrincipalRow>(
    `SELECT u.id, u.email, u.email_verified, u.disabled, u.password_hash, s.id AS student_id, c.id AS coach_id,
       ${isStudentSql} AS is_student
     FROM users u LEFT JOIN students s ON s.user_id = u.id LEFT JOIN coaches c ON c.student_id = s.id
     WHERE ${where === 'email' ? 'u.email = lower($1)' : 'u.id = $1'}`,
    [value],
  );
  return row ?? null;
}

export function principalOf(row: PrincipalRow): Principal {
  const roles: RoleName[] = [];
  if (row.is_student) roles.push('STUDENT');
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
