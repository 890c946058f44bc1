import type { CircleSessionStatus, CoachingCircleStatus } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';

export interface CircleRow {
  id: number;
  leader_student_id: number;
  name: string;
  max_students: number;
  min_open_sessions: number;
  status: CoachingCircleStatus;
  leader_first_name: string;
  leader_last_name: string;
}

export interface MemberRow {
  circle_id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export interface CircleSessionRow {
  id: number;
  circle_id: number;
  starts_at: string;
  ends_at: string;
  status: CircleSessionStatus;
  attendee_student_ids: number[];
}

// A circle with its leader's name, read with it rather than asked for once per circle.
const selectCircles = `SELECT c.*, s.first_name AS leader_first_name, s.last_name AS leader_last_name
  FROM coaching_circles c JOIN students s ON s.id = c.leader_student_id`;

export async function findCircle(db: Queryable, circleId: number): Promise<CircleRow | undefined> {
  const [circle] = await db.query<CircleRow>(`${selectCircles} WHERE c.id = $1`, [circleId]);
  return circle;
}

/** The circles the student leads or belongs to. */
export function circlesOfStudent(db: Queryable, studentId: number) {
  return db.query<CircleRow>(
    `${selectCircles} WHERE c.leader_student_id = $1
       OR EXISTS (SELECT 1 FROM coaching_circle_members m WHERE m.circle_id = c.id AND m.student_id = $1)
     ORDER BY c.id`,
    [studentId],
  );
}

/** The members of all the circles, in one statement. */
export function membersOf(db: Queryable, circleIds: number[]) {
  return db.query<MemberRow>(
    `SELECT m.circle_id, m.student_id, s.first_name, s.last_name, u.email FROM coaching_circle_members m
     JOIN students s ON s.id = m.student_id JOIN users u ON u.id = s.user_id
     WHERE m.circle_id = ANY($1::int[]) ORDER BY m.student_id`,
    [circleIds],
  );
}

/** The sessions of all the circles, in one statement. */
export function sessionsOf(db: Queryable, circleIds: number[]) {
  return db.query<CircleSessionRow>(
    `SELECT id, circle_id, starts_at, ends_at, status, attendee_student_ids FROM coaching_circle_sessions
     WHERE circle_id = ANY($1::int[]) ORDER BY starts_at`,
    [circleIds],
  );
}

export async function studentIdByEmail(db: Queryable, email: string): Promise<number | undefined> {
  const [student] = await db.query<{ id: number }>(
    'SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = lower($1)',
    [email],
  );
  return student?.id;
}

/** How many members and open sessions the circle has, and whether the student is a member. */
export async function circleCounts(
  db: Queryable,
  circleId: number,
  studentId: number,
): Promise<{ members: number; open_sessions: number; already: boolean }> {
  const [counts] = await db.query<{ members: number; open_sessions: number; already: boolean }>(
    `SELECT (SELECT count(*) FROM coaching_circle_members WHERE circle_id = $1)::int AS members,
          (SELECT count(*) FROM coaching_circle_sessions WHERE circle_id = $1 AND status = 'OPEN')::int AS open_sessions,
          EXISTS (SELECT 1 FROM coaching_circle_members WHERE circle_id = $1 AND student_id = $2) AS already`,
    [circleId, studentId],
  );
  return counts!;
}

export async function insertMember(
  db: Queryable,
  circleId: number,
  studentId: number,
): Promise<void> {
  await db.query(
    'INSERT INTO coaching_circle_members (circle_id, student_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [circleId, studentId],
  );
}

export async function memberIds(db: Queryable, circleId: number): Promise<number[]> {
  const members = await db.query<{ student_id: number }>(
    'SELECT student_id FROM coaching_circle_members WHERE circle_id = $1',
    [circleId],
  );
  return members.map((m) => m.student_id);
}

/** Records who attended the circle's session; false when the circle has no such session. */
export async function setAttendees(
  db: Queryable,
  circleId: number,
  sessionId: number,
  attendeeStudentIds: number[],
  status: CircleSessionStatus,
): Promise<boolean> {
  const updated = await db.query(
    'UPDATE coaching_circle_sessions SET attendee_student_ids = $3, status = $4 WHERE id = $1 AND circle_id = $2 RETURNING id',
    [sessionId, circleId, attendeeStudentIds, status],
  );
  return updated.length > 0;
}
