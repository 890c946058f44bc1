import type { CoachingCircle } from '@hci/api-schema';
import { circleJoinNeeded, takeAttendance } from '@hci/rules';
import type { Principal } from '../auth/principal.js';
import * as circleData from '../data/coaching-circles.js';
import { forbidden, notFound } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import type { Services } from '../services.js';
import { created, guarded, ok, paged, requirePrincipal } from '../http/operation.js';

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** Coaching circles: a leader, members up to a limit, and sessions with attendance. */
export function coachingCircleHandlers(services: Services) {
  const { db } = services;

  /** The circles with their members and sessions: one statement for each, whatever the count. */
  const circleViews = async (circles: circleData.CircleRow[]): Promise<CoachingCircle[]> => {
    const ids = circles.map((c) => c.id);
    const members = await circleData.membersOf(db, ids);
    const sessions = await circleData.sessionsOf(db, ids);
    return circles.map((c) => ({
      id: c.id,
      name: c.name,
      status: c.status,
      leaderStudentId: c.leader_student_id,
      leaderName: fullName(c.leader_first_name, c.leader_last_name),
      maxStudents: c.max_students,
      members: members
        .filter((m) => m.circle_id === c.id)
        .map((m) => ({
          studentId: m.student_id,
          name: fullName(m.first_name, m.last_name),
          email: m.email,
        })),
      sessions: sessions
        .filter((s) => s.circle_id === c.id)
        .map((s) => ({
          id: s.id,
          startsAt: s.starts_at,
          endsAt: s.ends_at,
          status: s.status,
          attendeeStudentIds: s.attendee_student_ids,
        })),
    }));
  };

  const circleView = async (c: circleData.CircleRow) => (await circleViews([c]))[0]!;

  const circleLedBy = async (principal: Principal, circleId: number) => {
    const circle = await circleData.findCircle(db, circleId);
    if (!circle) throw notFound('No such coaching circle');
    if (circle.leader_student_id !== principal.studentId)
      throw forbidden('Only the circle leader may do this');
    return circle;
  };

  return {
    async listCoachingCircles(input) {
      const { studentId } = input.params;
      const rows = await circleData.circlesOfStudent(db, studentId);
      const views = await circleViews(rows);
      return paged(views, views.length, { page: 0, size: views.length });
    },

    addStudentToCoachingCircle: guarded({
      authorize: (head) => circleLedBy(requirePrincipal(head), head.params.circleId),
      async handle(input, circle) {
        const { email } = input.body;
        const studentId = await circleData.studentIdByEmail(db, email);
        if (studentId === undefined) throw notFound('No student has that e-mail');
        const counts = await circleData.circleCounts(db, circle.id, studentId);
        const join = circleJoinNeeded({
          status: circle.status,
          alreadyMember: counts.already,
          members: counts.members,
          maxStudents: circle.max_students,
          openSessions: counts.open_sessions,
          minOpenSessions: circle.min_open_sessions,
        });
        if (join) await circleData.insertMember(db, circle.id, studentId);
        return created(await circleView(circle));
      },
    }),

    submitAttendance: guarded({
      authorize: (head) => circleLedBy(requirePrincipal(head), head.params.circleId),
      async handle(input, circle) {
        const { attendeeStudentIds } = input.body;
        const status = takeAttendance(
          await circleData.memberIds(db, circle.id),
          attendeeStudentIds,
        );
        const recorded = await circleData.setAttendees(
          db,
          circle.id,
          input.params.circleSessionId,
          attendeeStudentIds,
          status,
        );
        if (!recorded) throw notFound('No such session');
        return ok(await circleView(circle));
      },
    }),
  } satisfies Partial<Handlers>;
}
