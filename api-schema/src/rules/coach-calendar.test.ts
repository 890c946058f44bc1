import { describe, expect, test } from 'vitest';
import { windowProblems } from './coach-calendar';

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

  test('a reversed window overlaps nothing: it is reported once, as reversed', () => {
    const problems = windowProblems([
      { dayOfWeek: 'MONDAY', startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 'MONDAY', startTime: '11:00', endTime: '10:00' },
    ]);
    expect([...problems]).toEqual([[1, 'startTimeMustBeLessThanEndTime']]);
  });
});
