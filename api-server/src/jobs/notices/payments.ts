import { messageLink, receiptNumber } from '@hci/rules';
import * as reminderData from '../../data/payment-reminders.js';
import type { Queryable } from '../../db/database.js';
import { dayIn, moneyIn } from '../../mail/formats.js';
import type { Services } from '../../services.js';
import { letterTo, type Notice, type Reader } from './notice.js';
import { cardWords, say } from './words.js';

/**
 * What a student is mailed about their money: receipts, failed automatic payments, and
 * installments soon due.
 */

interface Payer extends Reader {
  student_id: number;
}

const payerColumns = 's.id AS student_id, s.first_name, u.email, s.language';

/** The links into the portal a mail carries (the portal's first origin). */
const portal = (services: Services) => services.links(undefined);

export async function receiptNotice(
  services: Services,
  { paymentId }: { paymentId: number },
): Promise<Notice[]> {
  const [payment] = await services.db.query<
    Payer & {
      amount: number;
      settled_at: string;
      brand: string | null;
      last4: string | null;
    }
  >(
    `SELECT ${payerColumns}, p.amount, p.settled_at, m.brand, m.last4
     FROM payments p JOIN students s ON s.id = p.student_id JOIN users u ON u.id = s.user_id
     LEFT JOIN payment_methods m ON m.id = p.payment_method_id
     WHERE p.id = $1 AND p.status = 'ACCEPTED'`,
    [paymentId],
  );
  if (!payment) return [];
  const { language } = payment;
  const number = receiptNumber(paymentId, payment.settled_at);
  const amount = moneyIn(language, payment.amount);
  return [
    letterTo(payment, {
      key: `receipt:${paymentId}`,
      subject: say(language, 'receiptSubject', { number, amount }),
      body: [
        {
          text: say(language, 'receiptBody', {
            amount,
            number,
            date: dayIn(language, payment.settled_at.slice(0, 10)),
            ...cardWords(language, payment),
          }),
        },
        { text: say(language, 'receiptLink'), link: portal(services).paymentReceipt(paymentId) },
      ],
      preferences: { studentId: payment.student_id },
    }),
  ];
}

/** The declined attempt at an installment's automatic charge, as its mail tells it. */
async function declinedAttempt(db: Queryable, rowId: number, attempt: number) {
  const [found] = await db.query<
    Payer & {
      installment: number;
      amount: number;
      retry_on: string | null;
      brand: string | null;
      last4: string | null;
    }
  >(
    `SELECT ${payerColumns}, r.installment, c.amount, c.retry_on, m.brand, m.last4
     FROM installment_charges c
     JOIN payment_schedule r ON r.id = c.schedule_row_id
     JOIN payment_plans pl ON pl.id = r.plan_id
     JOIN students s ON s.id = pl.student_id JOIN users u ON u.id = s.user_id
     LEFT JOIN payment_methods m ON m.id = c.payment_method_id
     WHERE c.schedule_row_id = $1 AND c.attempt = $2 AND c.outcome = 'DECLINED'`,
    [rowId, attempt],
  );
  return found;
}

export async function autoPayFailedNotice(
  services: Services,
  { rowId, attempt }: { rowId: number; attempt: number },
): Promise<Notice[]> {
  const declined = await declinedAttempt(services.db, rowId, attempt);
  if (!declined) return [];
  const { language } = declined;
  const amount = moneyIn(language, declined.amount);
  return [
    letterTo(declined, {
      key: `auto-pay-failed:${rowId}:${attempt}`,
      subject: say(language, 'autoPayFailedSubject'),
      body: [
        {
          text: say(language, 'autoPayFailedBody', {
            installment: declined.installment,
            amount,
            ...cardWords(language, declined),
          }),
        },
        {
          text: declined.retry_on
            ? say(language, 'autoPayFailedRetry', { date: dayIn(language, declined.retry_on) })
            : say(language, 'autoPayFailedNoRetry'),
        },
        { text: say(language, 'autoPayFailedLink'), link: portal(services).paymentMethod() },
      ],
      preferences: { studentId: declined.student_id },
    }),
  ];
}

export async function paymentReminderNotice(
  services: Services,
  { rowId }: { rowId: number },
): Promise<Notice[]> {
  const row = await reminderData.findRemindedRow(services.db, rowId);
  if (!row || row.owing <= 0) return [];
  const { language } = row;
  const facts = {
    installment: row.installment,
    amount: moneyIn(language, row.owing),
    date: dayIn(language, row.due_date),
  };
  const link = messageLink('INSTALLMENT_DUE', { installment: row.installment });
  return [
    letterTo(row, {
      key: reminderData.reminderKey(rowId),
      subject: say(language, 'paymentReminderSubject', facts),
      body: [
        { text: say(language, 'paymentReminderBody', facts) },
        { text: say(language, 'paymentReminderLink'), link: portal(services).portalPage(link) },
      ],
      preferences: { studentId: row.student_id, topic: 'PAYMENT_REMINDERS' },
    }),
  ];
}
