import { Temporal } from 'temporal-polyfill';

/**
 * Available schedules are asked for between a start and an end date; the start must come before
 * the end (the API's `startTimeMustBeLessThanEndTime`), so the earliest end is the day after the
 * start. Undefined while the start is not a date.
 */
export function earliestEndDate(startDate: string): string | undefined {
  try {
    return Temporal.PlainDate.from(startDate).add({ days: 1 }).toString();
  } catch {
    return undefined;
  }
}

/** Whether the end comes after the start, checked here too so the user hears it at once. */
export function isRangeInOrder(startDate: string, endDate: string): boolean {
  const earliest = earliestEndDate(startDate);
  if (earliest === undefined) return false;
  try {
    return Temporal.PlainDate.compare(Temporal.PlainDate.from(endDate), earliest) >= 0;
  } catch {
    return false;
  }
}

/** The week starting today in `timeZone` (the coach's): the range the page opens with. */
export function defaultRange(timeZone: string) {
  const today = Temporal.Now.plainDateISO(timeZone);
  return { startDate: today.toString(), endDate: today.add({ days: 7 }).toString() };
}
