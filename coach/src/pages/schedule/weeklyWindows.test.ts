import { describe, expect, test } from 'vitest';
import { nextWindow, windowProblems } from './weeklyWindows';

describe('weekly windows', () => {
  test('a window must start before it ends', () => {
    const problems = windowProblems([
      { dayOfWeek: 'MONDAY', startTime: '12:00', endTime: '09:00' },
      { dayOfWeek: 'MONDAY', startTime: '13:00', endTime: '13:00' },
    ]);
    expect([...problems]).toEqual([
      [0, 'startTimeMustBeLessThanEndTime'],
      [1, 'startTimeMustBeLessThanEndTime'],
    ]);
  });

  test('windows of one day may touch but not overlap; other days do not count', () => {
    const problems = windowProblems([
      { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 'MONDAY', startTime: '12:00', endTime: '13:00' },
      { dayOfWeek: 'MONDAY', startTime: '11:00', endTime: '11:30' },
      { dayOfWeek: 'TUESDAY', startTime: '09:00', endTime: '12:00' },
    ]);
    expect([...problems]).toEqual([
      [0, 'overlap'],
      [2, 'overlap'],
    ]);
  });

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
