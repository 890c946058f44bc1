import type { CoachSessionStatus, DeliveryMode } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';
import type { PageRequest } from '../http/operation.js';
import { pagedQuery } from './listing.js';

export interface SessionRow {
  id: number;
  coach_id: number;
  product_id: number | null;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  starts_at: string;
  ends_at: string;
  status: CoachSessionStatus;
  delivery_mode: DeliveryMode;
  meeting_url: string | null;
  notes: string | null;
}

/** A weekly window as stored: day 1 is Monday, times are `HH:MM` in the schedule's zone. */
export interface WindowRow {
  day_of_week: number;
  start_time: string;
  end_time: string;
}

const sessionSelect = `
  SELECT s.*, cu.name AS customer_name, cu.email AS customer_email
  FROM coach_sessions s JOIN coach_customers cu ON cu.id = s.customer_id`;

/** One page of the coach's sessions, starting within the days from `from` to `to` when given. */
export function sessionsPage(
  db: Queryable,
  coachId: number,
  filters: { from: string | null; to: string | null; status: CoachSessionStatus | null },
  page: PageRequest,
  order: string,
) {
  return pagedQuery<SessionRow>(
    db,
    `${sessionSelect} WHERE s.coach_id = $1 AND ($2::date IS NULL OR s.starts_at >= $2::date)
       AND ($3::date IS NULL OR s.starts_at < $3::date + 1) AND ($4::text IS NULL OR s.status = $4)`,
    [coachId, filters.from, filters.to, filters.status],
    page,
    order,
  );
}

export async function findSession(db: Queryable, sessionId: number): Promise<SessionRow> {
  const [row] = await db.query<SessionRow>(`${sessionSelect} WHERE s.id = $1`, [sessionId]);
  return row!;
}

/** Whether the first instant is before the second (both RFC 3339, any offset). */
export async function isBefore(db: Queryable, startsAt: string, endsAt: string): Promise<boolean> {
  const [order] = await db.query<{ valid: boolean }>(
    'SELECT $1::timestamptz < $2::timestamptz AS valid',
    [startsAt, endsAt],
  );
  return order?.valid ?? false;
}

/** The coach's customer with this e-mail, created or renamed to `name`. */
export async function upsertCustomer(
  db: Queryable,
  coachId: number,
  name: string,
  email: string,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO coach_customers (coach_id, name, email) VALUES ($1, $2, lower($3))
     ON CONFLICT (coach_id, email) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [coachId, name, email],
  );
  return row!.id;
}

export async function insertSession(
  db: Queryable,
  session: {
    coachId: number;
    productId: number | null;
    customerId: number;
    startsAt: string;
    endsAt: string;
    deliveryMode: DeliveryMode;
    meetingUrl: string | null;
    notes: string | null;
  },
): Promise<number> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO coach_sessions (coach_id, product_id, customer_id, starts_at, ends_at, delivery_mode, meeting_url, notes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      session.coachId,
      session.productId,
      session.customerId,
      session.startsAt,
      session.endsAt,
      session.deliveryMode,
      session.meetingUrl,
      session.notes,
    ],
  );
  return inserted!.id;
}

/** Deletes the coach's session; false when the coach has no such session. */
export async function deleteSession(
  db: Queryable,
  coachId: number,
  sessionId: number,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM coach_sessions WHERE id = $1 AND coach_id = $2 RETURNING id',
    [sessionId, coachId],
  );
  return rows.length > 0;
}

/** The coach's schedule, created (in UTC, without windows) the first time it is asked for. */
export async function scheduleOfCoach(
  db: Queryable,
  coachId: number,
): Promise<{ id: number; time_zone: string }> {
  await db.query(
    'INSERT INTO coach_schedules (coach_id) VALUES ($1) ON CONFLICT (coach_id) DO NOTHING',
    [coachId],
  );
  const [schedule] = await db.query<{ id: number; time_zone: string }>(
    'SELECT id, time_zone FROM coach_schedules WHERE coach_id = $1',
    [coachId],
  );
  return schedule!;
}

/** The schedule's windows, by day and start. */
export function scheduleWindows(db: Queryable, scheduleId: number) {
  return db.query<WindowRow>(
    `SELECT day_of_week, to_char(start_time, 'HH24:MI') AS start_time, to_char(end_time, 'HH24:MI') AS end_time
     FROM coach_availability WHERE schedule_id = $1 ORDER BY day_of_week, start_time`,
    [scheduleId],
  );
}

export async function isKnownTimeZone(db: Queryable, timeZone: string): Promise<boolean> {
  const [zone] = await db.query<{ known: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1) AS known',
    [timeZone],
  );
  return zone?.known ?? false;
}

export async function setScheduleTimeZone(
  db: Queryable,
  scheduleId: number,
  timeZone: string,
): Promise<void> {
  await db.query('UPDATE coach_schedules SET time_zone = $2 WHERE id = $1', [scheduleId, timeZone]);
}

/** Puts `windows` in place of the schedule's windows: two statements, whatever their number (run
 * it in a transaction so no reader sees the schedule empty). */
export async function replaceWindows(
  db: Queryable,
  scheduleId: number,
  windows: readonly WindowRow[],
): Promise<void> {
  await db.query('DELETE FROM coach_availability WHERE schedule_id = $1', [scheduleId]);
  await db.query(
    `INSERT INTO coach_availability (schedule_id, day_of_week, start_time, end_time)
     SELECT $1, w.day_of_week, w.start_time, w.end_time
     FROM unnest($2::int[], $3::time[], $4::time[]) AS w(day_of_week, start_time, end_time)`,
    [
      scheduleId,
      windows.map((w) => w.day_of_week),
      windows.map((w) => w.start_time),
      windows.map((w) => w.end_time),
    ],
  );
}
