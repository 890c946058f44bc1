// What the mails about a coach's subscription renewing say: English here, Spanish in lang/es.json.
import { defineMessages } from '../words.js';

export const renewalMessages = defineMessages({
  plan: {
    id: 'api.mail.coachRenewal.plan',
    defaultMessage: '{plan, select, YEARLY {yearly} other {monthly}} plan',
  },
  receiptSubject: {
    id: 'api.mail.coachRenewal.receiptSubject',
    defaultMessage: 'Invoice {number}: your subscription renewed',
  },
  receiptBody: {
    id: 'api.mail.coachRenewal.receiptBody',
    defaultMessage:
      'Your {plan} renewed for {start} to {end}. We charged {amount} to your {card}. Invoice number: {number}.',
  },
  receiptLink: {
    id: 'api.mail.coachRenewal.receiptLink',
    defaultMessage: 'Your invoice, to print or keep:',
  },
  failedSubject: {
    id: 'api.mail.coachRenewal.failedSubject',
    defaultMessage: 'Your subscription did not renew: update your card',
  },
  failedBody: {
    id: 'api.mail.coachRenewal.failedBody',
    defaultMessage:
      'The renewal of your {plan}, {amount}, was declined{hasCard, select, yes { by your {card}} other {: your subscription has no card to charge}}.',
  },
  failedRetry: {
    id: 'api.mail.coachRenewal.failedRetry',
    defaultMessage:
      'Your subscription is past due. We will try again on {date}. If you choose another card for it before then, we try again at once.',
  },
  failedEnded: {
    id: 'api.mail.coachRenewal.failedEnded',
    defaultMessage: 'We will not try again: your subscription has ended. Subscribe again any time.',
  },
  subscriptionLink: {
    id: 'api.mail.coachRenewal.subscriptionLink',
    defaultMessage: 'Your subscription:',
  },
  noticeSubject: {
    id: 'api.mail.coachRenewal.noticeSubject',
    defaultMessage: 'Your yearly plan renews on {date}',
  },
  noticeBody: {
    id: 'api.mail.coachRenewal.noticeBody',
    defaultMessage:
      'Your yearly plan renews on {date}: we will charge {amount}{hasCard, select, yes { to your {card}} other {}} for another year.',
  },
  noticeChange: {
    id: 'api.mail.coachRenewal.noticeChange',
    defaultMessage: 'To change the card or plan, or to cancel, before then:',
  },
});
