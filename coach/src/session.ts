import { useSession } from '@hci/api-schema';
import { useServices } from './services';

/**
 * The signed-in coach's id and e-mail. Coach routes render only behind the guard, which requires a
 * session; a session without a coach record cannot use those screens, so it is an error.
 */
export function useCoachSession() {
  const { session } = useServices();
  const current = useSession(session);
  if (current.coachId === undefined) throw new Error('The session has no coach record');
  return { coachId: current.coachId, email: current.email, session: current };
}
