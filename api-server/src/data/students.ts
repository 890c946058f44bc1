import type {
  AccountActor,
  AccountHistoryEvent,
  ActivityLogEntry,
  ActivitySource,
  PaymentStatus,
  SessionStatus,
  StudentUpdate,
  SystemText,
} from '@hci/api-schema';
import type { Queryable, SqlValue } from '../db/database.js';
import type { PageRequest } from '../http/operation.js';
import { pagedQuery } from './listing.js';
import type { StudentRow } from './views.js';
import { studentSelect } from './views.js';

/** A student's own record, their account history and their activity log. */

export interface AccountHistoryRow {
  id: number;
  application_id: number | null;
  event_date: string;
  type: AccountHistoryEvent['type'];
  kind: SystemText['kind'];
  params: SystemText['params'];
  amount: number | null;
  performed_by: AccountActor | null;
  payment_id: number | null;
  payment_status: PaymentStatus | null;
  /** The plan of the payment, which is settled before it is shown while in progress. */
  payment_plan_id: number | null;
}

export interface ActivityRow {
  id: number;
  category: ActivityLogEntry['category'];
  type: string;
  source: ActivitySource;
  kind: SystemText['kind'];
  params: SystemText['params'];
  actor_name: string | null;
  created_at: string;
}

/** The columns each list may be sorted by. */
export const studentSortColumns = {
  id: 'id',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
};
export const accountHistorySortColumns = { eventDate: 'event_date', id: 'id', type: 'type' };
export const activitySortColumns = {
  id: 'id',
  createdAt: 'created_at',
  category: 'category',
  type: 'type',
};

/** One page of the students by that id whose name or e-mail contains `keyword` (if given). */
export function studentsPage(
  db: Queryable,
  studentId: number,
  keyword: string | null,
  page: PageRequest,
  order: string,
) {
  return pagedQuery<StudentRow>(
    db,
    `${studentSelect} WHERE s.id = $1 AND ($2::text IS NULL OR s.first_name ILIKE $2 OR s.last_name ILIKE $2 OR u.email ILIKE $2)`,
    [studentId, keyword === null ? null : `%${keyword}%`],
    page,
    order,
  );
}

/** What a profile update may change on a student's record (a coach's too). */
export type StudentRecordChanges = Partial<Omit<StudentUpdate, 'user'>>;

/** The column of each member of a profile update, the address's aside. */
const studentColumns = {
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  gender: 'gender',
  dateBirth: 'date_birth',
  homePhone: 'home_phone',
  workPhone: 'work_phone',
  mobilePhone: 'mobile_phone',
  educationLevel: 'education_level',
  languageIso2LetterCode: 'language',
  militaryMember: 'military_member',
  occupation: 'occupation',
  photo: 'photo',
} as const;

/**
 * Changes the student's record: a member left out keeps its value, one given as null clears it.
 */
export async function updateStudentRecord(
  tx: Queryable,
  studentId: number,
  changes: StudentRecordChanges,
) {
  const { personalInfo, contactInfo, address, ...rest } = changes;
  const names = personalInfo && {
    firstName: personalInfo.firstName.trim(),
    lastName: personalInfo.lastName.trim(),
  };
  const members: Record<string, SqlValue | undefined> = {
    ...personalInfo,
    ...names,
    ...contactInfo,
    ...rest,
  };
  const params: SqlValue[] = [studentId];
  const assignments: string[] = [];
  for (const [member, column] of Object.entries(studentColumns)) {
    if (members[member] === undefined) continue;
    params.push(members[member]);
    assignments.push(`${column} = $${params.length}`);
  }
  if (address !== undefined) {
    params.push(address && JSON.stringify(address));
    // The address is one value, replaced whole: its parts given as null are none, and an
    // address with no part (or given as null) is none.
    assignments.push(`address = nullif(jsonb_strip_nulls($${params.length}::jsonb), '{}'::jsonb)`);
  }
  if (assignments.length === 0) return;
  await tx.query(`UPDATE students SET ${assignments.join(', ')} WHERE id = $1`, params);
}

/** The student's photo, the record held until the transaction ends (a photo update reads it). */
export async function lockedPhoto(tx: Queryable, studentId: number): Promise<string | null> {
  const [row] = await tx.query<{ photo: string | null }>(
    'SELECT photo FROM students WHERE id = $1 FOR UPDATE',
    [studentId],
  );
  return row?.photo ?? null;
}

/** The user's time zone; null when they chose none. */
export async function setTimeZone(tx: Queryable, userId: number, timeZone: string | null) {
  await tx.query('UPDATE users SET time_zone = $2 WHERE id = $1', [userId, timeZone]);
}

/** The user the student record belongs to. */
export async function studentUserId(db: Queryable, studentId: number): Promise<number> {
  const [owner] = await db.query<{ user_id: number }>(
    'SELECT user_id FROM students WHERE id = $1',
    [studentId],
  );
  return owner!.user_id;
}

/** Whether the student is enrolled in the course of that org unit. */
export async function isEnrolledInCourse(
  db: Queryable,
  studentId: number,
  orgUnitId: string,
): Promise<boolean> {
  const [enrolled] = await db.query(
    `SELECT 1 FROM course_enrollments ce JOIN courses c ON c.id = ce.course_id
     WHERE ce.student_id = $1 AND c.org_unit_id = $2`,
    [studentId, orgUnitId],
  );
  return Boolean(enrolled);
}

/**
 * One page of the student's account history, of one application when `applicationId` is given,
 * each payment line with where its payment stands.
 */
export function accountHistoryPage(
  db: Queryable,
  studentId: number,
  applicationId: number | null,
  page: PageRequest,
  order: string,
) {
  return pagedQuery<AccountHistoryRow>(
    db,
    `SELECT h.*, p.status AS payment_status, p.plan_id AS payment_plan_id
     FROM account_history h LEFT JOIN payments p ON p.id = h.payment_id
     WHERE h.student_id = $1 AND ($2::int IS NULL OR h.application_id = $2)`,
    [studentId, applicationId],
    page,
    order,
  );
}

/** An event of the student's account history, performed by the student. */
export async function insertHistoryEvent(
  tx: Queryable,
  event: {
    studentId: number;
    applicationId: number | null;
    eventDate: string;
    type: AccountHistoryEvent['type'];
    description: SystemText;
    amount: number | null;
    /** The payment a PAYMENT event records. */
    paymentId?: number;
    /** Who did it: the student, unless the product did it on its own. */
    performedBy?: 'STUDENT' | 'SYSTEM';
  },
) {
  await tx.query(
    'INSERT INTO account_history (student_id, application_id, event_date, type, kind, params, amount, payment_id, performed_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [
      event.studentId,
      event.applicationId,
      event.eventDate,
      event.type,
      event.description.kind,
      JSON.stringify(event.description.params),
      event.amount,
      event.paymentId ?? null,
      event.performedBy ?? 'STUDENT',
    ],
  );
}

export async function setSessionStatus(db: Queryable, studentId: number, status: SessionStatus) {
  await db.query('UPDATE students SET session_status = $2 WHERE id = $1', [studentId, status]);
}

/** One page of the student's activity from one source, of some categories and types if given. */
export function activityPage(
  db: Queryable,
  studentId: number,
  filter: { source: ActivitySource; categories: string[] | null; types: string[] | null },
  page: PageRequest,
  order: string,
) {
  return pagedQuery<ActivityRow>(
    db,
    `SELECT * FROM activity_log WHERE student_id = $1 AND source = $2
       AND ($3::text[] IS NULL OR category = ANY($3)) AND ($4::text[] IS NULL OR type = ANY($4))`,
    [studentId, filter.source, filter.categories, filter.types],
    page,
    order,
  );
}
