import type { CircleSessionStatus, CoachingCircle, CoachingCircleStatus } from '@hci/api-schema';
import type { Principal } from '../auth/principal.js';
import { badRequest, forbidden, notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import type { Services } from '../services.js';
import { created, guarded, ok, paged, requirePrincipal } from '../http/operation.js';

interface CircleRow {
  id: number;
  leader_student_id: number;
  name: string;
  max_students: number;
  min_open_sessions: number;
  status: CoachingCircleStatus;
  leader_first_name: string;
  leader_last_name: string;
}

// A circle with its leader's name, read with it rather than asked for once per circle.
const selectCircles = `SELECT c.*, s.first_name AS leader_first_name, s.last_name AS leader_last_name
  FROM coaching_circles c JOIN students s ON s.id = c.leader_student_id`;

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** Coaching circles: a leader, members up to a limit, and sessions with attendance. */
export function coachingCircleHandlers(services: Services) {
  const { db } = services;

  /** The circles with their members and sessions: one statement for each, whatever the count. */
  const circleViews = async (circles: CircleRow[]): Promise<CoachingCircle[]> => {
    const ids = circles.map((c) => c.id);
    const members = await db.query<{
      circle_id: number;
      student_id: number;
      first_name: string;
      last_name: string;
      email: string;
    }>(
      `SELECT m.circle_id, m.student_id, s.first_name, s.last_name, u.email FROM coaching_circle_members m
       JOIN students s ON s.id = m.student_id JOIN users u ON u.id = s.user_id
       WHERE m.circle_id = ANY($1::int[]) ORDER BY m.student_id`,
      [ids],
    );
    const sessions = await db.query<{
      id: number;
      circle_id: number;
      starts_at: string;
      ends_at: string;
      status: CircleSessionStatus;
      attendee_student_ids: number[];
    }>(
      `SELECT id, circle_id, starts_at, ends_at, status, attendee_student_ids FROM coaching_circle_sessions
       WHERE circle_id = ANY($1::int[]) ORDER BY starts_at`,
      [ids],
    );
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

  const circleView = async (c: CircleRow) => (await circleViews([c]))[0]!;

  const circleLedBy = async (principal: Principal, circleId: number) => {
    const [circle] = await db.query<CircleRow>(`${selectCircles} WHERE c.id = $1`, [circleId]);
    if (!circle) throw notFound('No such coaching circle');
    if (circle.leader_student_id !== principal.studentId)
      throw forbidden('Only the circle leader may do this');
    return circle;
  };

  return {
    async listCoachingCircles(input) {
      const { studentId } = input.params;
      const rows = await db.query<CircleRow>(
        `${selectCircles} WHERE c.leader_student_id = $1
           OR EXISTS (SELECT 1 FROM coaching_circle_members m WHERE m.circle_id = c.id AND m.student_id = $1)
         ORDER BY c.id`,
        [studentId],
      );
      const views = await circleViews(rows);
      return paged(views, views.length, { page: 0, size: views.length });
    },

    addStudentToCoachingCircle: guarded({
      authorize: (head) => circleLedBy(requirePrincipal(head), head.params.circleId),
      async handle(input, circle) {
        if (circle.status === 'TRANSFERRED')
          throw rule('statusInvalid', 'The circle was already transferred', 409);
        const { email } = input.body;
        const [student] = await db.query<{ id: number }>(
          'SELECT s.id FROM students s JOIN users u ON u.id = s.user_id WHERE u.email = lower($1)',
          [email],
        );
        if (!student) throw notFound('No student has that e-mail');
        const [counts] = await db.query<{
          members: number;
          open_sessions: number;
          already: boolean;
        }>(
          `SELECT (SELECT count(*) FROM coaching_circle_members WHERE circle_id = $1)::int AS members,
                (SELECT count(*) FROM coaching_circle_sessions WHERE circle_id = $1 AND status = 'OPEN')::int AS open_sessions,
                EXISTS (SELECT 1 FROM coaching_circle_members WHERE circle_id = $1 AND student_id = $2) AS already`,
          [circle.id, student.id],
        );
        if (!counts!.already) {
          if (counts!.members >= circle.max_students)
            throw rule('exceededStudents', 'The circle is full', 409);
          if (counts!.open_sessions === 0)
            throw rule('coachingCircleNotHaveOpenSessions', 'The circle has no open sessions', 409);
          if (counts!.open_sessions < circle.min_open_sessions) {
            throw rule(
              'openSessionsNumberLessThanMinimumRequired',
              'The circle has fewer open sessions than required',
              409,
            );
          }
          await db.query(
            'INSERT INTO coaching_circle_members (circle_id, student_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [circle.id, student.id],
          );
        }
        return created(await circleView(circle));
      },
    }),

    submitAttendance: guarded({
      authorize: (head) => circleLedBy(requirePrincipal(head), head.params.circleId),
      async handle(input, circle) {
        const { attendeeStudentIds } = input.body;
        const members = await db.query<{ student_id: number }>(
          'SELECT student_id FROM coaching_circle_members WHERE circle_id = $1',
          [circle.id],
        );
        const memberIds = new Set(members.map((m) => m.student_id));
        const strangers = attendeeStudentIds.filter((id) => !memberIds.has(id));
        if (strangers.length) {
          throw badRequest('Only members can attend', [
            { path: 'attendeeStudentIds', message: `not members: ${strangers.join(', ')}` },
          ]);
        }
        const updated = await db.query(
          'UPDATE coaching_circle_sessions SET attendee_student_ids = $3 WHERE id = $1 AND circle_id = $2 RETURNING id',
          [input.params.circleSessionId, circle.id, attendeeStudentIds],
        );
        if (!updated.length) throw notFound('No such session');
        return ok(await circleView(circle));
      },
    }),
  } satisfies Partial<Handlers>;
}
