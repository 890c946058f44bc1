import type { Award, Course, CourseModule, CourseStatus, ModuleStatus } from '@hci/api-schema';
import { notFound } from '../http/errors.js';
import type { Handlers, JsonBytes, ResponseBody } from '../http/operation.js';
import { jsonBytes, noContent, ok, paged } from '../http/operation.js';
import { StampedCache } from '../http/stamped-cache.js';
import type { Services } from '../services.js';
import { pageOf, pagedQuery } from '../shared/listing.js';
import { compact } from '../shared/rows.js';

const statusOf = (progress: number, total: number, completed: number): CourseStatus =>
  completed === total && total > 0 ? 'COMPLETED' : progress > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';

const moduleStatusOf = (progress: number): ModuleStatus =>
  progress === 100 ? 'COMPLETED' : progress > 0 ? 'IN_PROGRESS' : 'NOT_STARTED';

/** Courses, modules, bookmarks and awards. */
export function courseHandlers(services: Services) {
  const { db } = services;
  // A 2,000-module course's list is half a megabyte of JSON: built and encoded once per change,
  // not per visit.
  const moduleLists = new StampedCache<JsonBytes<ResponseBody<'listCourseModules'>>>(
    32 * 1024 * 1024,
  );

  return {
    async listStudentCourses(input) {
      const { studentId } = input.params;
      const page = pageOf(input);
      // The module count is kept on the course; the student's progress is counted from their own
      // progress rows, so a 2,000-module course costs no more than a small one.
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
        `SELECT c.id, c.title, c.description, c.org_unit_id, c.start_date, c.end_date, c.module_count,
                coalesce(p.completed, 0)::int AS completed, coalesce(p.progress_sum, 0)::int AS progress_sum
         FROM course_enrollments ce JOIN courses c ON c.id = ce.course_id
         LEFT JOIN (
           SELECT m.course_id, count(*) FILTER (WHERE mp.progress = 100) AS completed,
                  sum(mp.progress) AS progress_sum
           FROM module_progress mp JOIN modules m ON m.id = mp.module_id
           WHERE mp.student_id = $1 GROUP BY m.course_id
         ) p ON p.course_id = c.id
         WHERE ce.student_id = $1`,
        [studentId],
        page,
        'id ASC',
      );
      return paged(
        rows.map((c): Course =>
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
      const { studentId, courseId } = input.params;
      // Read first, so the list built below is at least as new as the stamp it is kept under.
      const [enrollment] = await db.query<{ learning_version: number; content_version: number }>(
        `SELECT ce.learning_version, c.content_version
         FROM course_enrollments ce JOIN courses c ON c.id = ce.course_id
         WHERE ce.student_id = $1 AND ce.course_id = $2`,
        [studentId, courseId],
      );
      if (!enrollment) throw notFound('No such course');
      const keyword = input.query.keyword ? `%${input.query.keyword}%` : null;
      const { status, bookmarks: view = 'ALL' } = input.query;
      const key = JSON.stringify([studentId, courseId, keyword, status, view]);
      const stamp = `${enrollment.learning_version}.${enrollment.content_version}`;
      const cached = moduleLists.get(key, stamp);
      if (cached !== undefined) return { status: 200, json: cached };
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
        `SELECT m.id, m.course_id, m.title, m.description, m.module_group, m.position, m.duration_minutes,
                coalesce(mp.progress, 0) AS progress, (b.module_id IS NOT NULL) AS bookmarked
         FROM modules m
         LEFT JOIN module_progress mp ON mp.module_id = m.id AND mp.student_id = $1
         LEFT JOIN module_bookmarks b ON b.module_id = m.id AND b.student_id = $1
         WHERE m.course_id = $2 AND ($3::text IS NULL OR m.title ILIKE $3 OR m.description ILIKE $3 OR m.module_group ILIKE $3)
         ORDER BY m.position`,
        [studentId, courseId, keyword],
      );
      const modules = rows
        .map((m): CourseModule => ({
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
      const json = jsonBytes<ResponseBody<'listCourseModules'>>({
        content: modules,
        pagination: { total: modules.length, page: 0, size: modules.length },
      });
      moduleLists.set(key, stamp, json);
      return { status: 200, json };
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
      const awards = rows.map((a): Award =>
        compact({
          id: a.id,
          title: a.title,
          description: a.description,
          criteria: a.criteria,
          status: a.earned_at ? 'EARNED' : 'AVAILABLE',
          earnedAt: a.earned_at,
        }),
      );
      return paged(awards, awards.length, { page: 0, size: awards.length });
    },
  } satisfies Partial<Handlers>;
}
