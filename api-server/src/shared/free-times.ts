import { dayOfWeekValues, type TimeSlot } from '@hci/api-schema';
import { freeSlots, freeTimeAnswer, scheduleDayOf, type FreeSlotsQuery } from '@hci/rules';
import { Temporal } from 'temporal-polyfill';
import * as scheduleData from '../data/coach-sessions/schedule.js';
import type { ScheduleRow } from '../data/coach-sessions/schedule.js';
import * as sessionData from '../data/coach-sessions/sessions.js';
import type { Queryable } from '../db/database.js';

/** The days around a range whose sessions can touch it, whatever the zone's offset and buffer. */
const marginDays = 1;

const startOfDay = (date: string, days: number) =>
  Temporal.PlainDate.from(date).add({ days }).toZonedDateTime('UTC').toInstant().toString();

/**
 * What the shared free-times rule reads for a schedule's days: its weekly hours, date overrides
 * and booking settings, and the coach's sessions around those days, whatever their status (but
 * the one being moved, `exceptSessionId`, whose own time is free to move within).
 */
export async function freeTimesQuery(
  db: Queryable,
  schedule: ScheduleRow,
  days: { startDate: string; endDate: string },
  durationMinutes: number,
  now: string,
  exceptSessionId: number | null = null,
): Promise<FreeSlotsQuery> {
  const windows = await scheduleData.scheduleWindows(db, schedule.id);
  const overrides = await scheduleData.scheduleOverrides(db, schedule.id);
  const sessions = await sessionData.sessionsBetween(
    db,
    schedule.coach_id,
    startOfDay(days.startDate, -marginDays),
    startOfDay(days.endDate, 1 + marginDays),
    exceptSessionId,
  );
  return {
    timeZone: schedule.time_zone,
    windows: windows.map((w) => ({
      dayOfWeek: dayOfWeekValues[w.day_of_week - 1]!,
      startTime: w.start_time,
      endTime: w.end_time,
    })),
    overrides,
    settings: {
      minimumNoticeMinutes: schedule.minimum_notice_minutes,
      bufferMinutes: schedule.buffer_minutes,
      dailyLimit: schedule.daily_limit,
    },
    sessions: sessions.map((s) => ({ startsAt: s.starts_at, endsAt: s.ends_at, status: s.status })),
    ...days,
    durationMinutes,
    now,
  };
}

/** The free times of a service of `durationMinutes` on the schedule's days. */
export async function freeTimes(
  db: Queryable,
  schedule: ScheduleRow,
  days: { startDate: string; endDate: string },
  durationMinutes: number,
  now: string,
): Promise<TimeSlot[]> {
  return freeSlots(await freeTimesQuery(db, schedule, days, durationMinutes, now));
}

/**
 * The time from `startsAt` for `durationMinutes` when the rule gives it as free on the schedule
 * (`exceptSessionId` is the session being moved); else why not: `taken` when only other sessions
 * (their time, buffer or the day's limit) stand in the way, `notOffered` when the schedule never
 * offers it (outside the hours, off the step, within the notice).
 */
export async function freeTimeAt(
  db: Queryable,
  schedule: ScheduleRow,
  startsAt: string,
  durationMinutes: number,
  now: string,
  exceptSessionId: number | null = null,
): Promise<TimeSlot | 'taken' | 'notOffered'> {
  const day = scheduleDayOf(startsAt, schedule.time_zone);
  const query = await freeTimesQuery(
    db,
    schedule,
    { startDate: day, endDate: day },
    durationMinutes,
    now,
    exceptSessionId,
  );
  const answer = freeTimeAnswer(query, startsAt);
  if (answer !== 'free') return answer;
  const start = Temporal.Instant.from(startsAt);
  return {
    startsAt: start.toString(),
    endsAt: start.add({ minutes: durationMinutes }).toString(),
  };
}
