import { dayOfWeekValues, type CoachSchedule } from '@hci/api-schema';
import { checkScheduleWindows } from '@hci/rules';
import * as scheduleData from '../../data/coach-sessions/schedule.js';
import { checkKnownTimeZone } from '../../shared/time-zones.js';
import type { Handlers } from '../../http/operation.js';
import { ok } from '../../http/operation.js';
import type { Services } from '../../services.js';

/** A coach's weekly hours, date overrides and booking settings. */
export function scheduleHandlers(services: Services) {
  const { db } = services;

  const scheduleOf = async (coachId: number): Promise<CoachSchedule> => {
    const schedule = await scheduleData.scheduleOfCoach(db, coachId);
    const windows = await scheduleData.scheduleWindows(db, schedule.id);
    const overrides = await scheduleData.scheduleOverrides(db, schedule.id);
    return {
      id: schedule.id,
      coachId,
      timeZone: schedule.time_zone,
      windows: windows.map((w) => ({
        dayOfWeek: dayOfWeekValues[w.day_of_week - 1]!,
        startTime: w.start_time,
        endTime: w.end_time,
      })),
      minimumNoticeMinutes: schedule.minimum_notice_minutes,
      bufferMinutes: schedule.buffer_minutes,
      dailyLimit: schedule.daily_limit,
      overrides,
    };
  };

  return {
    async getCoachSchedule(input) {
      const { coachId } = input.params;
      return ok(await scheduleOf(coachId));
    },

    async updateCoachSchedule(input) {
      const { coachId } = input.params;
      const { timeZone, windows, overrides } = input.body;
      checkScheduleWindows(windows, overrides ?? []);
      await checkKnownTimeZone(db, timeZone, 'timeZone');
      const schedule = await scheduleData.scheduleOfCoach(db, coachId);
      await db.transaction(async (tx) => {
        await scheduleData.setScheduleTimeZone(tx, schedule.id, timeZone);
        // Settings left out keep their stored values.
        await scheduleData.setBookingSettings(tx, schedule.id, {
          minimumNoticeMinutes: input.body.minimumNoticeMinutes ?? schedule.minimum_notice_minutes,
          bufferMinutes: input.body.bufferMinutes ?? schedule.buffer_minutes,
          dailyLimit:
            input.body.dailyLimit === undefined ? schedule.daily_limit : input.body.dailyLimit,
        });
        await scheduleData.replaceWindows(
          tx,
          schedule.id,
          windows.map((w) => ({
            day_of_week: dayOfWeekValues.indexOf(w.dayOfWeek) + 1,
            start_time: w.startTime,
            end_time: w.endTime,
          })),
        );
        if (overrides) await scheduleData.replaceOverrides(tx, schedule.id, overrides);
      });
      return ok(await scheduleOf(coachId));
    },
  } satisfies Partial<Handlers>;
}
