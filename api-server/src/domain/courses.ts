import type { Award, Course, CourseModule, NextModule } from '@hci/api-schema';
import {
  awardEarned,
  courseStanding,
  moduleDueDate,
  moduleStatus,
  type LearningProgress,
} from '@hci/rules';
import { isoAt } from '../clock.js';
import * as courseData from '../data/courses.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';
import type { Handlers, JsonBytes, ResponseBody } from '../http/operation.js';
import { jsonBytes, noContent, ok, paged } from '../http/operation.js';
import { StampedCache } from '../http/stamped-cache.js';
import type { Services } from '../services.js';
import { pageOf } from '../shared/listing.js';
import { compact } from '../shared/rows.js';

/**
 * Grants the student every award their learning now earns (the shared award rules), dated `at`:
 * called where learning changes (a module completed, a bookmark added), so an award is earned
 * when its step is taken, never seeded.
 */
export async function earnLearningAwards(db: Queryable, studentId: number, at: string) {
  const available = await courseData.awardsOf(db, studentId, 'AVAILABLE');
  if (available.length === 0) return;
  const modules = await courseData.learnedModules(db, studentId);
  const titles = [...new Set(modules.map((module) => module.course_title))];
  const progress: LearningProgress = {
    courses: titles.map((title) => ({
      title,
      modules: modules.filter((module) => module.course_title === title),
    })),
    bookmarks: await courseData.bookmarkCount(db, studentId),
  };
  const earned = available.filter((award) => awardEarned(award, progress));
  await courseData.grantAwards(
    db,
    studentId,
    earned.map((award) => award.id),
    at,
  );
}

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
      const { rows, total } = await courseData.studentCoursesPage(db, studentId, page);
      return paged(
        rows.map((c): Course =>
          compact({
            id: c.id,
            title: c.title,
            description: c.description,
            ...courseStanding(c.module_count, c.completed, c.progress_sum > 0),
            moduleCount: c.module_count,
            completedModuleCount: c.completed,
            startDate: c.start_date,
            endDate: c.end_date,
            orgUnitId: c.org_unit_id,
            nextModule:
              c.next_module_id === null
                ? undefined
                : compact<NextModule>({
                    id: c.next_module_id,
                    title: c.next_module_title!,
                    dueDate:
                      c.start_date && c.end_date
                        ? moduleDueDate(
                            { startDate: c.start_date, endDate: c.end_date },
                            c.next_module_position!,
                            c.module_count,
                          )
                        : undefined,
                  }),
          }),
        ),
        total,
        page,
      );
    },

    async listCourseModules(input) {
      const { studentId, courseId } = input.params;
      // Read first, so the list built below is at least as new as the stamp it is kept under.
      const enrollment = await courseData.moduleListStamps(db, studentId, courseId);
      if (!enrollment) throw notFound('No such course');
      const keyword = input.query.keyword ? `%${input.query.keyword}%` : null;
      const { status, bookmarks: view = 'ALL' } = input.query;
      const key = JSON.stringify([studentId, courseId, keyword, status, view]);
      const stamp = `${enrollment.learning_version}.${enrollment.content_version}`;
      const cached = moduleLists.get(key, stamp);
      if (cached !== undefined) return { status: 200, json: cached };
      const rows = await courseData.courseModules(db, studentId, courseId, keyword);
      const modules = rows
        .map((m): CourseModule => ({
          id: m.id,
          courseId: m.course_id,
          title: m.title,
          description: m.description,
          week: m.week,
          position: m.position,
          status: moduleStatus(m.progress),
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
      return ok(await courseData.bookmarkedModuleIds(db, studentId));
    },

    async addModuleBookmark(input) {
      const { studentId } = input.params;
      const { moduleId } = input.body;
      if (!(await courseData.moduleOfStudent(db, studentId, moduleId))) {
        throw notFound('No such module');
      }
      await db.transaction(async (tx) => {
        await courseData.insertBookmark(tx, studentId, moduleId);
        await earnLearningAwards(tx, studentId, isoAt(services.clock.now()));
      });
      return noContent();
    },

    async removeModuleBookmark(input) {
      const { studentId } = input.params;
      await courseData.deleteBookmark(db, studentId, input.params.moduleId);
      return noContent();
    },

    async listAwards(input) {
      const { studentId } = input.params;
      const rows = await courseData.awardsOf(db, studentId, input.query.status ?? null);
      const awards = rows.map((a): Award =>
        compact({
          id: a.id,
          kind: a.kind,
          params: a.params,
          status: a.earned_at ? 'EARNED' : 'AVAILABLE',
          earnedAt: a.earned_at,
        }),
      );
      return paged(awards, awards.length, { page: 0, size: awards.length });
    },
  } satisfies Partial<Handlers>;
}
