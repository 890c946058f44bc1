import type { AvailabilityWindow, CoachSession, DateOverride } from '@hci/api-schema';
import { scheduleDayOf, scheduleHoursOn } from '@hci/rules';
import { Temporal } from 'temporal-polyfill';

/** Two instants: a span of time. */
export interface Span {
  startsAt: string;
  endsAt: string;
}

export interface WeekDay {
  /** YYYY-MM-DD in the viewer's zone. */
  date: string;
  /** The coach's hours that fall on this day, as instants. */
  hours: Span[];
  /** The sessions starting on this day, by start. */
  sessions: CoachSession[];
}

const at = (date: Temporal.PlainDate, time: string, timeZone: string) =>
  date
    .toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) })
    .toInstant()
    .toString();

/**
 * The seven days from `monday` as the viewer reads them (`viewerZone`): the schedule's hours,
 * wall-clock times in its own zone (a date's override in place of its weekday's), turned into
 * instants and placed on the viewer's day they start on; and the sessions that start that day.
 */
export function weekDays(
  monday: Temporal.PlainDate,
  viewerZone: string,
  schedule: {
    timeZone: string;
    windows: readonly AvailabilityWindow[];
    overrides: readonly DateOverride[];
  },
  sessions: readonly CoachSession[],
): WeekDay[] {
  const days = Array.from({ length: 7 }, (_, index) => monday.add({ days: index }));
  const overrides = new Map(schedule.overrides.map((override) => [override.date, override]));
  // The schedule's days that can reach the viewer's week: a day more on each side for the zones'
  // difference.
  const hours = Array.from({ length: 9 }, (_, index) => monday.add({ days: index - 1 })).flatMap(
    (day) =>
      scheduleHoursOn(day, schedule.windows, overrides).map((window) => ({
        startsAt: at(day, window.startTime, schedule.timeZone),
        endsAt: at(day, window.endTime, schedule.timeZone),
      })),
  );
  return days.map((day) => {
    const date = day.toString();
    const onDay = (span: Span) => scheduleDayOf(span.startsAt, viewerZone) === date;
    return {
      date,
      hours: hours.filter(onDay),
      sessions: sessions
        .filter(onDay)
        .sort((a, b) => Temporal.Instant.compare(a.startsAt, b.startsAt)),
    };
  });
}

/**
 * The days to ask the API for to cover the week: its dates are UTC days, so one more on each side
 * catches the sessions of the viewer's week in any zone.
 */
export const weekQueryRange = (monday: Temporal.PlainDate) => ({
  from: monday.subtract({ days: 1 }).toString(),
  to: monday.add({ days: 7 }).toString(),
});
