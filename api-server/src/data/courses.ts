import type { AwardKind, AwardStatus } from '@hci/api-schema';
import type { Queryable } from '../db/database.js';
import type { PageRequest } from '../http/operation.js';
import { pagedQuery } from './listing.js';

export interface StudentCourseRow {
  id: number;
  title: string;
  description: string;
  org_unit_id: string | null;
  start_date: string | null;
  end_date: string | null;
  module_count: number;
  completed: number;
  progress_sum: number;
  next_module_id: number | null;
  next_module_title: string | null;
  next_module_position: number | null;
}

export interface ModuleRow {
  id: number;
  course_id: number;
  title: string;
  description: string;
  week: number;
  position: number;
  duration_minutes: number;
  progress: number;
  bookmarked: boolean;
}

export interface AwardRow {
  id: number;
  kind: AwardKind;
  params: Record<string, string | number>;
  earned_at: string | null;
}

/**
 * One page of the student's courses with their module counts, the student's progress and the
 * first module in order they have not finished. The module count is kept on the course; the
 * progress is counted from the student's own progress rows, so a 2,000-module course costs no more
 * than a small one. The dates are those of the cohort the student takes the course with, the
 * course's own when none.
 */
export function studentCoursesPage(db: Queryable, studentId: number, page: PageRequest) {
  return pagedQuery<StudentCourseRow>(
    db,
    `SELECT c.id, c.title, c.description, c.org_unit_id, c.module_count,
            coalesce(co.start_date, c.start_date)::text AS start_date,
            coalesce(co.graduation_date, c.end_date)::text AS end_date,
            coalesce(p.completed, 0)::int AS completed, coalesce(p.progress_sum, 0)::int AS progress_sum,
            n.id AS next_module_id, n.title AS next_module_title, n.position AS next_module_position
     FROM course_enrollments ce JOIN courses c ON c.id = ce.course_id
     LEFT JOIN cohorts co ON co.id = ce.cohort_id
     LEFT JOIN (
       SELECT m.course_id, count(*) FILTER (WHERE mp.progress = 100) AS completed,
              sum(mp.progress) AS progress_sum
       FROM module_progress mp JOIN modules m ON m.id = mp.module_id
       WHERE mp.student_id = $1 GROUP BY m.course_id
     ) p ON p.course_id = c.id
     LEFT JOIN LATERAL (
       SELECT m.id, m.title, m.position FROM modules m
       LEFT JOIN module_progress mp ON mp.module_id = m.id AND mp.student_id = $1
       WHERE m.course_id = c.id AND coalesce(mp.progress, 0) < 100
       ORDER BY m.position LIMIT 1
     ) n ON true
     WHERE ce.student_id = $1`,
    [studentId],
    page,
    'id ASC',
  );
}

/**
 * The version stamps of what the student's module list of a course shows (their progress and
 * bookmarks, the course's content); none when the student is not in the course.
 */
export async function moduleListStamps(
  db: Queryable,
  studentId: number,
  courseId: number,
): Promise<{ learning_version: number; content_version: number } | undefined> {
  const [enrollment] = await db.query<{ learning_version: number; content_version: number }>(
    `SELECT ce.learning_version, c.content_version
     FROM course_enrollments ce JOIN courses c ON c.id = ce.course_id
     WHERE ce.student_id = $1 AND ce.course_id = $2`,
    [studentId, courseId],
  );
  return enrollment;
}

/** The course's modules in order with the student's progress and bookmarks, matching `keyword`
 * (an ILIKE pattern) in title or description when given. */
export function courseModules(
  db: Queryable,
  studentId: number,
  courseId: number,
  keyword: string | null,
) {
  return db.query<ModuleRow>(
    `SELECT m.id, m.course_id, m.title, m.description, m.week, m.position, m.duration_minutes,
            coalesce(mp.progress, 0) AS progress, (b.module_id IS NOT NULL) AS bookmarked
     FROM modules m
     LEFT JOIN module_progress mp ON mp.module_id = m.id AND mp.student_id = $1
     LEFT JOIN module_bookmarks b ON b.module_id = m.id AND b.student_id = $1
     WHERE m.course_id = $2 AND ($3::text IS NULL OR m.title ILIKE $3 OR m.description ILIKE $3)
     ORDER BY m.position`,
    [studentId, courseId, keyword],
  );
}

export async function bookmarkedModuleIds(db: Queryable, studentId: number): Promise<number[]> {
  const rows = await db.query<{ module_id: number }>(
    'SELECT module_id FROM module_bookmarks WHERE student_id = $1 ORDER BY module_id',
    [studentId],
  );
  return rows.map((r) => r.module_id);
}

/** Whether the module belongs to a course the student is in. */
export async function moduleOfStudent(
  db: Queryable,
  studentId: number,
  moduleId: number,
): Promise<boolean> {
  const [visible] = await db.query(
    'SELECT 1 FROM modules m JOIN course_enrollments ce ON ce.course_id = m.course_id AND ce.student_id = $1 WHERE m.id = $2',
    [studentId, moduleId],
  );
  return visible !== undefined;
}

/** One module of a course the student is in, with its course's title and the student's progress. */
export async function studentModule(
  db: Queryable,
  studentId: number,
  moduleId: number,
): Promise<(ModuleRow & { course_title: string }) | undefined> {
  const [module] = await db.query<ModuleRow & { course_title: string }>(
    `SELECT m.id, m.course_id, m.title, m.description, m.week, m.position, m.duration_minutes,
            coalesce(mp.progress, 0) AS progress, false AS bookmarked, c.title AS course_title
     FROM modules m
     JOIN course_enrollments ce ON ce.course_id = m.course_id AND ce.student_id = $1
     JOIN courses c ON c.id = m.course_id
     LEFT JOIN module_progress mp ON mp.module_id = m.id AND mp.student_id = $1
     WHERE m.id = $2`,
    [studentId, moduleId],
  );
  return module;
}

/** Records the module as finished by the student (the progress the portal's lists count). */
export async function completeModule(
  db: Queryable,
  studentId: number,
  moduleId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO module_progress (student_id, module_id, progress) VALUES ($1, $2, 100)
     ON CONFLICT (student_id, module_id) DO UPDATE SET progress = 100 WHERE module_progress.progress < 100`,
    [studentId, moduleId],
  );
}

export async function insertBookmark(
  db: Queryable,
  studentId: number,
  moduleId: number,
): Promise<void> {
  await db.query(
    'INSERT INTO module_bookmarks (student_id, module_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [studentId, moduleId],
  );
}

export async function deleteBookmark(
  db: Queryable,
  studentId: number,
  moduleId: number,
): Promise<void> {
  await db.query('DELETE FROM module_bookmarks WHERE student_id = $1 AND module_id = $2', [
    studentId,
    moduleId,
  ]);
}

/** Every award with when the student earned it; only the earned or the available ones when
 * `status` says so. */
export function awardsOf(db: Queryable, studentId: number, status: AwardStatus | null) {
  return db.query<AwardRow>(
    `SELECT a.*, sa.earned_at FROM awards a LEFT JOIN student_awards sa ON sa.award_id = a.id AND sa.student_id = $1
     WHERE $2::text IS NULL OR ($2 = 'EARNED') = (sa.award_id IS NOT NULL) ORDER BY a.id`,
    [studentId, status],
  );
}

/** The student's modules in their open courses, with their week and whether each is done. */
export function learnedModules(db: Queryable, studentId: number) {
  return db.query<{ course_title: string; week: number; completed: boolean }>(
    `SELECT c.title AS course_title, m.week, coalesce(mp.progress, 0) = 100 AS completed
     FROM course_enrollments ce JOIN courses c ON c.id = ce.course_id JOIN modules m ON m.course_id = c.id
     LEFT JOIN module_progress mp ON mp.module_id = m.id AND mp.student_id = ce.student_id
     WHERE ce.student_id = $1`,
    [studentId],
  );
}

export async function bookmarkCount(db: Queryable, studentId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM module_bookmarks WHERE student_id = $1',
    [studentId],
  );
  return row!.count;
}

/** Records the awards as the student's, earned at `earnedAt` (one held already stays as it is). */
export async function grantAwards(
  db: Queryable,
  studentId: number,
  awardIds: readonly number[],
  earnedAt: string,
): Promise<void> {
  if (awardIds.length === 0) return;
  await db.query(
    `INSERT INTO student_awards (student_id, award_id, earned_at)
     SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING`,
    [studentId, awardIds, earnedAt],
  );
}

/**
 * Opens the cohort's courses to the student, on the cohort's dates; a course already open (from
 * an earlier cohort) keeps its progress and moves to this cohort's dates.
 */
export async function openCohortCourses(
  tx: Queryable,
  studentId: number,
  cohortId: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO course_enrollments (student_id, course_id, cohort_id)
     SELECT $1, course_id, $2 FROM cohort_courses WHERE cohort_id = $2
     ON CONFLICT (student_id, course_id) DO UPDATE SET cohort_id = excluded.cohort_id`,
    [studentId, cohortId],
  );
}
