import { signatureReminderDays } from '@hci/rules';
import { isoAt } from '../clock.js';
import * as agreementData from '../data/agreements.js';
import * as intentData from '../data/communication-intents.js';
import * as applicationData from '../data/enrollment/applications.js';
import { simulatedAdvisor } from '../domain/enrollment/advisor.js';
import { inboxMessage } from '../shared/inbox-messages.js';
import type { Services } from '../services.js';
import { claimEvent } from './events.js';
import { mailJob } from './mail.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Takes submitted applications through the advisor's steps as they fall due, so the student hears
 * of each (inbox and mail) without opening a page.
 */
export async function advanceApplications(services: Services, limit: number): Promise<void> {
  const waiting = await applicationData.applicationsInReview(services.db, limit);
  if (waiting.length > 0) await simulatedAdvisor(services).advance(waiting);
}

/**
 * Enrollment documents left unsigned for `signatureReminderDays` are recalled once, in the inbox
 * and by mail, claimed in the transaction that writes the message.
 */
export async function recallUnsignedDocuments(services: Services, limit: number): Promise<void> {
  const now = services.clock.now();
  const due = await agreementData.envelopesToRecall(
    services.db,
    isoAt(now - signatureReminderDays * dayMs),
    limit,
  );
  for (const envelope of due) {
    await services.db.transaction(async (tx) => {
      if (!(await claimEvent(tx, agreementData.recallKey(envelope.id)))) return;
      const message = inboxMessage('AGREEMENT_TO_SIGN', {
        agreementId: envelope.id,
        cohortName: envelope.cohort_name,
      });
      await intentData.insertInboxMessages(tx, envelope.student_id, [message], isoAt(now));
      await services.queue.sendIn(tx, [
        mailJob({ kind: 'documentsToSign', envelopeId: envelope.id, recall: true }),
      ]);
    });
  }
}
