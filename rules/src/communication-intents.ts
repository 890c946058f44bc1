import type { CommunicationIntentParameters, CommunicationIntentType } from '@hci/api-schema';

/** The inbox's messages: which portal page each kind of message leads to. */

const paymentInformation = '/settings/payment-information';
const bought = (facts: CommunicationIntentParameters) =>
  facts.purchaseId === undefined ? '/my-purchases' : `/my-purchases/${facts.purchaseId}`;
const sold = (facts: CommunicationIntentParameters) =>
  facts.purchaseId === undefined ? '/purchases' : `/purchases/${facts.purchaseId}`;

/**
 * The portal page each kind of message is about: where the student pays, signs, follows the
 * application, opens the module (its course's list searched for its title) or sees the booking.
 * A new type needs its page here.
 */
const pageOf: {
  [T in CommunicationIntentType]: (facts: CommunicationIntentParameters) => string;
} = {
  NOTICE: () => '/home',
  ENROLLMENT_COMPLETED: () => '/my-courses',
  PAYMENT_RECEIVED: () => paymentInformation,
  PAYMENT_FAILED: () => paymentInformation,
  AUTO_PAYMENT_FAILED: () => '/settings/payment-method',
  INSTALLMENT_DUE: () => paymentInformation,
  AGREEMENT_TO_SIGN: () => '/settings/agreements',
  APPLICATION_STATUS_CHANGED: () => '/enrollment',
  MODULE_AVAILABLE: (facts) =>
    `/my-courses/${facts.courseId}?${new URLSearchParams({ q: facts.moduleTitle ?? '' })}`,
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

/** The link of a message of `type` stating `facts`: the page it is about. */
export function messageLink(
  type: CommunicationIntentType,
  facts: CommunicationIntentParameters,
): string {
  return pageOf[type](facts);
}
