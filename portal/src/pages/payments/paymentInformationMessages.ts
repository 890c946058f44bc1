import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const paymentInformationMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.paymentInformation.title', defaultMessage: 'Payment information' },
    intro: {
      id: 'portal.paymentInformation.intro',
      defaultMessage: 'Where each of your payment plans stands, and every installment in it.',
    },
    loading: {
      id: 'portal.paymentInformation.loading',
      defaultMessage: 'Loading your payment information…',
    },
    loadingSchedule: {
      id: 'portal.paymentInformation.loadingSchedule',
      defaultMessage: 'Loading the payment schedule…',
    },
    financialStatus: {
      id: 'portal.paymentInformation.financialStatus',
      defaultMessage: 'Financial status',
    },
    daysOverdue: {
      id: 'portal.paymentInformation.daysOverdue',
      defaultMessage: '{days, plural, one {# day overdue} other {# days overdue}}',
    },
    autoPay: { id: 'portal.paymentInformation.autoPay', defaultMessage: 'Auto-pay' },
    autoPayEnabled: { id: 'portal.paymentInformation.autoPayEnabled', defaultMessage: 'Enabled' },
    autoPayDisabled: {
      id: 'portal.paymentInformation.autoPayDisabled',
      defaultMessage: 'Disabled',
    },
    pastDueAlert: {
      id: 'portal.paymentInformation.pastDueAlert',
      defaultMessage:
        '{amount} is {days, plural, one {# day} other {# days}} overdue. Paying it brings this plan back to good standing.',
    },
    collectionsAlert: {
      id: 'portal.paymentInformation.collectionsAlert',
      defaultMessage:
        'This plan is with collections, {days, plural, one {# day} other {# days}} overdue. Contact the institute’s student accounts team to settle {amount}.',
    },
    schedule: { id: 'portal.paymentInformation.schedule', defaultMessage: 'Payment schedule' },
    scheduleTable: {
      id: 'portal.paymentInformation.scheduleTable',
      defaultMessage: 'Payment schedule of {plan}',
    },
    installment: { id: 'portal.paymentInformation.column.installment', defaultMessage: 'Payment' },
    dueDate: { id: 'portal.paymentInformation.column.dueDate', defaultMessage: 'Due date' },
    status: { id: 'portal.paymentInformation.column.status', defaultMessage: 'Status' },
    amountDue: { id: 'portal.paymentInformation.column.amountDue', defaultMessage: 'Amount due' },
    tax: { id: 'portal.paymentInformation.column.tax', defaultMessage: 'Tax' },
    amountPaid: { id: 'portal.paymentInformation.column.amountPaid', defaultMessage: 'Paid' },
    card: { id: 'portal.paymentInformation.column.card', defaultMessage: 'Card' },
    deposit: { id: 'portal.paymentInformation.deposit', defaultMessage: 'Deposit' },
    installmentOf: {
      id: 'portal.paymentInformation.installmentOf',
      defaultMessage: 'Installment {number} of {count}',
    },
    PENDING: { id: 'portal.paymentInformation.rowStatus.PENDING', defaultMessage: 'Due' },
    PAID: { id: 'portal.paymentInformation.rowStatus.PAID', defaultMessage: 'Paid' },
    PAST_DUE: { id: 'portal.paymentInformation.rowStatus.PAST_DUE', defaultMessage: 'Past due' },
    FAILED: { id: 'portal.paymentInformation.rowStatus.FAILED', defaultMessage: 'Failed' },
    CANCELLED: {
      id: 'portal.paymentInformation.rowStatus.CANCELLED',
      defaultMessage: 'Cancelled',
    },
    TRANSFERRED: {
      id: 'portal.paymentInformation.rowStatus.TRANSFERRED',
      defaultMessage: 'Transferred',
    },
    breakdown: { id: 'portal.paymentInformation.breakdown', defaultMessage: 'Balance' },
    netTuition: { id: 'portal.paymentInformation.netTuition', defaultMessage: 'Net tuition' },
    totalPaid: { id: 'portal.paymentInformation.totalPaid', defaultMessage: 'Total paid' },
    totalRemaining: {
      id: 'portal.paymentInformation.totalRemaining',
      defaultMessage: 'Total remaining',
    },
    captureAUTOMATIC: {
      id: 'portal.paymentInformation.capture.AUTOMATIC',
      defaultMessage: 'Automatic',
    },
    captureMANUAL: { id: 'portal.paymentInformation.capture.MANUAL', defaultMessage: 'Manual' },
    captureMethod: {
      id: 'portal.paymentInformation.column.captureMethod',
      defaultMessage: 'Capture',
    },
    currency: { id: 'portal.paymentInformation.column.currency', defaultMessage: 'Currency' },
    everyInstallment: {
      id: 'portal.paymentInformation.everyInstallment',
      defaultMessage: 'Same on every installment — {values}.',
    },
    sharedValue: {
      id: 'portal.paymentInformation.sharedValue',
      defaultMessage: '{label}: {value}',
    },
    noCard: { id: 'portal.paymentInformation.noCard', defaultMessage: 'None' },
    receipt: { id: 'portal.paymentInformation.receipt', defaultMessage: 'Receipt' },
    receiptNumbered: {
      id: 'portal.paymentInformation.receiptNumbered',
      defaultMessage: 'Receipt {index}',
    },
    receiptFor: {
      id: 'portal.paymentInformation.receiptFor',
      defaultMessage: 'Receipt for {installment}',
    },
    receiptNumberedFor: {
      id: 'portal.paymentInformation.receiptNumberedFor',
      defaultMessage: 'Receipt {index} of {count} for {installment}',
    },
    autoPayCard: {
      id: 'portal.paymentInformation.autoPayCard',
      defaultMessage:
        'When on, each installment is charged on its due date to {card}. The setting applies to all your plans.',
    },
    autoPayNoCard: {
      id: 'portal.paymentInformation.autoPayNoCard',
      defaultMessage:
        'When on, each installment is charged on its due date to your default card. The setting applies to all your plans.',
    },
    paidVsRemaining: {
      id: 'portal.paymentInformation.paidVsRemaining',
      defaultMessage: 'Paid and remaining',
    },
    madeOf: { id: 'portal.paymentInformation.madeOf', defaultMessage: 'What the total is made of' },
    legendItem: {
      id: 'portal.paymentInformation.legendItem',
      defaultMessage: '{part}: {amount} ({share})',
    },
    breakdownTable: {
      id: 'portal.paymentInformation.breakdownTable',
      defaultMessage: 'Breakdown of {plan}',
    },
    figure: { id: 'portal.paymentInformation.column.figure', defaultMessage: 'Item' },
    amount: { id: 'portal.paymentInformation.column.amount', defaultMessage: 'Amount' },
    refundWithdrawal: {
      id: 'portal.paymentInformation.refundWithdrawal',
      defaultMessage: 'Refund on withdrawal',
    },
    refundVoucher: {
      id: 'portal.paymentInformation.refundVoucher',
      defaultMessage: 'Refund by voucher',
    },
    refundCustom: { id: 'portal.paymentInformation.refundCustom', defaultMessage: 'Other refund' },
    rollover: { id: 'portal.paymentInformation.rollover', defaultMessage: 'Rollover' },
    interest: { id: 'portal.paymentInformation.interest', defaultMessage: 'Interest' },
    taxes: { id: 'portal.paymentInformation.taxes', defaultMessage: 'Taxes' },
  }),
);
