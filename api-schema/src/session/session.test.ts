import { describe, expect, test } from 'vitest';
import { coachSession, studentSession } from '../test/sessions';
import { persistedSession, sessionFromAuth } from './session';

describe('a stored session', () => {
  test('is kept only when every field has its type', () => {
    expect(persistedSession(studentSession)).toBe(studentSession);
    for (const changes of [
      { roles: [{ name: 'STUDENT' }, { name: 'ADMIN' }] },
      { roles: [null] },
      { roles: ['STUDENT'] },
      { isVerifiedEmail: 'yes' },
      { coachId: '1' },
    ])
      expect(persistedSession({ ...studentSession, ...changes }), JSON.stringify(changes)).toBe(
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
    const student = sessionFromAuth(studentSession);
    expect(Object.keys(student)).toContain('studentId');
    expect(Object.keys(student)).not.toContain('coachId');
    const { studentId: _, ...coachOnly } = coachSession;
    expect(Object.keys(sessionFromAuth(coachOnly))).not.toContain('studentId');
  });

  test('is authenticated only with an access token', () => {
    expect(sessionFromAuth(studentSession).isAuthenticated).toBe(true);
    expect(sessionFromAuth({ ...studentSession, accessToken: '' }).isAuthenticated).toBe(false);
  });
});
