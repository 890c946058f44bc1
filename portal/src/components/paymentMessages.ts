import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

/** Labels the payment settings pages share: plan and financial statuses, a payment's name. */
export const paymentMessages = untypedMessages(
  defineMessages({
    ACTIVE: { id: 'portal.payments.planStatus.ACTIVE', defaultMessage: 'Active' },
    CONCLUDED: { id: 'portal.payments.planStatus.CONCLUDED', defaultMessage: 'Concluded' },
    TRANSFERRED: { id: 'portal.payments.planStatus.TRANSFERRED', defaultMessage: 'Transferred' },
    GOOD: { id: 'portal.payments.financialStatus.GOOD', defaultMessage: 'Good' },
    PAST_DUE: { id: 'portal.payments.financialStatus.PAST_DUE', defaultMessage: 'Past due' },
    COLLECTIONS: {
      id: 'portal.payments.financialStatus.COLLECTIONS',
      defaultMessage: 'Collections',
    },
    noPlanTitle: { id: 'portal.payments.noPlanTitle', defaultMessage: 'No payment plan yet' },
    noPlanBody: {
      id: 'portal.payments.noPlanBody',
      defaultMessage:
        'When you enroll in a program, the payment plan you choose and its schedule show here.',
    },
    goHome: { id: 'portal.payments.goHome', defaultMessage: 'Back to your home page' },
    // What a payment was for, said alike on its receipt and in the account history. The payment
    // made on completing the enrollment is named as such whatever its type.
    paymentName: {
      id: 'portal.payments.paymentName',
      defaultMessage:
        '{payment, select, ENROLLMENT {Due at enrollment} INSTALLMENT {Amount due} PRE_PAY {Pre-payment} PAY_OFF {Pay-off of the balance} other {Custom amount}}',
    },
    // Shown only when the last installment differs from the others (see lastInstallmentDiffers).
    lastInstallmentAmount: {
      id: 'portal.payments.lastInstallmentAmount',
      defaultMessage: 'Last installment',
    },
  }),
);
