import type { CommunicationIntentParameters, CommunicationIntentType } from '@hci/api-schema';
import type { InboxMessage } from '../data/communication-intents.js';

type Facts = CommunicationIntentParameters;

/** The facts named first are always stated; those named second only when they apply. */
type Stating<Always extends keyof Facts, Sometimes extends keyof Facts = never> = Required<
  Pick<Facts, Always>
> &
  Pick<Facts, Sometimes>;

/**
 * What each kind of message states. A purchase id is missing only from a session a coach booked
 * without a purchase; a refund only when money goes back; a card only when one was kept.
 */
export interface MessageFacts {
  NOTICE: Stating<never>;
  ENROLLMENT_COMPLETED: Stating<'cohortName'>;
  PAYMENT_RECEIVED: Stating<'amount', 'cardBrand' | 'cardLast4'>;
  PAYMENT_FAILED: Stating<'amount', 'cardBrand' | 'cardLast4'>;
  INSTALLMENT_DUE: Stating<'installment' | 'amount' | 'dueDate'>;
  AGREEMENT_TO_SIGN: Stating<'agreementId' | 'cohortName'>;
  MODULE_AVAILABLE: Stating<'courseId' | 'courseTitle' | 'moduleId' | 'moduleTitle'>;
  COACHING_CIRCLE_MEETING: Stating<'circleName' | 'startsAt'>;
  TRANSFER_PROPOSED: Stating<'cohortName'>;
  PROFILE_INCOMPLETE: Stating<never>;
  PURCHASE_CONFIRMED: Stating<'purchaseId' | 'productTitle' | 'coachName' | 'amount', 'startsAt'>;
  SESSION_BOOKED: Stating<'coachName' | 'startsAt', 'purchaseId'>;
  SESSION_MOVED: Stating<'coachName' | 'previousStartsAt' | 'startsAt', 'purchaseId'>;
  SESSION_CANCELLED: Stating<'coachName' | 'startsAt', 'purchaseId' | 'refund'>;
  CLIENT_PURCHASED: Stating<'purchaseId' | 'productTitle' | 'clientName' | 'amount', 'startsAt'>;
  CLIENT_SESSION_BOOKED: Stating<'clientName' | 'startsAt', 'purchaseId'>;
  CLIENT_SESSION_MOVED: Stating<'clientName' | 'previousStartsAt' | 'startsAt', 'purchaseId'>;
  CLIENT_SESSION_CANCELLED: Stating<'clientName' | 'startsAt', 'purchaseId' | 'refund'>;
}

const paymentInformation = '/settings/payment-information';
const bought = (facts: Facts) =>
  facts.purchaseId === undefined ? '/my-purchases' : `/my-purchases/${facts.purchaseId}`;
const sold = (facts: Facts) =>
  facts.purchaseId === undefined ? '/purchases' : `/purchases/${facts.purchaseId}`;

/**
 * The portal page each kind of message is about: where the student pays, signs, opens the module
 * (its course's list searched for its title) or sees the booking. A new type needs its page here.
 */
const pageOf: { [T in CommunicationIntentType]: (facts: MessageFacts[T]) => string } = {
  NOTICE: () => '/home',
  ENROLLMENT_COMPLETED: () => '/my-courses',
  PAYMENT_RECEIVED: () => paymentInformation,
  PAYMENT_FAILED: () => paymentInformation,
  INSTALLMENT_DUE: () => paymentInformation,
  AGREEMENT_TO_SIGN: () => '/settings/agreements',
  MODULE_AVAILABLE: (facts) =>
    `/my-courses/${facts.courseId}?${new URLSearchParams({ q: facts.moduleTitle })}`,
  COACHING_CIRCLE_MEETING: () => '/coaching-circles',
  TRANSFER_PROPOSED: () => paymentInformation,
  PROFILE_INCOMPLETE: () => '/settings/profile',
  PURCHASE_CONFIRMED: bought,
  SESSION_BOOKED: bought,
  SESSION_MOVED: bought,
  SESSION_CANCELLED: bought,
  CLIENT_PURCHASED: sold,
  CLIENT_SESSION_BOOKED: sold,
  CLIENT_SESSION_MOVED: sold,
  CLIENT_SESSION_CANCELLED: sold,
};

/** A message of `type` stating `facts`, leading to the page it is about. */
export function inboxMessage<T extends CommunicationIntentType>(
  type: T,
  facts: MessageFacts[T],
): InboxMessage {
  return { type, parameters: facts, link: pageOf[type](facts) };
}
