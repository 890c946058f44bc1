import { Temporal } from 'temporal-polyfill';
import {
  dayOfWeekValues,
  type AvailabilityWindow,
  type CoachSession,
  type CoachSessionStatus,
  type DateOverride,
  type ErrorKey,
  type SessionOutcomeSetter,
  type TimeSlot,
} from '@hci/api-schema';
import { refuse } from './refusal';

/** When a coach's service can be booked, moved and cancelled: the scheduling policy's rules. */

/** A coach's booking settings, as a new schedule starts with them. */
export const bookingSettingsDefaults = {
  /** A free time can be booked until 12 hours before it starts. */
  minimumNoticeMinutes: 12 * 60,
  /** 15 minutes stay free before and after every booked session. */
  bufferMinutes: 15,
  /** At most 6 sessions on one day. */
  dailyLimit: 6 as number | null,
} as const;

export type BookingSettings = {
  minimumNoticeMinutes: number;
  bufferMinutes: number;
  dailyLimit: number | null;
};

const instant = (iso: string) => Temporal.Instant.from(iso);

/**
 * However little notice a coach asks (none included), a free time closes this long before it
 * starts: a client never books a session that is already starting, and the coach hears of a
 * booking with time to get ready.
 */
export const leastBookingNoticeMinutes = 30;

/** The notice a booking needs: the coach's own, never less than the least notice. */
export const bookingNoticeMinutes = (settings: Pick<BookingSettings, 'minimumNoticeMinutes'>) =>
  Math.max(settings.minimumNoticeMinutes, leastBookingNoticeMinutes);

/**
 * Whether a free time starting at `startsAt` can still be booked at `now` under the coach's
 * notice (with none given, the least notice alone: what a client's screen can check as time
 * passes after the free times were read).
 */
export function isBookableAt(
  startsAt: string,
  now: string,
  settings: Pick<BookingSettings, 'minimumNoticeMinutes'> = { minimumNoticeMinutes: 0 },
): boolean {
  const noticeMs = bookingNoticeMinutes(settings) * 60_000;
  return instant(startsAt).epochMilliseconds - instant(now).epochMilliseconds >= noticeMs;
}

/** When a free time starting at `startsAt` stops being bookable under the least notice. */
export const bookingClosesAt = (startsAt: string) =>
  instant(startsAt).subtract({ minutes: leastBookingNoticeMinutes }).toString();

/** Free times start on the hour and the half hour. */
export const slotStepMinutes = 30;
/** A client may move or cancel a session up to this long before it starts, and move it once. */
export const sessionChangeWindowHours = 24;
/** A coach may mark a session missed once the client is this late. */
export const noShowGraceMinutes = 15;
/** A session's outcome (completed or missed) can be undone this long after it was set. */
export const outcomeUndoHours = 24;
/** The longest range of days one free-times query covers. */
export const maxScheduleRangeDays = 62;

/** A booked session as the free-times rule reads it. */
export type BusyTime = Pick<CoachSession, 'startsAt' | 'endsAt' | 'status'>;

/**
 * Whether a session holds the coach's time: every session but a cancelled one. A completed or
 * missed session still took its time (a coach may mark it completed as it starts), so nothing
 * else may be booked over it.
 */
export function takesCoachTime(session: Pick<CoachSession, 'status'>): boolean {
  return session.status !== 'CANCELLED';
}

export interface FreeSlotsQuery {
  /** The schedule's IANA zone: its hours and its days are read in it. */
  timeZone: string;
  windows: readonly AvailabilityWindow[];
  overrides: readonly DateOverride[];
  settings: BookingSettings;
  /** The coach's sessions that may touch the range (others are ignored). */
  sessions: readonly BusyTime[];
  /** The first and last day, in the schedule's zone (`YYYY-MM-DD`). */
  startDate: string;
  endDate: string;
  durationMinutes: number;
  /** Now, as an ISO instant. */
  now: string;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Weeks of free times and of a coach's calendar start on Monday. */
export const weekStartOf = (day: Temporal.PlainDate) => day.subtract({ days: day.dayOfWeek - 1 });

/**
 * A schedule's hours on one date, wall-clock in its zone: the date's override when it has one
 * (none is time off), else its weekday's hours.
 */
export function scheduleHoursOn(
  day: Temporal.PlainDate,
  windows: readonly AvailabilityWindow[],
  overrides: ReadonlyMap<string, DateOverride>,
): { startTime: string; endTime: string }[] {
  const override = overrides.get(day.toString());
  if (override) return override.windows;
  const weekday = dayOfWeekValues[day.dayOfWeek - 1];
  return windows.filter((w) => w.dayOfWeek === weekday);
}

/**
 * The free times of a service between two days: every start on the step inside the day's hours
 * (wall-clock times in the schedule's zone, so 9:00 stays 9:00 across a daylight-saving change)
 * where the whole session fits, that starts at least the booking notice from now, keeps the buffer from every session that takes the coach's time, and
 * falls on a day that has not reached its daily limit.
 */
export function freeSlots(query: FreeSlotsQuery): TimeSlot[] {
  const { timeZone, settings, durationMinutes } = query;
  const overrides = new Map(query.overrides.map((o) => [o.date, o]));
  const busy = query.sessions.filter(takesCoachTime).map((s) => ({
    start: instant(s.startsAt).epochMilliseconds,
    end: instant(s.endsAt).epochMilliseconds,
    day: instant(s.startsAt).toZonedDateTimeISO(timeZone).toPlainDate().toString(),
  }));
  const bookedOn = new Map<string, number>();
  for (const b of busy) bookedOn.set(b.day, (bookedOn.get(b.day) ?? 0) + 1);
  const bufferMs = settings.bufferMinutes * 60_000;

  const slots: TimeSlot[] = [];
  const last = Temporal.PlainDate.from(query.endDate);
  for (
    let day = Temporal.PlainDate.from(query.startDate);
    Temporal.PlainDate.compare(day, last) <= 0;
    day = day.add({ days: 1 })
  ) {
    if (settings.dailyLimit !== null && (bookedOn.get(day.toString()) ?? 0) >= settings.dailyLimit)
      continue;
    for (const hours of scheduleHoursOn(day, query.windows, overrides)) {
      const close = minutesOf(hours.endTime);
      for (
        let start = minutesOf(hours.startTime);
        start + durationMinutes <= close;
        start += slotStepMinutes
      ) {
        const begins = day
          .toZonedDateTime({
            timeZone,
            plainTime: Temporal.PlainTime.from({
              hour: Math.floor(start / 60),
              minute: start % 60,
            }),
          })
          .toInstant();
        // A wall-clock time skipped by a daylight-saving jump does not exist that day.
        const local = begins.toZonedDateTimeISO(timeZone);
        if (local.hour * 60 + local.minute !== start) continue;
        const from = begins.epochMilliseconds;
        const to = from + durationMinutes * 60_000;
        if (!isBookableAt(begins.toString(), query.now, settings)) continue;
        const clashes = busy.some((b) => b.start < to + bufferMs && from - bufferMs < b.end);
        if (clashes) continue;
        slots.push({
          startsAt: begins.toString(),
          endsAt: Temporal.Instant.fromEpochMilliseconds(to).toString(),
        });
      }
    }
  }
  return slots;
}

/** Whether `startsAt` is one of the free times the query gives. */
export function isFreeSlot(query: FreeSlotsQuery, startsAt: string): boolean {
  const at = instant(startsAt).epochMilliseconds;
  return freeSlots(query).some((slot) => instant(slot.startsAt).epochMilliseconds === at);
}

/** The day, in a zone, that an instant falls on. */
export function scheduleDayOf(startsAt: string, timeZone: string): string {
  return instant(startsAt).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

type SessionState = Pick<CoachSession, 'startsAt' | 'status' | 'rescheduled'>;

const hoursBefore = (session: SessionState, now: string) =>
  (instant(session.startsAt).epochMilliseconds - instant(now).epochMilliseconds) / 3_600_000;

/**
 * Why the client may not move this session now, or null: only a scheduled session, once, and at
 * least the change window before it starts.
 */
export function clientRescheduleRefusal(
  session: SessionState,
  now: string,
): Extract<
  ErrorKey,
  'sessionStatusChanged' | 'changeWindowClosed' | 'rescheduleLimitReached'
> | null {
  if (session.status !== 'SCHEDULED') return 'sessionStatusChanged';
  if (hoursBefore(session, now) < sessionChangeWindowHours) return 'changeWindowClosed';
  if (session.rescheduled) return 'rescheduleLimitReached';
  return null;
}

/**
 * Why the client may not cancel this session now, or null: a scheduled session at least the change
 * window before it starts. A session cancelled in time goes back to its purchase, to be booked
 * again; later it counts as used.
 */
export function clientCancelRefusal(
  session: SessionState,
  now: string,
): Extract<ErrorKey, 'sessionStatusChanged' | 'changeWindowClosed'> | null {
  if (session.status !== 'SCHEDULED') return 'sessionStatusChanged';
  if (hoursBefore(session, now) < sessionChangeWindowHours) return 'changeWindowClosed';
  return null;
}

/**
 * Why the coach may not give the session this status now, or null. A scheduled session can be
 * cancelled any time, completed once it has started, and marked missed once the client is more
 * than the grace late.
 */
export function coachStatusRefusal(
  session: SessionState,
  status: Extract<CoachSessionStatus, 'CANCELLED' | 'COMPLETED' | 'NO_SHOW'>,
  now: string,
): Extract<ErrorKey, 'sessionStatusChanged' | 'sessionNotStarted'> | null {
  if (session.status !== 'SCHEDULED') return 'sessionStatusChanged';
  const minutesIn = -hoursBefore(session, now) * 60;
  if (status === 'COMPLETED' && minutesIn < 0) return 'sessionNotStarted';
  if (status === 'NO_SHOW' && minutesIn < noShowGraceMinutes) return 'sessionNotStarted';
  return null;
}

/** A session's outcome as the undo rule reads it. */
export type OutcomeState = Pick<CoachSession, 'status' | 'outcomeSetAt'>;

/**
 * Why the coach may not undo the session's outcome now, or null: only a completed or missed
 * session whose outcome was set less than the undo window ago. One set before its time was
 * recorded has no window, so it stays.
 */
export function outcomeUndoRefusal(
  session: OutcomeState,
  now: string,
): Extract<ErrorKey, 'sessionStatusChanged'> | null {
  if (session.status !== 'COMPLETED' && session.status !== 'NO_SHOW') return 'sessionStatusChanged';
  if (session.outcomeSetAt === undefined) return 'sessionStatusChanged';
  if (Temporal.Instant.compare(now, outcomeUndoEnds(session.outcomeSetAt)) >= 0)
    return 'sessionStatusChanged';
  return null;
}

/** When an outcome set at `outcomeSetAt` can no longer be undone. */
export function outcomeUndoEnds(outcomeSetAt: string): string {
  return instant(outcomeSetAt).add({ hours: outcomeUndoHours }).toString();
}

/** A coach may move a scheduled session that has not started yet. */
export function coachRescheduleRefusal(
  session: SessionState,
  now: string,
): Extract<ErrorKey, 'sessionStatusChanged'> | null {
  if (session.status !== 'SCHEDULED' || hoursBefore(session, now) <= 0)
    return 'sessionStatusChanged';
  return null;
}

/**
 * What a coach's cancellation pays back: the session's share of its purchase, the price divided by
 * the sessions included, rounded down to the cent; the last share takes what rounding left.
 */
export function sessionRefund(purchase: {
  amount: number;
  sessionsIncluded: number;
  refundedAmount: number;
}): number {
  const share = Math.floor(purchase.amount / purchase.sessionsIncluded);
  const remaining = purchase.amount - purchase.refundedAmount;
  return purchase.refundedAmount + 2 * share > purchase.amount ? remaining : share;
}

/**
 * How many of a purchase's included sessions are still to be booked. A cancelled session goes
 * back to the purchase, unless the coach cancelled it and paid its share back (`refunded`).
 */
export function sessionsToBook(
  sessionsIncluded: number,
  sessions: readonly Pick<CoachSession, 'status' | 'refunded'>[],
): number {
  const used = sessions.filter((s) => s.status !== 'CANCELLED' || s.refunded).length;
  return Math.max(0, sessionsIncluded - used);
}

/** How a requested time stands: one of the free times, offered but just taken, or never offered. */
export type FreeTimeAnswer = 'free' | 'taken' | 'notOffered';

/**
 * Whether `startsAt` is a free time of the query's days; a time that would be free without the
 * booked sessions was taken, any other was never offered.
 */
export function freeTimeAnswer(query: FreeSlotsQuery, startsAt: string): FreeTimeAnswer {
  if (isFreeSlot(query, startsAt)) return 'free';
  return isFreeSlot({ ...query, sessions: [] }, startsAt) ? 'taken' : 'notOffered';
}

/**
 * A booking or a move needs a free time: a time never offered is a bad request, a taken one a
 * conflict. Answers the free time.
 */
export function checkFreeTime<Free>(answer: Free | Exclude<FreeTimeAnswer, 'free'>): Free {
  if (answer === 'notOffered')
    throw refuse('slotUnavailable', 'This time is not one of the free times', 400);
  if (answer === 'taken') throw refuse('slotUnavailable', 'This time was just taken', 409);
  return answer as Free;
}

/** The client moves a session only as clientRescheduleRefusal allows. */
export function checkClientReschedule(session: SessionState, now: string): void {
  const refusal = clientRescheduleRefusal(session, now);
  if (refusal) throw refuse(refusal, 'The session can no longer be moved', 409);
}

/** The client cancels a session only as clientCancelRefusal allows. */
export function checkClientCancel(session: SessionState, now: string): void {
  const refusal = clientCancelRefusal(session, now);
  if (refusal) throw refuse(refusal, 'The session can no longer be cancelled', 409);
}

/** The coach gives a session a status only as coachStatusRefusal allows. */
export function checkCoachStatus(
  session: SessionState,
  status: Extract<CoachSessionStatus, 'CANCELLED' | 'COMPLETED' | 'NO_SHOW'>,
  now: string,
): void {
  const refusal = coachStatusRefusal(session, status, now);
  if (refusal === 'sessionNotStarted')
    throw refuse(refusal, 'The session has not started, or its grace has not passed', 409);
  if (refusal) throw refuse(refusal, 'The session is no longer scheduled', 409);
}

/**
 * What a coach's status change records of the session's outcome: when and by whom for a completion
 * or a missed mark (the start of its undo window), nothing for a cancellation.
 */
export function coachOutcomeRecord(
  status: Extract<CoachSessionStatus, 'CANCELLED' | 'COMPLETED' | 'NO_SHOW'>,
  now: string,
): { outcomeSetAt: string; outcomeSetBy: SessionOutcomeSetter } | null {
  return status === 'CANCELLED' ? null : { outcomeSetAt: now, outcomeSetBy: 'COACH' };
}

/** The coach undoes an outcome only as outcomeUndoRefusal allows. */
export function checkOutcomeUndo(session: OutcomeState, now: string): void {
  if (outcomeUndoRefusal(session, now))
    throw refuse(
      'sessionStatusChanged',
      'The session has no outcome that can still be undone',
      409,
    );
}

/** An undo that finds the outcome already changed (by a request at the same moment) is refused. */
export function checkOutcomeStillSet(changed: boolean): void {
  if (!changed)
    throw refuse('sessionStatusChanged', 'The session’s outcome changed meanwhile', 409);
}

/** The coach moves a session only as coachRescheduleRefusal allows. */
export function checkCoachReschedule(session: SessionState, now: string): void {
  if (coachRescheduleRefusal(session, now))
    throw refuse('sessionStatusChanged', 'Only a session that has not started can be moved', 409);
}

/** A change that finds the session already changed (by a request at the same moment) is refused. */
export function checkStillScheduled(changed: boolean): void {
  if (!changed) throw refuse('sessionStatusChanged', 'The session is no longer scheduled', 409);
}

/** A purchase books sessions while it has included sessions left. */
export function checkSessionsLeft(left: number): void {
  if (left === 0)
    throw refuse('noSessionsRemaining', 'Every included session is booked or used', 409);
}

/** The parts of a day free times are grouped by, in order. */
export const dayPartValues = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof dayPartValues)[number];

/** Morning until noon, afternoon until 5 p.m., evening after, on the clock of `timeZone`. */
export function dayPartOf(startsAt: string, timeZone: string): DayPart {
  const { hour } = instant(startsAt).toZonedDateTimeISO(timeZone);
  return hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening';
}

/**
 * A session's identity in calendars: the same in the portal's "Add to calendar" file and in every
 * mail about the session, so each updates one entry rather than adding another.
 */
export const sessionCalendarUid = (sessionId: number) =>
  `session-${sessionId}@healthcoachinstitute`;
