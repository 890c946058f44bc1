import { Temporal } from 'temporal-polyfill';

/**
 * Available schedules are asked for between a start and an end date; the start must come before
 * the end (the API's `startTimeMustBeLessThanEndTime`). Checked here too so the user hears it at once.
 */
export function isRangeInOrder(startDate: string, endDate: string): boolean {
  try {
    return (
      Temporal.PlainDate.compare(
        Temporal.PlainDate.from(startDate),
        Temporal.PlainDate.from(endDate),
      ) < 0
    );
  } catch {
    return false;
  }
}

/** The week starting today in `timeZone` (the coach's): the range the page opens with. */
export function defaultRange(timeZone: string) {
  const today = Temporal.Now.plainDateISO(timeZone);
  return { startDate: today.toString(), endDate: today.add({ days: 7 }).toString() };
}
