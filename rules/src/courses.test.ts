import { describe, expect, test } from 'vitest';
import { moduleDueDate } from './courses';

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
