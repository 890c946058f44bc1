import { Temporal } from 'temporal-polyfill';

/**
 * A course runs on the dates of the cohort the student takes it with (its own dates only when it
 * belongs to no cohort of theirs), so a student who joins a later cohort is never overdue on day one.
 */
export interface CourseDates {
  startDate: string;
  endDate: string;
}

/**
 * When the module at `position` (0 first) of `moduleCount` is due: the course's days shared out
 * evenly over its modules in order, the last one due on the course's last day.
 */
export function moduleDueDate(
  { startDate, endDate }: CourseDates,
  position: number,
  moduleCount: number,
): string {
  const start = Temporal.PlainDate.from(startDate);
  const days = start.until(Temporal.PlainDate.from(endDate)).days;
  return start
    .add({ days: Math.floor(((position + 1) * days) / Math.max(moduleCount, 1)) })
    .toString();
}
