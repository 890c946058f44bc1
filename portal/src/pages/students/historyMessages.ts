import { untypedMessages } from '@hci/design-system';
import type { AccountHistoryType, ActivityCategory } from '@hci/api-schema';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const historyMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.accountHistory.title', defaultMessage: 'Account history' },
    sections: { id: 'portal.accountHistory.sections', defaultMessage: 'History to show' },
    historyTab: { id: 'portal.accountHistory.tab.history', defaultMessage: 'Account history' },
    activityTab: { id: 'portal.accountHistory.tab.activity', defaultMessage: 'Activity log' },
    loading: { id: 'portal.accountHistory.loading', defaultMessage: 'Loading the history…' },
    date: { id: 'portal.accountHistory.column.date', defaultMessage: 'Date' },
    type: { id: 'portal.accountHistory.column.type', defaultMessage: 'Type' },
    description: { id: 'portal.accountHistory.column.description', defaultMessage: 'Description' },
    amount: { id: 'portal.accountHistory.column.amount', defaultMessage: 'Amount' },
    performedBy: { id: 'portal.accountHistory.column.performedBy', defaultMessage: 'By' },
    category: { id: 'portal.accountHistory.column.category', defaultMessage: 'Category' },
    historyTable: { id: 'portal.accountHistory.historyTable', defaultMessage: 'Account history' },
    activityTable: { id: 'portal.accountHistory.activityTable', defaultMessage: 'Activity log' },
    source: { id: 'portal.accountHistory.source', defaultMessage: 'Recorded by' },
    COACH: { id: 'portal.accountHistory.source.COACH', defaultMessage: 'Coaches' },
    STUDENT: { id: 'portal.accountHistory.source.STUDENT', defaultMessage: 'You' },
    SYSTEM: { id: 'portal.accountHistory.source.SYSTEM', defaultMessage: 'The institute' },
    emptyHistoryTitle: {
      id: 'portal.accountHistory.emptyHistoryTitle',
      defaultMessage: 'No account events yet',
    },
    emptyHistoryBody: {
      id: 'portal.accountHistory.emptyHistoryBody',
      defaultMessage: 'Enrollments, payments and agreements will be listed here as they happen.',
    },
    receipt: { id: 'portal.accountHistory.receipt', defaultMessage: 'Receipt' },
    paymentProcessing: {
      id: 'portal.accountHistory.paymentProcessing',
      defaultMessage: 'Being processed',
    },
    paymentDeclined: { id: 'portal.accountHistory.paymentDeclined', defaultMessage: 'Declined' },
    paymentReceived: {
      id: 'portal.accountHistory.paymentReceived',
      defaultMessage: 'Payment received: {payment}',
    },
    receiptFor: {
      id: 'portal.accountHistory.receiptFor',
      defaultMessage: 'Receipt for the payment of {amount} on {date}',
    },
    receiptOn: {
      id: 'portal.accountHistory.receiptOn',
      defaultMessage: 'Receipt for the payment on {date}',
    },
    emptyActivityTitle: {
      id: 'portal.accountHistory.emptyActivityTitle',
      defaultMessage: 'No activity recorded',
    },
    emptyActivityBody: {
      id: 'portal.accountHistory.emptyActivityBody',
      defaultMessage: 'Choose who recorded the activity to see other entries.',
    },
  }),
);

/** What kind of account event a row is, by the API's type. */
export const historyTypeMessages = defineMessages({
  APPLICATION: { id: 'portal.accountHistory.type.APPLICATION', defaultMessage: 'Application' },
  ENROLLMENT: { id: 'portal.accountHistory.type.ENROLLMENT', defaultMessage: 'Enrollment' },
  PAYMENT: { id: 'portal.accountHistory.type.PAYMENT', defaultMessage: 'Payment' },
  REFUND: { id: 'portal.accountHistory.type.REFUND', defaultMessage: 'Refund' },
  TRANSFER: { id: 'portal.accountHistory.type.TRANSFER', defaultMessage: 'Transfer' },
  PAYMENT_PLAN: { id: 'portal.accountHistory.type.PAYMENT_PLAN', defaultMessage: 'Payment plan' },
  AGREEMENT: { id: 'portal.accountHistory.type.AGREEMENT', defaultMessage: 'Agreement' },
  NOTE: { id: 'portal.accountHistory.type.NOTE', defaultMessage: 'Note' },
} satisfies Record<AccountHistoryType, MessageDescriptor>);

/** What an activity-log entry is about, by the API's category. */
export const activityCategoryMessages = defineMessages({
  ACCOUNT: { id: 'portal.accountHistory.category.ACCOUNT', defaultMessage: 'Account' },
  ENROLLMENT: { id: 'portal.accountHistory.category.ENROLLMENT', defaultMessage: 'Enrollment' },
  PAYMENT: { id: 'portal.accountHistory.category.PAYMENT', defaultMessage: 'Payment' },
  COURSE: { id: 'portal.accountHistory.category.COURSE', defaultMessage: 'Course' },
  COMMUNICATION: {
    id: 'portal.accountHistory.category.COMMUNICATION',
    defaultMessage: 'Communication',
  },
  COACHING: { id: 'portal.accountHistory.category.COACHING', defaultMessage: 'Coaching' },
} satisfies Record<ActivityCategory, MessageDescriptor>);
