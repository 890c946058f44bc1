import { describe, expect, test } from 'vitest';
import { refusal } from './test/refusal';
import { circleJoinNeeded, takeAttendance } from './coaching-circles';

const circle = {
  status: 'IN_PROGRESS' as const,
  alreadyMember: false,
  members: 3,
  maxStudents: 6,
  openSessions: 2,
  minOpenSessions: 2,
};

describe('joining a coaching circle', () => {
  test('adds a student while there is a place and enough open sessions', () => {
    expect(circleJoinNeeded(circle)).toBe(true);
  });

  test('needs nothing for a member, and refuses a transferred circle even to one', () => {
    expect(circleJoinNeeded({ ...circle, alreadyMember: true, members: 6 })).toBe(false);
    expect(
      refusal(() => circleJoinNeeded({ ...circle, status: 'TRANSFERRED', alreadyMember: true })),
    ).toMatchObject({ key: 'statusInvalid', status: 409 });
  });

  test('refuses a full circle, one without open sessions, and one below its minimum', () => {
    expect(refusal(() => circleJoinNeeded({ ...circle, members: 6 })).key).toBe('exceededStudents');
    expect(refusal(() => circleJoinNeeded({ ...circle, openSessions: 0 })).key).toBe(
      'coachingCircleNotHaveOpenSessions',
    );
    expect(refusal(() => circleJoinNeeded({ ...circle, openSessions: 1 })).key).toBe(
      'openSessionsNumberLessThanMinimumRequired',
    );
  });
});

describe('attendance', () => {
  test('names members only, and closes the session', () => {
    expect(takeAttendance([1, 2, 3], [1, 3])).toBe('CLOSED');
    expect(takeAttendance([1, 2, 3], [])).toBe('CLOSED');
    expect(refusal(() => takeAttendance([1, 2], [2, 9]))).toMatchObject({
      key: 'badRequest',
      fields: [{ path: 'attendeeStudentIds', message: 'not members: 9' }],
    });
  });
});
