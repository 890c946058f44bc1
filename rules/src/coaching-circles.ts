import type { CircleSessionStatus, CoachingCircleStatus } from '@hci/api-schema';
import { refuse, RuleRefusal } from './refusal';

/** Who may join a coaching circle, and taking its sessions' attendance. */

/**
 * Whether a student is to be added to a circle: never to a transferred one; someone already a
 * member needs nothing (answers false); otherwise the circle needs a free place and at least its
 * minimum of open sessions, one at the very least.
 */
export function circleJoinNeeded(circle: {
  status: CoachingCircleStatus;
  alreadyMember: boolean;
  members: number;
  maxStudents: number;
  openSessions: number;
  minOpenSessions: number;
}): boolean {
  if (circle.status === 'TRANSFERRED')
    throw refuse('statusInvalid', 'The circle was already transferred', 409);
  if (circle.alreadyMember) return false;
  if (circle.members >= circle.maxStudents)
    throw refuse('exceededStudents', 'The circle is full', 409);
  if (circle.openSessions === 0)
    throw refuse('coachingCircleNotHaveOpenSessions', 'The circle has no open sessions', 409);
  if (circle.openSessions < circle.minOpenSessions)
    throw refuse(
      'openSessionsNumberLessThanMinimumRequired',
      'The circle has fewer open sessions than required',
      409,
    );
  return true;
}

/**
 * Attendance names members only; once taken, the session is over and closes. Answers the
 * session's status after it.
 */
export function takeAttendance(
  memberIds: readonly number[],
  attendeeIds: readonly number[],
): CircleSessionStatus {
  const strangers = attendeeIds.filter((id) => !memberIds.includes(id));
  if (strangers.length)
    throw new RuleRefusal(400, 'badRequest', 'Only members can attend', [
      { path: 'attendeeStudentIds', message: `not members: ${strangers.join(', ')}` },
    ]);
  return 'CLOSED';
}
