// Text the API writes for people arrives as a kind and its facts; it is worded here, in the
// reader's language, so a change of language applies at once to old records too.
import { useCallback } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { AccountActor, SystemText, SystemTextKind } from '@hci/api-schema';
import { untypedMessages } from '@hci/design-system';

export const systemTextMessages = untypedMessages(
  defineMessages({
    PLAN_PAY_IN_FULL: { id: 'portal.systemText.PLAN_PAY_IN_FULL', defaultMessage: 'Pay in full' },
    PLAN_MONTHLY_INSTALLMENTS: {
      id: 'portal.systemText.PLAN_MONTHLY_INSTALLMENTS',
      defaultMessage:
        '{installmentCount, plural, one {# monthly installment} other {# monthly installments}}',
    },
    PLAN_TRANSFER_INSTALLMENTS: {
      id: 'portal.systemText.PLAN_TRANSFER_INSTALLMENTS',
      defaultMessage:
        '{installmentCount, plural, one {# monthly installment} other {# monthly installments}} (transfer)',
    },
    PLAN_ONE_PAYMENT: {
      id: 'portal.systemText.PLAN_ONE_PAYMENT',
      defaultMessage: 'One payment, no interest.',
    },
    PLAN_DEPOSIT_THEN_PAYMENTS: {
      id: 'portal.systemText.PLAN_DEPOSIT_THEN_PAYMENTS',
      defaultMessage:
        'A deposit, then {installmentCount, plural, one {one payment} other {# monthly payments}}.',
    },
    ENROLLMENT_AGREEMENT: {
      id: 'portal.systemText.ENROLLMENT_AGREEMENT',
      defaultMessage:
        '{cohort, select, none {Enrollment agreement} other {Enrollment agreement: {cohort}}}',
    },
    PAYMENT_PLAN_AMENDMENT: {
      id: 'portal.systemText.PAYMENT_PLAN_AMENDMENT',
      defaultMessage: 'Payment plan amendment',
    },
    REFUND_POLICY: { id: 'portal.systemText.REFUND_POLICY', defaultMessage: 'Refund policy' },
    PHOTO_RELEASE: { id: 'portal.systemText.PHOTO_RELEASE', defaultMessage: 'Photo release' },
    ENROLLMENT_DOCUMENTS: {
      id: 'portal.systemText.ENROLLMENT_DOCUMENTS',
      defaultMessage:
        '{cohort, select, none {Enrollment documents} other {Enrollment documents: {cohort}}}',
    },
    APPLICATION_SUBMITTED: {
      id: 'portal.systemText.APPLICATION_SUBMITTED',
      defaultMessage: 'Application submitted',
    },
    APPLICATION_REVIEWED: {
      id: 'portal.systemText.APPLICATION_REVIEWED',
      defaultMessage: 'Application reviewed by an advisor',
    },
    ENROLLED: {
      id: 'portal.systemText.ENROLLED',
      defaultMessage: '{cohort, select, none {Enrolled} other {Enrolled in {cohort}}}',
    },
    PAYMENT_PLAN_CHOSEN: {
      id: 'portal.systemText.PAYMENT_PLAN_CHOSEN',
      defaultMessage:
        'Payment plan: {installmentCount, plural, one {pay in full} other {# monthly installments}}',
    },
    AGREEMENT_SIGNED: {
      id: 'portal.systemText.AGREEMENT_SIGNED',
      defaultMessage:
        '{agreement, select, ENROLLMENT_DOCUMENTS {Enrollment documents signed} other {Enrollment agreement signed}}',
    },
    DEPOSIT_PAID: { id: 'portal.systemText.DEPOSIT_PAID', defaultMessage: 'Deposit paid' },
    VOUCHER_APPLIED: {
      id: 'portal.systemText.VOUCHER_APPLIED',
      defaultMessage: 'Voucher {code} applied',
    },
    INSTALLMENT_PAID: {
      id: 'portal.systemText.INSTALLMENT_PAID',
      defaultMessage: 'Installment {installment} paid',
    },
    INSTALLMENT_PAST_DUE: {
      id: 'portal.systemText.INSTALLMENT_PAST_DUE',
      defaultMessage: 'Installment {installment} is past due',
    },
    PAYMENT_SUBMITTED: {
      id: 'portal.systemText.PAYMENT_SUBMITTED',
      defaultMessage:
        'Payment submitted ({paymentType, select, INSTALLMENT {amount due} PRE_PAY {pre-payment} PAY_OFF {pay-off} other {custom amount}})',
    },
    ENROLLMENT_PAYMENT_SUBMITTED: {
      id: 'portal.systemText.ENROLLMENT_PAYMENT_SUBMITTED',
      defaultMessage: 'Payment submitted (due at enrollment)',
    },
    TRANSFER_REQUESTED: {
      id: 'portal.systemText.TRANSFER_REQUESTED',
      defaultMessage: 'Transfer to the next cohort requested',
    },
    TRANSFERRED: {
      id: 'portal.systemText.TRANSFERRED',
      defaultMessage: 'Transferred to {cohort}',
    },
    SIGNED_IN: { id: 'portal.systemText.SIGNED_IN', defaultMessage: 'Signed in' },
    MODULE_COMPLETED: {
      id: 'portal.systemText.MODULE_COMPLETED',
      defaultMessage: 'Completed module {moduleNumber}',
    },
    SESSION_NOTE_ADDED: {
      id: 'portal.systemText.SESSION_NOTE_ADDED',
      defaultMessage: 'Coach added notes after the circle session',
    },
    CIRCLE_JOINED: {
      id: 'portal.systemText.CIRCLE_JOINED',
      defaultMessage: 'Added to a coaching circle',
    },
    AUTO_PAYMENT_FAILED: {
      id: 'portal.systemText.AUTO_PAYMENT_FAILED',
      defaultMessage: 'Automatic payment of installment {installment} failed',
    },
    PAYMENT_REMINDER_SENT: {
      id: 'portal.systemText.PAYMENT_REMINDER_SENT',
      defaultMessage: 'Payment reminder sent',
    },
    TRANSFER_PROPOSED: {
      id: 'portal.systemText.TRANSFER_PROPOSED',
      defaultMessage: 'Advisor proposed a transfer',
    },
    CHECK_IN_COMPLETED: {
      id: 'portal.systemText.CHECK_IN_COMPLETED',
      defaultMessage: 'Weekly check-in completed',
    },
    CONTACT_INFO_UPDATED: {
      id: 'portal.systemText.CONTACT_INFO_UPDATED',
      defaultMessage: 'Updated contact information',
    },
  } satisfies Record<SystemTextKind, MessageDescriptor>),
);

/** Who recorded an account event, by role. */
export const accountActorMessages = defineMessages({
  STUDENT: { id: 'portal.systemText.actor.STUDENT', defaultMessage: 'You' },
  SYSTEM: { id: 'portal.systemText.actor.SYSTEM', defaultMessage: 'The institute' },
  ADVISOR: { id: 'portal.systemText.actor.ADVISOR', defaultMessage: 'Your advisor' },
} satisfies Record<AccountActor, MessageDescriptor>);

/**
 * Words a system text in the current language. A param a kind names but the text leaves out
 * (an agreement without its cohort) reads as `none`, which the messages word without it.
 */
export function useSystemText(): (text: SystemText) => string {
  const intl = useIntl();
  return useCallback(
    (text) =>
      intl.formatMessage(systemTextMessages[text.kind], {
        cohort: 'none',
        agreement: 'none',
        ...text.params,
      }),
    [intl],
  );
}
