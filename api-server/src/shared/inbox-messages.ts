import type { CommunicationIntentParameters, CommunicationIntentType } from '@hci/api-schema';
import { messageLink } from '@hci/rules';
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
  AUTO_PAYMENT_FAILED: Stating<'installment' | 'amount', 'cardBrand' | 'cardLast4'>;
  INSTALLMENT_DUE: Stating<'installment' | 'amount' | 'dueDate'>;
  AGREEMENT_TO_SIGN: Stating<'agreementId' | 'cohortName'>;
  APPLICATION_STATUS_CHANGED: Stating<'applicationStatus' | 'cohortName'>;
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

/** A message of `type` stating `facts`, leading to the page it is about. */
export function inboxMessage<T extends CommunicationIntentType>(
  type: T,
  facts: MessageFacts[T],
): InboxMessage {
  return { type, parameters: facts, link: messageLink(type, facts) };
}
