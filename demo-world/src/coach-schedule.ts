import { bookingSettingsDefaults } from '@hci/rules';
import type { CoachSchedule } from '@hci/api-schema';
import { daysFrom } from './dates';
import { demoCoach } from './people';

/** A coach's schedule as the coach sets it: everything but the ids the records get. */
export type DemoCoachSchedule = Required<Omit<CoachSchedule, 'id' | 'coachId'>>;

/**
 * The demo coach's booking hours, in her own zone: mornings and afternoons on alternate weekdays
 * and a short Saturday, with the settings a new schedule starts with; in the coming days, a day
 * off and another with only a morning open.
 */
export function demoCoachSchedule(today: string): DemoCoachSchedule {
  return {
    timeZone: demoCoach.timeZone,
    windows: [
      { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 'TUESDAY', startTime: '13:00', endTime: '17:00' },
      { dayOfWeek: 'WEDNESDAY', startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 'THURSDAY', startTime: '13:00', endTime: '17:00' },
      { dayOfWeek: 'SATURDAY', startTime: '09:00', endTime: '11:00' },
    ],
    ...bookingSettingsDefaults,
    overrides: [
      { date: daysFrom(today, 4), windows: [] },
      { date: daysFrom(today, 5), windows: [{ startTime: '10:00', endTime: '12:00' }] },
    ],
  };
}
