import { bookingSettingsDefaults } from '@hci/rules';
import type { Queryable } from '../../db/database.js';

/** A coach's schedule with its booking settings. */
export interface ScheduleRow {
  id: number;
  coach_id: number;
  time_zone: string;
  minimum_notice_minutes: number;
  buffer_minutes: number;
  daily_limit: number | null;
}

/** A date's own hours (none: time off), `HH:MM` in the schedule's zone. */
export interface OverrideRow {
  date: string;
  windows: { startTime: string; endTime: string }[];
}

/** A weekly window as stored: day 1 is Monday, times are `HH:MM` in the schedule's zone. */
export interface WindowRow {
  day_of_week: number;
  start_time: string;
  end_time: string;
}

/**
 * The coach's schedule, created (in the account's time zone, UTC if it has none, without windows,
 * with the default booking settings) the first time it is asked for. `lock` holds its row to the
 * end of the transaction: every booking of the coach's time takes it first, so bookings at once
 * are checked and written one after another.
 */
export async function scheduleOfCoach(
  db: Queryable,
  coachId: number,
  lock = false,
): Promise<ScheduleRow> {
  // The booking rules' defaults, not the columns': the columns keep the ones of their migration.
  const { minimumNoticeMinutes, bufferMinutes, dailyLimit } = bookingSettingsDefaults;
  await db.query(
    `INSERT INTO coach_schedules
       (coach_id, time_zone, minimum_notice_minutes, buffer_minutes, daily_limit)
     SELECT c.id, coalesce(u.time_zone, 'UTC'), $2, $3, $4
       FROM coaches c JOIN students s ON s.id = c.student_id JOIN users u ON u.id = s.user_id
      WHERE c.id = $1
     ON CONFLICT (coach_id) DO NOTHING`,
    [coachId, minimumNoticeMinutes, bufferMinutes, dailyLimit],
  );
  const [schedule] = await db.query<ScheduleRow>(
    `SELECT * FROM coach_schedules WHERE coach_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [coachId],
  );
  return schedule!;
}

/** The schedule's date overrides, by date. */
export function scheduleOverrides(db: Queryable, scheduleId: number) {
  return db.query<OverrideRow>(
    'SELECT date, windows FROM coach_schedule_overrides WHERE schedule_id = $1 ORDER BY date',
    [scheduleId],
  );
}

/** Puts `overrides` in place of the schedule's date overrides (in the caller's transaction). */
export async function replaceOverrides(
  db: Queryable,
  scheduleId: number,
  overrides: readonly OverrideRow[],
): Promise<void> {
  await db.query('DELETE FROM coach_schedule_overrides WHERE schedule_id = $1', [scheduleId]);
  await db.query(
    `INSERT INTO coach_schedule_overrides (schedule_id, date, windows)
     SELECT $1, o.date, o.windows FROM unnest($2::date[], $3::jsonb[]) AS o(date, windows)`,
    [scheduleId, overrides.map((o) => o.date), overrides.map((o) => JSON.stringify(o.windows))],
  );
}

export async function setBookingSettings(
  db: Queryable,
  scheduleId: number,
  settings: { minimumNoticeMinutes: number; bufferMinutes: number; dailyLimit: number | null },
): Promise<void> {
  await db.query(
    'UPDATE coach_schedules SET minimum_notice_minutes = $2, buffer_minutes = $3, daily_limit = $4 WHERE id = $1',
    [scheduleId, settings.minimumNoticeMinutes, settings.bufferMinutes, settings.dailyLimit],
  );
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

/**
 * The zone a client says they book in, when the database knows it; else none, since a zone newer
 * than the database's list should not stop a booking.
 */
export async function knownClientZone(
  db: Queryable,
  timeZone: string | undefined,
): Promise<string | null> {
  return timeZone !== undefined && (await isKnownTimeZone(db, timeZone)) ? timeZone : null;
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
