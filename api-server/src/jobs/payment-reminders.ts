import { dayIn, paymentReminderDaysAhead, paymentReminderDue } from '@hci/rules';
import { Temporal } from 'temporal-polyfill';
import { isoAt } from '../clock.js';
import * as intentData from '../data/communication-intents.js';
import * as reminderData from '../data/payment-reminders.js';
import { inboxMessage } from '../shared/inbox-messages.js';
import type { Services } from '../services.js';
import { claimEvent } from './events.js';
import { mailJob } from './mail.js';

/**
 * Reminds students who pay by hand of an installment a few days before it falls due, where they
 * live: an inbox message, a line in their activity and a mail (a payment-reminder topic they may
 * turn off). Each installment is reminded once, claimed in the transaction that writes it.
 */
export async function sendPaymentReminders(services: Services, limit: number): Promise<void> {
  const now = services.clock.now();
  // From the earliest day anywhere to the latest day anywhere plus the days ahead; each row is
  // then judged in its student's own zone.
  const afterDay = dayIn('Etc/GMT+12', now);
  const throughDay = Temporal.PlainDate.from(dayIn('Pacific/Kiritimati', now))
    .add({ days: paymentReminderDaysAhead })
    .toString();
  const candidates = await reminderData.reminderCandidates(
    services.db,
    afterDay,
    throughDay,
    limit,
  );
  for (const candidate of candidates) {
    if (!paymentReminderDue(candidate.due_date, candidate.time_zone, now)) continue;
    await services.db.transaction(async (tx) => {
      if (!(await claimEvent(tx, reminderData.reminderKey(candidate.id)))) return;
      const row = await reminderData.findRemindedRow(tx, candidate.id);
      if (!row) return;
      const createdAt = isoAt(now);
      const message = inboxMessage('INSTALLMENT_DUE', {
        installment: row.installment,
        amount: row.owing,
        dueDate: row.due_date,
      });
      await intentData.insertInboxMessages(tx, row.student_id, [message], createdAt);
      await reminderData.insertReminderActivity(tx, row.student_id, createdAt);
      await services.queue.sendIn(tx, [mailJob({ kind: 'paymentReminder', rowId: candidate.id })]);
    });
  }
}
