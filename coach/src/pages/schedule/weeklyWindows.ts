import type { AvailabilityWindow, DayOfWeek } from '@hci/api-schema';
import { quarterHours } from '../../components/quarterHours';

export type WindowProblem = 'startTimeMustBeLessThanEndTime' | 'overlap';

/**
 * What is wrong with each window, by index: it must start before it ends, and may not overlap
 * another window of the same day (windows that only touch, one ending as the next starts, are fine).
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

/** A new window for a day: an hour after the day's last one ends, or 09:00–10:00. */
export function nextWindow(
  windows: readonly AvailabilityWindow[],
  dayOfWeek: DayOfWeek,
): AvailabilityWindow {
  const latest = windows
    .filter((window) => window.dayOfWeek === dayOfWeek)
    .map((window) => window.endTime)
    .sort()
    .at(-1);
  const start = latest && latest < '23:00' ? latest : '09:00';
  const startIndex = quarterHours.indexOf(start);
  const end = quarterHours[Math.min(startIndex + 4, quarterHours.length - 1)]!;
  return { dayOfWeek, startTime: start, endTime: end };
}
