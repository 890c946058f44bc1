import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const transferMessages = untypedMessages(
  defineMessages({
    heading: { id: 'portal.transfers.heading', defaultMessage: 'Pending transfers' },
    summary: {
      id: 'portal.transfers.summary',
      defaultMessage: 'From {from} to {to}, starting {startDate}.',
    },
    requested: { id: 'portal.transfers.requested', defaultMessage: 'Requested on {date}.' },
    review: { id: 'portal.transfers.review', defaultMessage: 'Review transfer to {to}' },
    stepCompare: {
      id: 'portal.transfers.stepCompare',
      defaultMessage: 'Step 1 of 2: compare your schedules',
    },
    stepDecide: {
      id: 'portal.transfers.stepDecide',
      defaultMessage: 'Step 2 of 2: accept or cancel the transfer',
    },
    compareTable: {
      id: 'portal.transfers.compareTable',
      defaultMessage: 'Your current schedule and the new one',
    },
    item: { id: 'portal.transfers.column.item', defaultMessage: 'Item' },
    current: { id: 'portal.transfers.column.current', defaultMessage: 'Current' },
    new: { id: 'portal.transfers.column.new', defaultMessage: 'New' },
    cohort: { id: 'portal.transfers.cohort', defaultMessage: 'Cohort' },
    startDate: { id: 'portal.transfers.startDate', defaultMessage: 'Start date' },
    installments: { id: 'portal.transfers.installments', defaultMessage: 'Installments' },
    installmentAmount: {
      id: 'portal.transfers.installmentAmount',
      defaultMessage: 'Installment amount',
    },
    remaining: { id: 'portal.transfers.remaining', defaultMessage: 'Left to pay' },
    totalCost: { id: 'portal.transfers.totalCost', defaultMessage: 'Total cost of the plan' },
    fee: { id: 'portal.transfers.fee', defaultMessage: 'Transfer fee' },
    feeRule: {
      id: 'portal.transfers.feeRule',
      defaultMessage: 'Your first transfer is free; later transfers cost up to {maximumFee}.',
    },
    decideBody: {
      id: 'portal.transfers.decideBody',
      defaultMessage:
        'Accepting moves what you still owe to the new schedule, with {to}; your current schedule ends. {fee, select, free {There is no fee.} other {A fee of {fee} is charged to your default card.}}',
    },
    next: { id: 'portal.transfers.next', defaultMessage: 'Next' },
    back: { id: 'portal.transfers.back', defaultMessage: 'Back' },
    close: { id: 'portal.transfers.close', defaultMessage: 'Decide later' },
    accept: { id: 'portal.transfers.accept', defaultMessage: 'Accept the new terms' },
    cancel: { id: 'portal.transfers.cancel', defaultMessage: 'Cancel the transfer' },
  }),
);
