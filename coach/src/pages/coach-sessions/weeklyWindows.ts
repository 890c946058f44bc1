import type { AvailabilityWindow, DayOfWeek } from '@hci/api-schema';
import { quarterHours } from '../../components/quarterHours';

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
