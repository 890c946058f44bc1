import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const payMessages = untypedMessages(
  defineMessages({
    open: { id: 'portal.pay.open', defaultMessage: 'Make a payment' },
    title: { id: 'portal.pay.title', defaultMessage: 'Make a payment on {plan}' },
    confirmTitle: { id: 'portal.pay.confirmTitle', defaultMessage: 'Confirm your payment' },
    statusTitle: { id: 'portal.pay.statusTitle', defaultMessage: 'Your payment' },
    kind: { id: 'portal.pay.kind', defaultMessage: 'What to pay' },
    INSTALLMENT: { id: 'portal.pay.kind.INSTALLMENT', defaultMessage: 'The amount due: {amount}' },
    INSTALLMENTHelp: {
      id: 'portal.pay.kind.INSTALLMENT.help',
      defaultMessage: 'Everything due by today, or the next installment when nothing is due yet.',
    },
    CUSTOM: { id: 'portal.pay.kind.CUSTOM', defaultMessage: 'Another amount' },
    CUSTOMHelp: {
      id: 'portal.pay.kind.CUSTOM.help',
      defaultMessage:
        'Any amount from {minimum} up to the balance; it goes to the oldest installments.',
    },
    PRE_PAY: { id: 'portal.pay.kind.PRE_PAY', defaultMessage: 'Pre-pay future installments' },
    PRE_PAYHelp: {
      id: 'portal.pay.kind.PRE_PAY.help',
      defaultMessage: 'At least what is due today; the rest pays installments ahead of time.',
    },
    PAY_OFF: { id: 'portal.pay.kind.PAY_OFF', defaultMessage: 'Pay off the balance: {amount}' },
    PAY_OFFHelp: {
      id: 'portal.pay.kind.PAY_OFF.help',
      defaultMessage: 'Everything left on this plan, in one payment.',
    },
    amount: { id: 'portal.pay.amount', defaultMessage: 'Amount' },
    amountRequired: { id: 'portal.pay.amountRequired', defaultMessage: 'This field is required' },
    amountRange: {
      id: 'portal.pay.amountRange',
      defaultMessage: 'This field should be between {min} and {max}',
    },
    card: { id: 'portal.pay.card', defaultMessage: 'Card' },
    noCard: {
      id: 'portal.pay.noCard',
      defaultMessage: 'Add a card first: payments are charged to a saved card.',
    },
    addCard: { id: 'portal.pay.addCard', defaultMessage: 'Add a card' },
    review: { id: 'portal.pay.review', defaultMessage: 'Review payment' },
    cancel: { id: 'portal.pay.cancel', defaultMessage: 'Cancel' },
    back: { id: 'portal.pay.back', defaultMessage: 'Back' },
    summary: {
      id: 'portal.pay.summary',
      defaultMessage: 'You are about to pay {amount} on {plan} with {card}.',
    },
    summaryBalance: {
      id: 'portal.pay.summaryBalance',
      defaultMessage: 'Balance after this payment: {balance}.',
    },
    submit: { id: 'portal.pay.submit', defaultMessage: 'Pay {amount}' },
    inProgress: {
      id: 'portal.pay.inProgress',
      defaultMessage: 'Your payment of {amount} is being processed. This takes a few seconds.',
    },
    accepted: {
      id: 'portal.pay.accepted',
      defaultMessage: 'Your payment of {amount} was accepted. Your schedule is up to date.',
    },
    viewReceipt: { id: 'portal.pay.viewReceipt', defaultMessage: 'View the receipt' },
    done: { id: 'portal.pay.done', defaultMessage: 'Done' },
  }),
);
