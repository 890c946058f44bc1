import { describe, expect, test } from 'vitest';
import { nextWindow } from './weeklyWindows';

describe('weekly windows', () => {
  test('a new window follows the day’s last one', () => {
    expect(nextWindow([], 'FRIDAY')).toEqual({
      dayOfWeek: 'FRIDAY',
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(
      nextWindow([{ dayOfWeek: 'FRIDAY', startTime: '09:00', endTime: '12:30' }], 'FRIDAY'),
    ).toEqual({ dayOfWeek: 'FRIDAY', startTime: '12:30', endTime: '13:30' });
  });
});
