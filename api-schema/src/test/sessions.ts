// Sign-in answers for tests that need only a session's shape: they never reach an API that would
// check the tokens, which are made up. Other workspaces' tests import them as
// `@hci/api-schema/test-sessions`.
import type { AuthSession } from '../schema';

/** A student, signed in. */
export const studentSession: AuthSession = {
  accessToken: 'student-access-token',
  refreshToken: 'student-refresh-token',
  roles: [{ name: 'STUDENT' }],
  studentId: 1,
  email: 'student@example.test',
  isVerifiedEmail: true,
  keyPairId: 'key-pair',
  signature: 'signature',
  policy: 'policy',
};

/** A coach who is a student too, signed in. */
export const coachSession: AuthSession = {
  accessToken: 'coach-access-token',
  refreshToken: 'coach-refresh-token',
  roles: [{ name: 'STUDENT' }, { name: 'COACH' }],
  studentId: 3,
  coachId: 1,
  email: 'coach@example.test',
  isVerifiedEmail: true,
  keyPairId: 'key-pair',
  signature: 'signature',
  policy: 'policy',
};
