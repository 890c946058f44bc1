import { Temporal } from 'temporal-polyfill';
import type { CourseStatus, ModuleStatus } from '@hci/api-schema';

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

/** A module is done at 100 percent and begun at anything above none. */
export const moduleStatus = (progress: number): ModuleStatus =>
  progress === 100 ? 'COMPLETED' : progress > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';

/**
 * Where a student stands in a course of `moduleCount` modules, `completed` of them done: the share
 * done in whole percent (rounded down), and done when every module is, begun when any module is.
 */
export function courseStanding(
  moduleCount: number,
  completed: number,
  begun: boolean,
): { status: CourseStatus; progress: number } {
  const status: CourseStatus =
    completed === moduleCount && moduleCount > 0
      ? 'COMPLETED'
      : begun
        ? 'IN_PROGRESS'
        : 'NOT_STARTED';
  return { status, progress: moduleCount ? Math.floor((completed * 100) / moduleCount) : 0 };
}
