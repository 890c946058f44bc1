import type { CourseStatus, ModuleStatus } from '@hci/api-schema';
import { notFound } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import type { Services } from '../services.js';
import { noContent, ok, paged } from '../http/operation.js';
import { compact, pageOf, pagedQuery } from './common.js';

const statusOf = (progress: number, total: number, completed: number): CourseStatus =>
  completed === total && total > 0 ? 'COMPLETED' : progress > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';

const moduleStatusOf = (progress: number): ModuleStatus =>
  progress === 100 ? 'COMPLETED' : progress > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';

/** Courses, modules, bookmarks and awards. */
export function learningHandlers(services: Services) {
  const { db } = services;

  return {
    async listStudentCourses(input) {
      const { studentId } = input.params;
      const page = pageOf(input);
      const { rows, total } = await pagedQuery<{
        id: number;
        title: string;
        description: string;
        org_unit_id: string | null;
        start_date: string | null;
        end_date: string | null;
        module_count: number;
        completed: number;
        progress_sum: number;
      }>(
        db,
        `SELECT c.*, count(m.id)::int AS module_count,
                count(mp.module_id) FILTER (WHERE mp.progress = 100)::int AS completed,
                coalesce(sum(mp.progress), 0)::int AS progress_sum
         FROM course_enrollments ce JOIN courses c ON c.id = ce.course_id
         LEFT JOIN modules m ON m.course_id = c.id
         LEFT JOIN module_progress mp ON mp.module_id = m.id AND mp.student_id = ce.student_id
         WHERE ce.student_id = $1 GROUP BY c.id`,
        [studentId],
        page,
        'id ASC',
      );
      return paged(
        rows.map((c) =>
          compact({
            id: c.id,
            title: c.title,
            description: c.description,
            status: statusOf(c.progress_sum, c.module_count, c.completed),
            progress: c.module_count ? Math.floor((c.completed * 100) / c.module_count) : 0,
            moduleCount: c.module_count,
            completedModuleCount: c.completed,
            startDate: c.start_date,
            endDate: c.end_date,
            orgUnitId: c.org_unit_id,
          }),
        ),
        total,
        page,
      );
    },

    async listCourseModules(input) {
      const { studentId } = input.params;
      const { courseId } = input.params;
      const [enrolled] = await db.query(
        'SELECT 1 FROM course_enrollments WHERE student_id = $1 AND course_id = $2',
        [studentId, courseId],
      );
      if (!enrolled) throw notFound('No such course');
      const keyword = input.query.keyword ? `%${input.query.keyword}%` : null;
      const rows = await db.query<{
        id: number;
        course_id: number;
        title: string;
        description: string;
        module_group: string;
        position: number;
        duration_minutes: number;
        progress: number;
        bookmarked: boolean;
      }>(
        `SELECT m.*, coalesce(mp.progress, 0) AS progress, (b.module_id IS NOT NULL) AS bookmarked
         FROM modules m
         LEFT JOIN module_progress mp ON mp.module_id = m.id AND mp.student_id = $1
         LEFT JOIN module_bookmarks b ON b.module_id = m.id AND b.student_id = $1
         WHERE m.course_id = $2 AND ($3::text IS NULL OR m.title ILIKE $3 OR m.description ILIKE $3 OR m.module_group ILIKE $3)
         ORDER BY m.position`,
        [studentId, courseId, keyword],
      );
      const { status, bookmarks: view = 'ALL' } = input.query;
      const modules = rows
        .map((m) => ({
          id: m.id,
          courseId: m.course_id,
          title: m.title,
          description: m.description,
          group: m.module_group,
          position: m.position,
          status: moduleStatusOf(m.progress),
          progress: m.progress,
          durationMinutes: m.duration_minutes,
          bookmarked: m.bookmarked,
        }))
        .filter((m) => !status || m.status === status)
        .filter((m) => view === 'ALL' || (view === 'MARKED') === m.bookmarked);
      return paged(modules, modules.length, { page: 0, size: modules.length });
    },

    async listModuleBookmarks(input) {
      const { studentId } = input.params;
      const rows = await db.query<{ module_id: number }>(
        'SELECT module_id FROM module_bookmarks WHERE student_id = $1 ORDER BY module_id',
        [studentId],
      );
      return ok(rows.map((r) => r.module_id));
    },

    async addModuleBookmark(input) {
      const { studentId } = input.params;
      const { moduleId } = input.body;
      const [visible] = await db.query(
        'SELECT 1 FROM modules m JOIN course_enrollments ce ON ce.course_id = m.course_id AND ce.student_id = $1 WHERE m.id = $2',
        [studentId, moduleId],
      );
      if (!visible) throw notFound('No such module');
      await db.query(
        'INSERT INTO module_bookmarks (student_id, module_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [studentId, moduleId],
      );
      return noContent();
    },

    async removeModuleBookmark(input) {
      const { studentId } = input.params;
      await db.query('DELETE FROM module_bookmarks WHERE student_id = $1 AND module_id = $2', [
        studentId,
        input.params.moduleId,
      ]);
      return noContent();
    },

    async listAwards(input) {
      const { studentId } = input.params;
      const rows = await db.query<{
        id: number;
        title: string;
        description: string;
        criteria: string;
        earned_at: string | null;
      }>(
        `SELECT a.*, sa.earned_at FROM awards a LEFT JOIN student_awards sa ON sa.award_id = a.id AND sa.student_id = $1
         WHERE $2::text IS NULL OR ($2 = 'EARNED') = (sa.award_id IS NOT NULL) ORDER BY a.id`,
        [studentId, input.query.status ?? null],
      );
      const awards = rows.map((a) =>
        compact({
          id: a.id,
          title: a.title,
          description: a.description,
          criteria: a.criteria,
          status: a.earned_at ? ('EARNED' as const) : ('AVAILABLE' as const),
          earnedAt: a.earned_at,
        }),
      );
      return paged(awards, awards.length, { page: 0, size: awards.length });
    },
  } satisfies Partial<Handlers>;
}
