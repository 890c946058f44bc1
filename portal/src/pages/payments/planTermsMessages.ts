import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const planTermsMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.planTerms.title', defaultMessage: 'Payment plan terms' },
    intro: {
      id: 'portal.planTerms.intro',
      defaultMessage: 'The terms you agreed to for each of your payment plans.',
    },
    loading: { id: 'portal.planTerms.loading', defaultMessage: 'Loading your plan terms…' },
    source: { id: 'portal.planTerms.source', defaultMessage: 'Started by' },
    installmentAmount: {
      id: 'portal.planTerms.installmentAmount',
      defaultMessage: 'Installment amount',
    },
    installmentCount: {
      id: 'portal.planTerms.installmentCount',
      defaultMessage: 'Number of installments',
    },
    depositAmount: { id: 'portal.planTerms.depositAmount', defaultMessage: 'Deposit' },
    interestRate: { id: 'portal.planTerms.interestRate', defaultMessage: 'Interest rate (yearly)' },
    totalOwed: { id: 'portal.planTerms.totalOwed', defaultMessage: 'Total owed' },
    amountDue: { id: 'portal.planTerms.amountDue', defaultMessage: 'Amount due now' },
  }),
);

/** Where a plan came from. The API's field is open text: a value not listed shows as sent. */
export const planSourceMessages = defineMessages({
  ENROLLMENT: { id: 'portal.planTerms.source.ENROLLMENT', defaultMessage: 'Enrollment' },
  TRANSFER: { id: 'portal.planTerms.source.TRANSFER', defaultMessage: 'Transfer' },
});
