import { describe, expect, test } from 'vitest';
import { demoCoachSession, demoStudentSession } from '@hci/mock-api/fixtures';
import { persistedSession, sessionFromAuth } from './session';

describe('a stored session', () => {
  test('is kept only when every field has its type', () => {
    expect(persistedSession(demoStudentSession)).toBe(demoStudentSession);
    for (const changes of [
      { roles: [{ name: 'STUDENT' }, { name: 'ADMIN' }] },
      { roles: [null] },
      { roles: ['STUDENT'] },
      { isVerifiedEmail: 'yes' },
      { coachId: '1' },
    ])
      expect(persistedSession({ ...demoStudentSession, ...changes }), JSON.stringify(changes)).toBe(
        undefined,
      );
  });

  test('anything but an object reads as no session', () => {
    for (const value of [null, undefined, 'token', 42, true])
      expect(persistedSession(value)).toBe(undefined);
  });
});

describe('the session made from a sign-in answer', () => {
  test('has only the ids the user has', () => {
    const student = sessionFromAuth(demoStudentSession);
    expect(Object.keys(student)).toContain('studentId');
    expect(Object.keys(student)).not.toContain('coachId');
    const { studentId: _, ...coachOnly } = demoCoachSession;
    expect(Object.keys(sessionFromAuth(coachOnly))).not.toContain('studentId');
  });

  test('is authenticated only with an access token', () => {
    expect(sessionFromAuth(demoStudentSession).isAuthenticated).toBe(true);
    expect(sessionFromAuth({ ...demoStudentSession, accessToken: '' }).isAuthenticated).toBe(false);
  });
});
