import { Temporal } from 'temporal-polyfill';
import type { AvailabilityWindow, CoachSession } from '@hci/api-schema';
import { takesCoachTime } from './bookings';
import { refuse, RuleRefusal } from './refusal';

/** A coach's weekly hours: when a window of bookable time is well formed. */

export type WindowProblem = 'startTimeMustBeLessThanEndTime' | 'overlap';

/**
 * What is wrong with each window, by index: it must start before it ends, and may not overlap
 * another window of the same day (windows that only touch, one ending as the next starts, are
 * fine), since overlapping windows would offer the same free times twice.
 */
export function windowProblems(windows: readonly AvailabilityWindow[]): Map<number, WindowProblem> {
  const problems = new Map<number, WindowProblem>();
  windows.forEach((window, index) => {
    if (window.startTime >= window.endTime) {
      problems.set(index, 'startTimeMustBeLessThanEndTime');
      return;
    }
    const overlaps = windows.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.dayOfWeek === window.dayOfWeek &&
        other.startTime < other.endTime &&
        other.startTime < window.endTime &&
        window.startTime < other.endTime,
    );
    if (overlaps) problems.set(index, 'overlap');
  });
  return problems;
}

/**
 * Whether a coach's own booking from `startsAt` to `endsAt` would overlap one of their sessions
 * that takes their time, a completed one too (sessions that only touch are fine). The weekly
 * hours do not bind these bookings.
 */
export function overlapsBookedSession(
  sessions: readonly Pick<CoachSession, 'id' | 'startsAt' | 'endsAt' | 'status'>[],
  startsAt: string,
  endsAt: string,
  ignoredSessionId?: number,
): boolean {
  const from = Temporal.Instant.from(startsAt).epochMilliseconds;
  const to = Temporal.Instant.from(endsAt).epochMilliseconds;
  return sessions.some(
    (session) =>
      session.id !== ignoredSessionId &&
      takesCoachTime(session) &&
      Temporal.Instant.from(session.startsAt).epochMilliseconds < to &&
      from < Temporal.Instant.from(session.endsAt).epochMilliseconds,
  );
}

/** A session the coach books starts before it ends. */
export function checkSessionTimes(startsAt: string, endsAt: string): void {
  if (Temporal.Instant.compare(Temporal.Instant.from(startsAt), Temporal.Instant.from(endsAt)) >= 0)
    throw refuse(
      'startTimeMustBeLessThanEndTime',
      'The start time must be before the end time',
      400,
    );
}

/** The coach's own booking may not overlap one of their scheduled sessions. */
export function checkNoOverlap(overlaps: boolean): void {
  if (overlaps) throw refuse('slotUnavailable', 'This time overlaps another session', 409);
}

/** A change to a session is one thing at a time: a new start or a new status. Answers which. */
export function checkOneSessionChange<Status extends string>(change: {
  startsAt?: string;
  status?: Status;
}): { startsAt: string } | { status: Status } {
  const { startsAt, status } = change;
  if (startsAt !== undefined && status === undefined) return { startsAt };
  if (status !== undefined && startsAt === undefined) return { status };
  throw new RuleRefusal(400, 'badRequest', 'Send one change: a new start or a new status', [
    {
      path: startsAt === undefined ? 'status' : 'startsAt',
      message: 'send exactly one of startsAt and status',
    },
  ]);
}

/** A session is booked for a known client, or for one named by name and e-mail. */
export function checkClientNamed(
  customerId: number | undefined,
  known: boolean,
  named: { customerName?: string; customerEmail?: string },
): void {
  if (customerId !== undefined && !known)
    throw new RuleRefusal(400, 'badRequest', 'No such client', [
      { path: 'customerId', message: 'must be one of your clients' },
    ]);
  if (!known && (named.customerName === undefined || named.customerEmail === undefined))
    throw new RuleRefusal(400, 'badRequest', 'Name the client', [
      { path: 'customerId', message: 'or customerName and customerEmail are required' },
    ]);
}

/**
 * A coach books sessions only for their own clients: people who have bought from them. Anyone
 * else's inbox, and the coach's list of clients, are not the coach's to write to.
 */
export function checkOwnClient(hasBoughtFromCoach: boolean): void {
  if (!hasBoughtFromCoach)
    throw new RuleRefusal(
      422,
      'notYourClient',
      'Only a client who has bought from this coach can be booked',
    );
}

/**
 * The weekly hours and the dated ones are checked alike, each date as one day of its own: every
 * window starts before it ends, none overlaps another of its day, and no date is given twice.
 */
export function checkScheduleWindows(
  windows: readonly AvailabilityWindow[],
  overrides: readonly { date: string; windows: readonly Omit<AvailabilityWindow, 'dayOfWeek'>[] }[],
): void {
  const problems = [...windowProblems(windows)];
  const overrideProblems = overrides.flatMap((o, index) =>
    [...windowProblems(o.windows.map((w) => ({ ...w, dayOfWeek: 'MONDAY' as const })))].map(
      ([, problem]) => [index, problem] as const,
    ),
  );
  if ([...problems, ...overrideProblems].some(([, p]) => p === 'startTimeMustBeLessThanEndTime'))
    throw refuse('startTimeMustBeLessThanEndTime', 'Every window must start before it ends', 400);
  const dates = overrides.map((o) => o.date);
  const repeated = dates.flatMap((date, index) =>
    dates.indexOf(date) === index
      ? []
      : [{ path: `overrides.${index}.date`, message: 'is given twice' }],
  );
  if (problems.length || overrideProblems.length || repeated.length)
    throw new RuleRefusal(400, 'badRequest', 'Windows of one day overlap', [
      ...problems.map(([index]) => ({
        path: `windows.${index}`,
        message: 'overlaps another window of the same day',
      })),
      ...overrideProblems.map(([index]) => ({
        path: `overrides.${index}.windows`,
        message: 'overlaps another window of the same date',
      })),
      ...repeated,
    ]);
}
