// The mock coach's free times, read as the API reads them: the fixture schedule and every session
// that takes the coach's time, given to the shared free-times rule.
import {
  bookingSettingsDefaults,
  freeTimeAnswer,
  scheduleDayOf,
  type FreeSlotsQuery,
} from '@hci/rules';
import type { CoachSession } from '@hci/api-schema';
import { demoNow, type MockDb } from './mock-kit';

/** Every session that takes the coach's time: the coach's own list and the buyers' bookings. */
function busyTimes(db: MockDb): CoachSession[] {
  const sessions = new Map<number, CoachSession>();
  for (const session of db.coachSessions) sessions.set(session.id, session);
  for (const purchase of db.studentPurchases)
    for (const session of purchase.sessions ?? []) sessions.set(session.id, session);
  return [...sessions.values()];
}

/** The rule's question for a service of `durationMinutes` over the days; `except` is being moved. */
export function freeTimesQuery(
  db: MockDb,
  durationMinutes: number,
  days: { startDate: string; endDate: string },
  except?: CoachSession,
): FreeSlotsQuery {
  const schedule = db.coachSchedule;
  return {
    timeZone: schedule.timeZone,
    windows: schedule.windows,
    overrides: schedule.overrides ?? [],
    settings: { ...bookingSettingsDefaults, ...schedule },
    sessions: busyTimes(db).filter((session) => session.id !== except?.id),
    ...days,
    durationMinutes,
    now: demoNow,
  };
}

/** How `startsAt` stands as a time for a service of `durationMinutes`, on its schedule day. */
export function freeTimeAt(
  db: MockDb,
  durationMinutes: number,
  startsAt: string,
  except?: CoachSession,
) {
  const day = scheduleDayOf(startsAt, db.coachSchedule.timeZone);
  return freeTimeAnswer(
    freeTimesQuery(db, durationMinutes, { startDate: day, endDate: day }, except),
    startsAt,
  );
}
