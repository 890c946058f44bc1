import { describe, expect, test } from 'vitest';
import { courseStanding, moduleDueDate, moduleStatus } from './courses';

describe('a module is due when its share of the course days ends', () => {
  const cohort = { startDate: '2027-01-11', endDate: '2027-07-09' };

  test('the first of 36 modules is due four days in (179 days over 36), the last on the last day', () => {
    expect(moduleDueDate(cohort, 0, 36)).toBe('2027-01-15');
    expect(moduleDueDate(cohort, 35, 36)).toBe('2027-07-09');
  });

  test('the dates follow the cohort: a later cohort moves every due date with it', () => {
    const later = { startDate: '2027-09-06', endDate: '2028-03-03' };
    expect(moduleDueDate(later, 0, 36)).toBe('2027-09-10');
  });

  test('a course without modules is due on its last day', () => {
    expect(moduleDueDate(cohort, 0, 0)).toBe('2027-07-09');
  });
});

describe('where a student stands in a course', () => {
  test('the share done is rounded down; begun without a module done is in progress', () => {
    expect(courseStanding(12, 7, true)).toEqual({ status: 'IN_PROGRESS', progress: 58 });
    expect(courseStanding(8, 0, true)).toEqual({ status: 'IN_PROGRESS', progress: 0 });
    expect(courseStanding(8, 0, false)).toEqual({ status: 'NOT_STARTED', progress: 0 });
  });

  test('done when every module is, and a course of no modules is never done', () => {
    expect(courseStanding(4, 4, true)).toEqual({ status: 'COMPLETED', progress: 100 });
    expect(courseStanding(0, 0, false)).toEqual({ status: 'NOT_STARTED', progress: 0 });
  });

  test('a module is done at 100 percent, begun above none', () => {
    expect([0, 40, 100].map(moduleStatus)).toEqual(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED']);
  });
});
