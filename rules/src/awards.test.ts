import { describe, expect, test } from 'vitest';
import { awardEarned, type LearningProgress } from './awards';

const course = (title: string, ...weeks: [number, boolean][]) => ({
  title,
  modules: weeks.map(([week, completed]) => ({ week, completed })),
});
const progress = (courses: LearningProgress['courses'], bookmarks = 0) => ({ courses, bookmarks });
const started = progress([course('Foundations', [1, true], [1, false], [2, false])]);
const weekDone = progress([course('Foundations', [1, true], [1, true], [2, false])], 5);

describe('what learning earns', () => {
  test('the first module completed', () => {
    expect(awardEarned({ kind: 'FIRST_MODULE', params: {} }, progress([]))).toBe(false);
    expect(awardEarned({ kind: 'FIRST_MODULE', params: {} }, started)).toBe(true);
  });

  test('a week, once every module of it is done', () => {
    const week1 = { kind: 'WEEK_COMPLETED' as const, params: { week: 1 } };
    expect(awardEarned(week1, started)).toBe(false);
    expect(awardEarned(week1, weekDone)).toBe(true);
    expect(awardEarned({ ...week1, params: { week: 3 } }, weekDone)).toBe(false);
  });

  test('halfway and the whole program, over every open course', () => {
    expect(awardEarned({ kind: 'PROGRAM_HALFWAY', params: {} }, started)).toBe(false);
    expect(awardEarned({ kind: 'PROGRAM_HALFWAY', params: {} }, weekDone)).toBe(true);
    expect(awardEarned({ kind: 'PROGRAM_COMPLETED', params: {} }, weekDone)).toBe(false);
  });

  test('a course’s modules by count, the course done, bookmarks by count', () => {
    const courseAward = { kind: 'COURSE_MODULES_COMPLETED' as const };
    expect(
      awardEarned({ ...courseAward, params: { count: 2, course: 'Foundations' } }, weekDone),
    ).toBe(true);
    expect(awardEarned({ ...courseAward, params: { count: 2, course: 'Other' } }, weekDone)).toBe(
      false,
    );
    expect(
      awardEarned({ kind: 'COURSE_COMPLETED', params: { course: 'Foundations' } }, weekDone),
    ).toBe(false);
    expect(awardEarned({ kind: 'MODULES_BOOKMARKED', params: { count: 5 } }, weekDone)).toBe(true);
    expect(awardEarned({ kind: 'MODULES_BOOKMARKED', params: { count: 5 } }, started)).toBe(false);
  });

  test('kinds earned by other events never come from learning', () => {
    expect(awardEarned({ kind: 'CIRCLE_LED', params: {} }, weekDone)).toBe(false);
  });
});
