import * as sessionMailData from '../data/session-mails.js';
import type { Queryable } from '../db/database.js';
import type { Services } from '../services.js';
import { mailJob } from './mail.js';
import type { SessionChange } from './notices/sessions.js';

/**
 * Sends, inside the transaction that books, moves or cancels the session, the job that mails both
 * sides about it: nothing is sent if the change rolls back, and the job is keyed by the session's
 * calendar version, so a retry of the job or of the request sends nothing twice. The job carries
 * the times the change set, which later changes do not rewrite.
 */
export async function mailSessionChange(
  tx: Queryable,
  services: Services,
  sessionId: number,
  change: SessionChange,
  previousStartsAt?: string,
): Promise<void> {
  const { sequence, startsAt, endsAt } = await sessionMailData.sessionVersion(tx, sessionId);
  await services.queue.sendIn(tx, [
    mailJob({
      kind: 'sessionChange',
      sessionId,
      sequence,
      change,
      startsAt,
      endsAt,
      ...(previousStartsAt ? { previousStartsAt } : {}),
    }),
  ]);
}
