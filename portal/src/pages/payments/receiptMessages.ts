import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const receiptMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.receipt.title', defaultMessage: 'Payment receipt' },
    back: { id: 'portal.receipt.back', defaultMessage: 'Back to payment information' },
    loading: { id: 'portal.receipt.loading', defaultMessage: 'Loading the receipt…' },
    notFoundTitle: { id: 'portal.receipt.notFoundTitle', defaultMessage: 'No receipt to show' },
    notFoundBody: {
      id: 'portal.receipt.notFoundBody',
      defaultMessage:
        'This address names no payment of yours with a receipt. A payment has its receipt once it is accepted, a few seconds after it is made.',
    },
    heading: { id: 'portal.receipt.heading', defaultMessage: 'Receipt {number}' },
    remainingBalance: {
      id: 'portal.receipt.remainingBalance',
      defaultMessage: 'Left to pay on the plan',
    },
    reference: { id: 'portal.receipt.reference', defaultMessage: 'Reference' },
    settledAt: { id: 'portal.receipt.settledAt', defaultMessage: 'Paid on' },
    amount: { id: 'portal.receipt.amount', defaultMessage: 'Amount' },
    paymentType: { id: 'portal.receipt.paymentType', defaultMessage: 'Payment' },
    card: { id: 'portal.receipt.card', defaultMessage: 'Card' },
    payer: { id: 'portal.receipt.payer', defaultMessage: 'Paid by' },
    email: { id: 'portal.receipt.email', defaultMessage: 'E-mail' },
    cohort: { id: 'portal.receipt.cohort', defaultMessage: 'Cohort' },
    plan: { id: 'portal.receipt.plan', defaultMessage: 'Payment plan' },
    installmentsHeading: {
      id: 'portal.receipt.installmentsHeading',
      defaultMessage: 'What this payment paid',
    },
    installmentsTable: {
      id: 'portal.receipt.installmentsTable',
      defaultMessage: 'Installments paid by receipt {number}',
    },
    installment: { id: 'portal.receipt.column.installment', defaultMessage: 'Installment' },
    dueDate: { id: 'portal.receipt.column.dueDate', defaultMessage: 'Due date' },
    amountApplied: { id: 'portal.receipt.column.amountApplied', defaultMessage: 'Amount paid' },
    deposit: { id: 'portal.receipt.deposit', defaultMessage: 'Deposit' },
    installmentNumber: {
      id: 'portal.receipt.installmentNumber',
      defaultMessage: 'Installment {number}',
    },
    total: { id: 'portal.receipt.total', defaultMessage: 'Total' },
    currencyNote: {
      id: 'portal.receipt.currencyNote',
      defaultMessage: 'Amounts are in US dollars. Keep this receipt for your records.',
    },
  }),
);
