import type { ApplicationStatus, CommunicationTopic } from '@hci/api-schema';
import type { Database } from '../db/database.js';
import * as preferenceData from '../data/preferences.js';
import { preferencesView } from '../domain/preferences.js';
import { writeOut } from '../mail/letters.js';
import type { ComposedMail } from '../mail/letters.js';
import type { Services } from '../services.js';
import { applicationStepNotice, documentsToSignNotice } from './notices/enrollment.js';
import type { Notice } from './notices/notice.js';
import { autoPayFailedNotice, paymentReminderNotice, receiptNotice } from './notices/payments.js';
import { purchaseReceiptNotice } from './notices/purchases.js';
import {
  renewalFailedNotice,
  renewalNotice,
  renewalReceiptNotice,
} from './notices/subscription.js';
import { sessionChangeNotices, sessionReminderNotices } from './notices/sessions.js';
import type { SessionChangeData, SessionReminderData } from './notices/sessions.js';
import { say } from './notices/words.js';
import { claimEvent } from './events.js';
import type { JobRequest } from './queue.js';

/** Every kind of mail the product sends on its own, with what its job names. */
export type MailData =
  | { kind: 'receipt'; paymentId: number }
  | { kind: 'purchaseReceipt'; purchaseId: number }
  | { kind: 'autoPayFailed'; rowId: number; attempt: number }
  | { kind: 'paymentReminder'; rowId: number }
  | { kind: 'applicationStep'; applicationId: number; status: ApplicationStatus }
  | { kind: 'documentsToSign'; envelopeId: number; recall: boolean }
  | { kind: 'renewalReceipt'; invoiceId: number }
  | { kind: 'renewalFailed'; coachId: number; periodStart: string; attempt: number }
  | { kind: 'renewalNotice'; coachId: number; periodEnd: string }
  | ({ kind: 'sessionChange' } & SessionChangeData)
  | ({ kind: 'sessionReminder' } & SessionReminderData);

type Writers = {
  [K in MailData['kind']]: (
    services: Services,
    data: Extract<MailData, { kind: K }>,
  ) => Promise<Notice[]>;
};

/** Who writes each kind of mail (its recipients, words and attachments). */
const writers: Writers = {
  receipt: receiptNotice,
  purchaseReceipt: purchaseReceiptNotice,
  autoPayFailed: autoPayFailedNotice,
  paymentReminder: paymentReminderNotice,
  applicationStep: applicationStepNotice,
  documentsToSign: documentsToSignNotice,
  renewalReceipt: renewalReceiptNotice,
  renewalFailed: renewalFailedNotice,
  renewalNotice,
  sessionChange: sessionChangeNotices,
  sessionReminder: sessionReminderNotices,
};

/** The job that sends one kind of mail about one event. */
export const mailJob = (data: MailData): JobRequest<MailData> => ({
  queue: 'mail',
  data,
  key: Object.values(data).join(':'),
});

/**
 * Whether a student's preferences let a mail of `topic` through: e-mail on and the topic chosen.
 * Mails without a topic (money, security) always go.
 */
async function wanted(db: Database, studentId: number, topic: CommunicationTopic | undefined) {
  if (!topic) return true;
  const { emailEnabled, topics } = preferencesView(
    await preferenceData.findPreferences(db, studentId),
  );
  return emailEnabled && topics.includes(topic);
}

/** A notice written out, with a one-click unsubscribe when the reader may turn its topic off. */
function composeNotice(services: Services, notice: Notice): ComposedMail {
  const { language, preferences } = notice;
  const topic = preferences?.topic;
  const footer = topic
    ? {
        text: say(language, 'topicFooter', { topic }),
        link: services.links(undefined).communicationPreferences(),
      }
    : (notice.footer ?? { text: say(language, 'alwaysSent') });
  const paragraphs = [...notice.paragraphs, footer];
  const headers =
    topic && preferences
      ? {
          'List-Unsubscribe': `<${services.publicUrl()}/mail/unsubscribe?token=${services.unsubscribe.issue(preferences.studentId, topic)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined;
  return {
    kind: notice.key.split(':')[0]!,
    to: notice.to,
    subject: notice.subject,
    ...writeOut(language, notice.subject, paragraphs),
    ...(headers ? { headers } : {}),
    ...(notice.attachments ? { attachments: notice.attachments } : {}),
  };
}

/**
 * Sends the mails of one event. Each is claimed by its key and address first, so a job run again
 * (a retry, a second instance) sends nothing twice; a crash between the claim and the delivery
 * loses that one mail rather than sending it twice.
 */
export async function sendMail(services: Services, data: MailData): Promise<void> {
  const write = writers[data.kind] as (services: Services, data: MailData) => Promise<Notice[]>;
  for (const notice of await write(services, data)) {
    const { preferences } = notice;
    if (preferences && !(await wanted(services.db, preferences.studentId, preferences.topic)))
      continue;
    if (!(await claimEvent(services.db, `mail:${notice.key}:${notice.to.toLowerCase()}`))) continue;
    await services.postman.deliver(composeNotice(services, notice));
  }
}
