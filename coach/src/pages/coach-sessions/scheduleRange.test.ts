import { expect, test } from 'vitest';
import { earliestEndDate, isRangeInOrder } from './scheduleRange';

test('the earliest end of a range is the day after its start, once the start is a date', () => {
  expect(earliestEndDate('2030-06-10')).toBe('2030-06-11');
  expect(earliestEndDate('2030-02-28')).toBe('2030-03-01');
  expect(earliestEndDate('06-1')).toBeUndefined();
  expect(earliestEndDate('')).toBeUndefined();
});

test('a range is in order when its end comes after its start', () => {
  expect(isRangeInOrder('2030-06-10', '2030-06-11')).toBe(true);
  expect(isRangeInOrder('2030-06-10', '2030-06-10')).toBe(false);
  expect(isRangeInOrder('2030-06-10', '2030-06-09')).toBe(false);
  expect(isRangeInOrder('06-1', '2030-06-11')).toBe(false);
  expect(isRangeInOrder('2030-06-10', '02-30-2030')).toBe(false);
});
