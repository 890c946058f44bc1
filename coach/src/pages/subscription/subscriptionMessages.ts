import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const subscriptionMessages = untypedMessages(
  defineMessages({
    title: { id: 'coach.subscription.title', defaultMessage: 'Your subscription' },
    loading: { id: 'coach.subscription.loading', defaultMessage: 'Loading your subscription' },
    none: {
      id: 'coach.subscription.none',
      defaultMessage: 'You have no subscription yet. Choose a monthly or yearly plan to start.',
    },
    plan: {
      id: 'coach.subscription.plan',
      defaultMessage: '{plan, select, MONTHLY {Monthly plan} YEARLY {Yearly plan} other {Plan}}',
    },
    price: {
      id: 'coach.subscription.price',
      defaultMessage: '{price} per {plan, select, YEARLY {year} other {month}}',
    },
    yearlyPrice: {
      id: 'coach.subscription.yearlyPrice',
      defaultMessage: '{price} per year, {perMonth} a month: you save {saving} a year',
    },
    billingHistory: {
      id: 'coach.subscription.billingHistory',
      defaultMessage: 'Billing history and invoices',
    },
    renews: { id: 'coach.subscription.renews', defaultMessage: 'Current period ends on {date}' },
    endsOn: {
      id: 'coach.subscription.endsOn',
      defaultMessage: 'Your plan stays active until {date} and does not renew.',
    },
    NONE: { id: 'coach.subscription.status.NONE', defaultMessage: 'No subscription' },
    ACTIVE: { id: 'coach.subscription.status.ACTIVE', defaultMessage: 'Active' },
    PAST_DUE: { id: 'coach.subscription.status.PAST_DUE', defaultMessage: 'Past due' },
    CANCELLED: { id: 'coach.subscription.status.CANCELLED', defaultMessage: 'Cancelled' },
    chooseHeading: { id: 'coach.subscription.chooseHeading', defaultMessage: 'Choose a plan' },
    changeHeading: {
      id: 'coach.subscription.changeHeading',
      defaultMessage: 'Change plan or card',
    },
    planField: { id: 'coach.subscription.planField', defaultMessage: 'Plan' },
    planHelp: {
      id: 'coach.subscription.planHelp',
      defaultMessage:
        'A new plan is charged now and at the start of each new period. A new card on the same plan is charged from the next period.',
    },
    MONTHLY: { id: 'coach.subscription.option.MONTHLY', defaultMessage: 'Monthly' },
    YEARLY: { id: 'coach.subscription.option.YEARLY', defaultMessage: 'Yearly' },
    cardField: { id: 'coach.subscription.cardField', defaultMessage: 'Card to charge' },
    cardsLoading: { id: 'coach.subscription.cardsLoading', defaultMessage: 'Loading your cards' },
    noCards: {
      id: 'coach.subscription.noCards',
      defaultMessage: 'To subscribe, first add a card. It will appear here.',
    },
    noCardsToChange: {
      id: 'coach.subscription.noCardsToChange',
      defaultMessage: 'To change your plan or card, first add a card. It will appear here.',
    },
    addCard: { id: 'coach.subscription.addCard', defaultMessage: 'Add a card' },
    manageCards: {
      id: 'coach.subscription.manageCards',
      defaultMessage: 'Manage your payment methods',
    },
    subscribe: { id: 'coach.subscription.subscribe', defaultMessage: 'Subscribe' },
    change: { id: 'coach.subscription.change', defaultMessage: 'Change subscription' },
    unchanged: {
      id: 'coach.subscription.unchanged',
      defaultMessage: 'This is already your plan and card. Choose another to change them.',
    },
    subscribed: {
      id: 'coach.subscription.subscribed',
      defaultMessage:
        'You are subscribed to the {plan, select, YEARLY {yearly} other {monthly}} plan.',
    },
    planKept: {
      id: 'coach.subscription.planKept',
      defaultMessage:
        'Nothing changed: you are still on the {plan, select, YEARLY {yearly} other {monthly}} plan.',
    },
    notSubscribed: {
      id: 'coach.subscription.notSubscribed',
      defaultMessage: 'You are not subscribed yet.',
    },
    cancel: { id: 'coach.subscription.cancel', defaultMessage: 'Cancel subscription' },
    keep: { id: 'coach.subscription.keep', defaultMessage: 'Keep my subscription' },
    cancelTitle: {
      id: 'coach.subscription.cancelTitle',
      defaultMessage: 'Cancel your subscription?',
    },
    cancelBody: {
      id: 'coach.subscription.cancelBody',
      defaultMessage:
        'Your plan stays active until {date}, then it ends. You can subscribe again at any time.',
    },
    cancelled: {
      id: 'coach.subscription.cancelled',
      defaultMessage: 'Your subscription is cancelled.',
    },
  }),
);
