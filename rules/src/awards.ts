import type { Award } from '@hci/api-schema';

/**
 * The awards a student earns by learning: what each kind asks of their progress. Kinds earned
 * elsewhere (leading a circle or a practice session, attending circle sessions, the orientation
 * call) are given by those events, never by this rule.
 */

/** A student's learning as the awards read it: each open course's modules, and the bookmarks. */
export interface LearningProgress {
  courses: readonly {
    title: string;
    modules: readonly { week: number; completed: boolean }[];
  }[];
  bookmarks: number;
}

const done = (modules: readonly { completed: boolean }[]) =>
  modules.length > 0 && modules.every((module) => module.completed);

/** Whether `progress` earns the award; false for a kind learning does not earn. */
export function awardEarned(
  award: Pick<Award, 'kind' | 'params'>,
  progress: LearningProgress,
): boolean {
  const modules = progress.courses.flatMap((course) => course.modules);
  const completed = modules.filter((module) => module.completed).length;
  const course = progress.courses.find((entry) => entry.title === award.params.course);
  switch (award.kind) {
    case 'FIRST_MODULE':
      return completed > 0;
    case 'WEEK_COMPLETED':
      // Every module of that week, in a course that has one.
      return progress.courses.some((entry) =>
        done(entry.modules.filter((module) => module.week === award.params.week)),
      );
    case 'MODULES_BOOKMARKED':
      return progress.bookmarks >= Number(award.params.count);
    case 'COURSE_MODULES_COMPLETED':
      return (
        course !== undefined &&
        course.modules.filter((module) => module.completed).length >= Number(award.params.count)
      );
    case 'COURSE_COMPLETED':
      return course !== undefined && done(course.modules);
    case 'PROGRAM_HALFWAY':
      return modules.length > 0 && completed * 2 >= modules.length;
    case 'PROGRAM_COMPLETED':
      return done(modules);
    default:
      return false;
  }
}
