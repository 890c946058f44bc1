import type { CommunicationIntentType } from '@hci/api-schema';
import { untypedMessages } from '@hci/design-system';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** How one type of message reads: its subject, its body, and the label of its link. */
export interface IntentWording {
  subject: MessageDescriptor;
  body: MessageDescriptor;
  action: MessageDescriptor;
}

// The facts arrive formatted for the reader: amounts as money, dates and instants in the reader's
// zone, `card` as the card's name; `hasCard`, `hasRefund` and `hasSession` say yes or no.
export const intentMessages = {
  NOTICE: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.NOTICE.subject',
        defaultMessage: 'A message from the institute',
      },
      body: {
        id: 'portal.inbox.type.NOTICE.body',
        defaultMessage:
          'This message came before messages were written in your language. Its page holds the details.',
      },
      action: { id: 'portal.inbox.type.NOTICE.action', defaultMessage: 'Open its page' },
    }),
  ),
  ENROLLMENT_COMPLETED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.ENROLLMENT_COMPLETED.subject',
        defaultMessage: 'Welcome to {cohortName}',
      },
      body: {
        id: 'portal.inbox.type.ENROLLMENT_COMPLETED.body',
        defaultMessage:
          'Your enrollment in {cohortName} is complete. Your courses are open in My courses, and your payment plan is in Payment information.',
      },
      action: {
        id: 'portal.inbox.type.ENROLLMENT_COMPLETED.action',
        defaultMessage: 'Open my courses',
      },
    }),
  ),
  PAYMENT_RECEIVED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.PAYMENT_RECEIVED.subject',
        defaultMessage: 'Payment received',
      },
      body: {
        id: 'portal.inbox.type.PAYMENT_RECEIVED.body',
        defaultMessage:
          'We received your payment of {amount}{hasCard, select, yes {, charged to your {card}} other {}}. Thank you.',
      },
      action: {
        id: 'portal.inbox.type.PAYMENT_RECEIVED.action',
        defaultMessage: 'See my payments',
      },
    }),
  ),
  PAYMENT_FAILED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.PAYMENT_FAILED.subject',
        defaultMessage: 'Your payment could not be processed',
      },
      body: {
        id: 'portal.inbox.type.PAYMENT_FAILED.body',
        defaultMessage:
          'The {amount} due could not be charged{hasCard, select, yes { to your {card}} other {}}. Pay it from Payment information with “Make a payment”, with this card or another one.',
      },
      action: { id: 'portal.inbox.type.PAYMENT_FAILED.action', defaultMessage: 'Pay now' },
    }),
  ),
  AUTO_PAYMENT_FAILED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.AUTO_PAYMENT_FAILED.subject',
        defaultMessage: 'Automatic payment of installment {installment} failed',
      },
      body: {
        id: 'portal.inbox.type.AUTO_PAYMENT_FAILED.body',
        defaultMessage:
          'The automatic payment of installment {installment}, {amount}, was declined{hasCard, select, yes { by your {card}} other {}}. Update your card and we try again at once.',
      },
      action: {
        id: 'portal.inbox.type.AUTO_PAYMENT_FAILED.action',
        defaultMessage: 'Update my card',
      },
    }),
  ),
  INSTALLMENT_DUE: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.INSTALLMENT_DUE.subject',
        defaultMessage: 'Installment {installment} is due on {dueDate}',
      },
      body: {
        id: 'portal.inbox.type.INSTALLMENT_DUE.body',
        defaultMessage:
          'Installment {installment} of your payment plan, {amount}, is due on {dueDate}. Pay it now, or check that your card is ready for the automatic payment.',
      },
      action: {
        id: 'portal.inbox.type.INSTALLMENT_DUE.action',
        defaultMessage: 'Pay this installment',
      },
    }),
  ),
  AGREEMENT_TO_SIGN: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.AGREEMENT_TO_SIGN.subject',
        defaultMessage: 'An agreement is ready for your signature',
      },
      body: {
        id: 'portal.inbox.type.AGREEMENT_TO_SIGN.body',
        defaultMessage:
          'An agreement for {cohortName} is ready. Read it and sign it in Agreements.',
      },
      action: {
        id: 'portal.inbox.type.AGREEMENT_TO_SIGN.action',
        defaultMessage: 'Sign the agreement',
      },
    }),
  ),
  APPLICATION_STATUS_CHANGED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.APPLICATION_STATUS_CHANGED.subject',
        defaultMessage:
          '{applicationStatus, select, SUBMITTED {We received your application} REVIEWED {An advisor reviewed your application} APPROVED {Your application is approved} other {Your application moved on}}',
      },
      body: {
        id: 'portal.inbox.type.APPLICATION_STATUS_CHANGED.body',
        defaultMessage:
          '{applicationStatus, select, SUBMITTED {Your application to {cohortName} is with an advisor, who will review it shortly.} REVIEWED {An advisor reviewed your application to {cohortName}; approval comes next.} APPROVED {Your application to {cohortName} is approved. Your enrollment documents come next, to sign in Agreements.} other {Your application to {cohortName} moved on.}}',
      },
      action: {
        id: 'portal.inbox.type.APPLICATION_STATUS_CHANGED.action',
        defaultMessage: 'See my application',
      },
    }),
  ),
  MODULE_AVAILABLE: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.MODULE_AVAILABLE.subject',
        defaultMessage: 'New module: {moduleTitle}',
      },
      body: {
        id: 'portal.inbox.type.MODULE_AVAILABLE.body',
        defaultMessage: 'The module “{moduleTitle}” of {courseTitle} is open.',
      },
      action: {
        id: 'portal.inbox.type.MODULE_AVAILABLE.action',
        defaultMessage: 'Open the module',
      },
    }),
  ),
  COACHING_CIRCLE_MEETING: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.COACHING_CIRCLE_MEETING.subject',
        defaultMessage: 'Your coaching circle meets soon',
      },
      body: {
        id: 'portal.inbox.type.COACHING_CIRCLE_MEETING.body',
        defaultMessage: '{circleName} meets on {startsAt}.',
      },
      action: {
        id: 'portal.inbox.type.COACHING_CIRCLE_MEETING.action',
        defaultMessage: 'See the circle',
      },
    }),
  ),
  TRANSFER_PROPOSED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.TRANSFER_PROPOSED.subject',
        defaultMessage: 'A transfer is waiting for your answer',
      },
      body: {
        id: 'portal.inbox.type.TRANSFER_PROPOSED.body',
        defaultMessage:
          'A transfer of your payment plan to {cohortName} is proposed. Confirm it or turn it down in Payment information.',
      },
      action: {
        id: 'portal.inbox.type.TRANSFER_PROPOSED.action',
        defaultMessage: 'See the transfer',
      },
    }),
  ),
  PROFILE_INCOMPLETE: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.PROFILE_INCOMPLETE.subject',
        defaultMessage: 'Complete your profile',
      },
      body: {
        id: 'portal.inbox.type.PROFILE_INCOMPLETE.body',
        defaultMessage:
          'Your profile is missing some details. Add them so your coach and your advisor can reach you.',
      },
      action: {
        id: 'portal.inbox.type.PROFILE_INCOMPLETE.action',
        defaultMessage: 'Complete my profile',
      },
    }),
  ),
  PURCHASE_CONFIRMED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.PURCHASE_CONFIRMED.subject',
        defaultMessage:
          '{isFree, select, yes {{hasSession, select, yes {You booked {productTitle}} other {You got {productTitle}}}} other {You bought {productTitle}}}',
      },
      body: {
        id: 'portal.inbox.type.PURCHASE_CONFIRMED.body',
        defaultMessage:
          '{isFree, select, yes {{hasSession, select, yes {You booked “{productTitle}” with {coachName}, free of charge, for {startsAt}.} other {You got “{productTitle}” from {coachName}, free of charge.}}} other {You bought “{productTitle}” from {coachName} for {amount}.{hasSession, select, yes { Your first session is on {startsAt}.} other {}}}}',
      },
      action: {
        id: 'portal.inbox.type.PURCHASE_CONFIRMED.action',
        defaultMessage: 'See the purchase',
      },
    }),
  ),
  SESSION_BOOKED: untypedMessages(
    defineMessages({
      subject: { id: 'portal.inbox.type.SESSION_BOOKED.subject', defaultMessage: 'Session booked' },
      body: {
        id: 'portal.inbox.type.SESSION_BOOKED.body',
        defaultMessage: 'Your session with {coachName} is booked for {startsAt}.',
      },
      action: { id: 'portal.inbox.type.SESSION_BOOKED.action', defaultMessage: 'See the booking' },
    }),
  ),
  SESSION_MOVED: untypedMessages(
    defineMessages({
      subject: { id: 'portal.inbox.type.SESSION_MOVED.subject', defaultMessage: 'Session moved' },
      body: {
        id: 'portal.inbox.type.SESSION_MOVED.body',
        defaultMessage:
          'Your session with {coachName} moved from {previousStartsAt} to {startsAt}.',
      },
      action: { id: 'portal.inbox.type.SESSION_MOVED.action', defaultMessage: 'See the booking' },
    }),
  ),
  SESSION_CANCELLED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.SESSION_CANCELLED.subject',
        defaultMessage: 'Session cancelled',
      },
      body: {
        id: 'portal.inbox.type.SESSION_CANCELLED.body',
        defaultMessage:
          'Your session with {coachName} on {startsAt} is cancelled.{hasRefund, select, yes { {refund} goes back to your card.} other {}}',
      },
      action: {
        id: 'portal.inbox.type.SESSION_CANCELLED.action',
        defaultMessage: 'See the booking',
      },
    }),
  ),
  CLIENT_PURCHASED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.CLIENT_PURCHASED.subject',
        defaultMessage: 'New purchase by {clientName}',
      },
      body: {
        id: 'portal.inbox.type.CLIENT_PURCHASED.body',
        defaultMessage:
          '{clientName} bought “{productTitle}” for {amount}.{hasSession, select, yes { Their first session is on {startsAt}.} other {}}',
      },
      action: {
        id: 'portal.inbox.type.CLIENT_PURCHASED.action',
        defaultMessage: 'See the purchase',
      },
    }),
  ),
  CLIENT_SESSION_BOOKED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.CLIENT_SESSION_BOOKED.subject',
        defaultMessage: 'New booking by {clientName}',
      },
      body: {
        id: 'portal.inbox.type.CLIENT_SESSION_BOOKED.body',
        defaultMessage: 'Your session with {clientName} is booked for {startsAt}.',
      },
      action: {
        id: 'portal.inbox.type.CLIENT_SESSION_BOOKED.action',
        defaultMessage: 'See the booking',
      },
    }),
  ),
  CLIENT_SESSION_MOVED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.CLIENT_SESSION_MOVED.subject',
        defaultMessage: 'Session with {clientName} moved',
      },
      body: {
        id: 'portal.inbox.type.CLIENT_SESSION_MOVED.body',
        defaultMessage:
          'Your session with {clientName} moved from {previousStartsAt} to {startsAt}.',
      },
      action: {
        id: 'portal.inbox.type.CLIENT_SESSION_MOVED.action',
        defaultMessage: 'See the booking',
      },
    }),
  ),
  CLIENT_SESSION_CANCELLED: untypedMessages(
    defineMessages({
      subject: {
        id: 'portal.inbox.type.CLIENT_SESSION_CANCELLED.subject',
        defaultMessage: 'Session with {clientName} cancelled',
      },
      body: {
        id: 'portal.inbox.type.CLIENT_SESSION_CANCELLED.body',
        defaultMessage:
          'Your session with {clientName} on {startsAt} is cancelled.{hasRefund, select, yes { {refund} goes back to the client.} other {}}',
      },
      action: {
        id: 'portal.inbox.type.CLIENT_SESSION_CANCELLED.action',
        defaultMessage: 'See the booking',
      },
    }),
  ),
} satisfies Record<CommunicationIntentType, IntentWording>;

export const cardMessages = untypedMessages(
  defineMessages({
    card: {
      id: 'portal.inbox.card',
      defaultMessage:
        '{brand, select, VISA {Visa} MASTERCARD {Mastercard} AMEX {American Express} DISCOVER {Discover} other {card}} ending in {last4}',
    },
  }),
);
