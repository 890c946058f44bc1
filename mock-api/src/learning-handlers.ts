// Courses, modules and their bookmarks, awards, and coaching circles.
import { circleJoinNeeded, takeAttendance } from '@hci/rules';
import * as fixtures from './fixtures';
import { all, notFound, page, type MockContext } from './mock-kit';

/** "priya.raman@example.org" becomes "Priya Raman": how a new member shows before their profile. */
const nameOf = (email: string) =>
  (email.split('@')[0] ?? email)
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');

export function learningHandlers({ http, db, nextId }: MockContext) {
  return [
    http.get('/students/{studentId}/courses', ({ query, response }) =>
      response(200).json(page(fixtures.courses, query)),
    ),
    http.get('/students/{studentId}/courses/{courseId}/modules', ({ params, query, response }) => {
      const courseId = Number(params.courseId);
      if (!fixtures.courses.some((course) => course.id === courseId)) {
        return response(404).json(notFound());
      }
      const keyword = query.get('keyword')?.toLowerCase();
      const status = query.get('status');
      const view = query.get('bookmarks') ?? 'ALL';
      const modules = fixtures.courseModules
        .filter((module) => module.courseId === courseId)
        .map((module) => ({ ...module, bookmarked: db.moduleBookmarkIds.includes(module.id) }))
        .filter(
          (module) =>
            (!keyword ||
              [module.title, module.description ?? ''].some((text) =>
                text.toLowerCase().includes(keyword),
              )) &&
            (!status || module.status === status) &&
            (view === 'ALL' || module.bookmarked === (view === 'MARKED')),
        );
      return response(200).json(all(modules));
    }),
    http.get('/students/{studentId}/module_bookmarks', ({ response }) =>
      response(200).json({ content: [...db.moduleBookmarkIds] }),
    ),
    http.post('/students/{studentId}/module_bookmarks', async ({ request, response }) => {
      const { moduleId } = await request.json();
      if (!fixtures.courseModules.some((module) => module.id === moduleId)) {
        return response(404).json(notFound());
      }
      if (!db.moduleBookmarkIds.includes(moduleId)) db.moduleBookmarkIds.push(moduleId);
      return response(204).empty();
    }),
    http.delete('/students/{studentId}/module_bookmarks/{moduleId}', ({ params, response }) => {
      db.moduleBookmarkIds = db.moduleBookmarkIds.filter((id) => id !== Number(params.moduleId));
      return response(204).empty();
    }),
    http.get('/students/{studentId}/awards', ({ query, response }) => {
      const status = query.get('status');
      return response(200).json(
        all(fixtures.awards.filter((award) => !status || award.status === status)),
      );
    }),
    http.get('/students/{studentId}/coaching_circles', ({ params, response }) => {
      const studentId = Number(params.studentId);
      return response(200).json(
        all(
          db.coachingCircles.filter(
            (circle) =>
              circle.leaderStudentId === studentId ||
              circle.members.some((member) => member.studentId === studentId),
          ),
        ),
      );
    }),
    http.post('/coaching_circles/{circleId}/members', async ({ params, request, response }) => {
      const circle = db.coachingCircles.find((entry) => entry.id === Number(params.circleId));
      if (!circle) return response(404).json(notFound());
      const { email } = await request.json();
      const join = circleJoinNeeded({
        status: circle.status,
        alreadyMember: circle.members.some((member) => member.email === email),
        members: circle.members.length,
        maxStudents: circle.maxStudents,
        openSessions: circle.sessions.filter((session) => session.status === 'OPEN').length,
        minOpenSessions: fixtures.circleMinOpenSessions,
      });
      if (join) circle.members.push({ studentId: nextId(), name: nameOf(email), email });
      return response(201).json({ content: circle });
    }),
    http.put(
      '/coaching_circles/{circleId}/sessions/{circleSessionId}/attendance',
      async ({ params, request, response }) => {
        const circle = db.coachingCircles.find((entry) => entry.id === Number(params.circleId));
        const session = circle?.sessions.find(
          (entry) => entry.id === Number(params.circleSessionId),
        );
        if (!circle || !session) return response(404).json(notFound());
        const { attendeeStudentIds } = await request.json();
        session.status = takeAttendance(
          circle.members.map((member) => member.studentId),
          attendeeStudentIds,
        );
        session.attendeeStudentIds = attendeeStudentIds;
        return response(200).json({ content: circle });
      },
    ),
  ];
}
