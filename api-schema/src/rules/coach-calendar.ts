import { Temporal } from 'temporal-polyfill';
import type { AvailabilityWindow, CoachSession } from '../schema';

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
 * Whether a coach's own booking from `startsAt` to `endsAt` would overlap one of their scheduled
 * sessions (sessions that only touch are fine). The weekly hours do not bind these bookings.
 */
export function overlapsScheduledSession(
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
      session.status === 'SCHEDULED' &&
      Temporal.Instant.from(session.startsAt).epochMilliseconds < to &&
      from < Temporal.Instant.from(session.endsAt).epochMilliseconds,
  );
}
