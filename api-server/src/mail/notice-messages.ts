// What the mails the product sends on its own say: English here, Spanish in lang/es.json.
import { defineMessages } from '../words.js';

export const noticeMessages = defineMessages({
  greeting: { id: 'api.mail.notice.greeting', defaultMessage: 'Hello {name},' },
  receiptSubject: {
    id: 'api.mail.receipt.subject',
    defaultMessage: 'Receipt {number}: your payment of {amount}',
  },
  receiptBody: {
    id: 'api.mail.receipt.body',
    defaultMessage:
      'We received your payment of {amount} on {date}{hasCard, select, yes {, charged to your {card}} other {}}. Receipt number: {number}.',
  },
  receiptLink: {
    id: 'api.mail.receipt.link',
    defaultMessage: 'Your receipt, to print or keep:',
  },
  purchaseReceiptSubject: {
    id: 'api.mail.purchaseReceipt.subject',
    defaultMessage: 'Your receipt: {product}, {amount}',
  },
  purchaseReceiptBody: {
    id: 'api.mail.purchaseReceipt.body',
    defaultMessage:
      'You paid {amount} to {coach} for {product} on {date}{hasCard, select, yes {, charged to your {card}} other {}}. Purchase number: {number}.',
  },
  purchaseReceiptLink: {
    id: 'api.mail.purchaseReceipt.link',
    defaultMessage: 'Your purchase, with its sessions:',
  },
  autoPayFailedSubject: {
    id: 'api.mail.autoPayFailed.subject',
    defaultMessage: 'Your payment failed: update your card',
  },
  autoPayFailedBody: {
    id: 'api.mail.autoPayFailed.body',
    defaultMessage:
      'The automatic payment of installment {installment}, {amount}, was declined{hasCard, select, yes { by your {card}} other {}}.',
  },
  autoPayFailedRetry: {
    id: 'api.mail.autoPayFailed.retry',
    defaultMessage:
      'We will try again on {date}. If you update your card before then, we try again at once.',
  },
  autoPayFailedNoRetry: {
    id: 'api.mail.autoPayFailed.noRetry',
    defaultMessage:
      'This card will not be tried again. Add another card and we try again at once, or pay from your payment information.',
  },
  autoPayFailedLink: {
    id: 'api.mail.autoPayFailed.link',
    defaultMessage: 'Update your card:',
  },
  paymentReminderSubject: {
    id: 'api.mail.paymentReminder.subject',
    defaultMessage: 'Installment {installment} is due on {date}',
  },
  paymentReminderBody: {
    id: 'api.mail.paymentReminder.body',
    defaultMessage:
      'Installment {installment} of your payment plan, {amount}, is due on {date}. It will not be charged automatically: pay it by then to stay up to date.',
  },
  paymentReminderLink: {
    id: 'api.mail.paymentReminder.link',
    defaultMessage: 'Pay it from your payment information:',
  },
  applicationStepSubject: {
    id: 'api.mail.applicationStep.subject',
    defaultMessage:
      '{status, select, SUBMITTED {We received your application to {cohort}} REVIEWED {Your application to {cohort} was reviewed} other {Your application to {cohort} was approved}}',
  },
  applicationStepBody: {
    id: 'api.mail.applicationStep.body',
    defaultMessage:
      '{status, select, SUBMITTED {Your application to {cohort} is with an advisor, who reviews it next.} REVIEWED {An advisor reviewed your application to {cohort} and decides on it next.} other {Your application to {cohort} was approved. Your enrollment documents come next, for you to sign.}}',
  },
  applicationStepLink: {
    id: 'api.mail.applicationStep.link',
    defaultMessage: 'Follow your application:',
  },
  documentsToSignSubject: {
    id: 'api.mail.documentsToSign.subject',
    defaultMessage:
      '{recall, select, yes {Reminder: your enrollment documents are waiting for your signature} other {Your enrollment documents are ready to sign}}',
  },
  documentsToSignBody: {
    id: 'api.mail.documentsToSign.body',
    defaultMessage:
      '{recall, select, yes {Your enrollment documents for {cohort} are still waiting for your signature.} other {Your enrollment documents for {cohort} are ready.}} Your enrollment is complete once you sign them.',
  },
  documentsToSignLink: {
    id: 'api.mail.documentsToSign.link',
    defaultMessage: 'Read and sign them:',
  },
  card: {
    id: 'api.mail.card',
    defaultMessage:
      '{brand, select, VISA {Visa} MASTERCARD {Mastercard} AMEX {American Express} DISCOVER {Discover} other {card}} ending in {last4}',
  },
  alwaysSent: {
    id: 'api.mail.notice.alwaysSent',
    defaultMessage:
      'You get this e-mail whatever your communication preferences: it is about your money or your account.',
  },
  topicFooter: {
    id: 'api.mail.notice.topicFooter',
    defaultMessage:
      'You get this e-mail because {topic, select, PAYMENT_REMINDERS {payment reminders} COURSE_UPDATES {course updates} COACHING_CIRCLES {coaching circles} other {promotions}} are on in your communication preferences. Turn them off there:',
  },
});
