import { sessionReminderDue, sessionReminderMs } from '@hci/rules';
import { Temporal } from 'temporal-polyfill';
import { isoAt } from '../clock.js';
import * as reminderData from '../data/session-reminders.js';
import type { Services } from '../services.js';
import { mailJob } from './mail.js';

/** Reminders claimed and sent per transaction. */
const batch = 500;

/**
 * Sends the reminders of the sessions starting within a day, each once per start: its event is
 * claimed in the transaction that sends its mail job, so two sweeps, or a sweep run again, send
 * one. A session moved to another start is reminded of that one when it falls due; a job sent for
 * the old start finds the session moved and mails nothing.
 */
export async function sendSessionReminders(services: Services, limit: number): Promise<void> {
  const now = services.clock.now();
  const due = (
    await reminderData.unremindedSessions(
      services.db,
      isoAt(now),
      isoAt(now + sessionReminderMs),
      limit,
    )
  ).filter((session) => sessionReminderDue(session.starts_at, now));
  for (let i = 0; i < due.length; i += batch) {
    const reminders = due.slice(i, i + batch).map((session) => {
      const startsAtMs = Temporal.Instant.from(session.starts_at).epochMilliseconds;
      return {
        key: reminderData.reminderKey(session.id, startsAtMs),
        job: mailJob({
          kind: 'sessionReminder',
          sessionId: session.id,
          startsAt: session.starts_at,
        }),
      };
    });
    await services.db.transaction(async (tx) => {
      const claimed = await reminderData.claimReminders(
        tx,
        reminders.map((reminder) => reminder.key),
      );
      await services.queue.sendIn(
        tx,
        reminders.filter((reminder) => claimed.has(reminder.key)).map(({ job }) => job),
      );
    });
  }
}
