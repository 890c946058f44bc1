import type { CoachSubscription, Language } from '@hci/api-schema';
import { receiptNumber, subscriptionPrices } from '@hci/rules';
import { dayIn, moneyIn } from '../../mail/formats.js';
import { renewalMessages } from '../../mail/renewal-messages.js';
import type { Services } from '../../services.js';
import { say as sayIn } from '../../words.js';
import { letterTo, type Notice, type Reader } from './notice.js';
import { cardWords } from './words.js';

/** What a coach is mailed about their subscription renewing: its invoice, a failure, the notice ahead. */

const tell = (
  language: Language,
  name: keyof typeof renewalMessages,
  values?: Record<string, string | number>,
) => sayIn(language, renewalMessages[name], values);

type Coach = Reader;

const coachColumns = 's.first_name, u.email, s.language';
const coachJoins = 'JOIN students s ON s.id = c.student_id JOIN users u ON u.id = s.user_id';

/** The coach app's pages a mail links to (its first origin). */
const coachApp = (services: Services) => services.links(undefined);

export async function renewalReceiptNotice(
  services: Services,
  { invoiceId }: { invoiceId: number },
): Promise<Notice[]> {
  const [charge] = await services.db.query<
    Coach & {
      plan: string;
      amount: number;
      charged_at: string;
      period_start: string;
      period_end: string;
      brand: string;
      last4: string;
    }
  >(
    `SELECT ${coachColumns}, ch.plan, ch.amount, ch.charged_at, ch.period_start::text AS period_start,
       ch.period_end::text AS period_end, ch.brand, ch.last4
     FROM subscription_charges ch JOIN coaches c ON c.id = ch.coach_id ${coachJoins}
     WHERE ch.id = $1`,
    [invoiceId],
  );
  if (!charge) return [];
  const { language } = charge;
  const number = receiptNumber(invoiceId, charge.charged_at);
  return [
    letterTo(charge, {
      key: `renewal-receipt:${invoiceId}`,
      subject: tell(language, 'receiptSubject', { number }),
      body: [
        {
          text: tell(language, 'receiptBody', {
            plan: tell(language, 'plan', { plan: charge.plan }),
            start: dayIn(language, charge.period_start),
            end: dayIn(language, charge.period_end),
            amount: moneyIn(language, charge.amount),
            card: cardWords(language, charge).card,
            number,
          }),
        },
        { text: tell(language, 'receiptLink'), link: coachApp(services).coachInvoice(invoiceId) },
      ],
    }),
  ];
}

export async function renewalFailedNotice(
  services: Services,
  data: { coachId: number; periodStart: string; attempt: number },
): Promise<Notice[]> {
  const [declined] = await services.db.query<
    Coach & {
      plan: string;
      amount: number;
      retry_on: string | null;
      brand: string | null;
      last4: string | null;
    }
  >(
    `SELECT ${coachColumns}, c.subscription->>'plan' AS plan, r.amount,
       r.retry_on::text AS retry_on, m.brand, m.last4
     FROM subscription_renewals r JOIN coaches c ON c.id = r.coach_id ${coachJoins}
     LEFT JOIN payment_methods m ON m.id = r.payment_method_id
     WHERE r.coach_id = $1 AND r.period_start = $2 AND r.attempt = $3 AND r.outcome = 'DECLINED'`,
    [data.coachId, data.periodStart, data.attempt],
  );
  if (!declined) return [];
  const { language } = declined;
  return [
    letterTo(declined, {
      key: `renewal-failed:${data.coachId}:${data.periodStart}:${data.attempt}`,
      subject: tell(language, 'failedSubject'),
      body: [
        {
          text: tell(language, 'failedBody', {
            plan: tell(language, 'plan', { plan: declined.plan }),
            amount: moneyIn(language, declined.amount),
            ...cardWords(language, declined),
          }),
        },
        {
          text: declined.retry_on
            ? tell(language, 'failedRetry', { date: dayIn(language, declined.retry_on) })
            : tell(language, 'failedEnded'),
        },
        { text: tell(language, 'subscriptionLink'), link: coachApp(services).coachSubscription() },
      ],
    }),
  ];
}

/** The notice ahead of a yearly renewal, unless the plan changed or was cancelled since. */
export async function renewalNotice(
  services: Services,
  { coachId, periodEnd }: { coachId: number; periodEnd: string },
): Promise<Notice[]> {
  const [coach] = await services.db.query<
    Coach & { subscription: CoachSubscription; brand: string | null; last4: string | null }
  >(
    `SELECT ${coachColumns}, c.subscription, m.brand, m.last4
     FROM coaches c ${coachJoins}
     LEFT JOIN payment_methods m ON m.id = (c.subscription->>'paymentMethodId')::int
       AND m.deleted_at IS NULL
     WHERE c.id = $1`,
    [coachId],
  );
  const subscription = coach?.subscription;
  if (
    !coach ||
    subscription?.status !== 'ACTIVE' ||
    subscription.plan !== 'YEARLY' ||
    subscription.currentPeriodEnd !== periodEnd
  )
    return [];
  const { language } = coach;
  const date = dayIn(language, periodEnd);
  return [
    letterTo(coach, {
      key: `renewal-notice:${coachId}:${periodEnd}`,
      subject: tell(language, 'noticeSubject', { date }),
      body: [
        {
          text: tell(language, 'noticeBody', {
            date,
            amount: moneyIn(language, subscriptionPrices.YEARLY),
            ...cardWords(language, coach),
          }),
        },
        { text: tell(language, 'noticeChange'), link: coachApp(services).coachSubscription() },
      ],
    }),
  ];
}
