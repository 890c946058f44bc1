import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

/** The saved-cards page both apps show, and how a saved card is named. */
export const paymentMethodMessages = untypedMessages(
  defineMessages({
    cardEnding: {
      id: 'frame.paymentMethod.cardEnding',
      defaultMessage: '{brand} ending in {last4}',
    },
    title: { id: 'frame.paymentMethod.title', defaultMessage: 'Payment method' },
    intro: {
      id: 'frame.paymentMethod.intro',
      defaultMessage:
        'The cards saved to your account. New charges use the default card; each scheduled installment keeps the card it names.',
    },
    loading: { id: 'frame.paymentMethod.loading', defaultMessage: 'Loading your cards…' },
    default: { id: 'frame.paymentMethod.default', defaultMessage: 'Default' },
    holderName: { id: 'frame.paymentMethod.holderName', defaultMessage: 'Name on card' },
    expires: { id: 'frame.paymentMethod.expires', defaultMessage: 'Expires' },
    expiry: { id: 'frame.paymentMethod.expiry', defaultMessage: '{month}/{year}' },
    emptyTitle: { id: 'frame.paymentMethod.emptyTitle', defaultMessage: 'No saved cards' },
    emptyBody: {
      id: 'frame.paymentMethod.emptyBody',
      defaultMessage:
        'A card you use when you enroll or make a payment is saved here, so you need not type it again.',
    },
    addCard: { id: 'frame.paymentMethod.addCard', defaultMessage: 'Add a card' },
    addTitle: { id: 'frame.paymentMethod.addTitle', defaultMessage: 'Add a card' },
    editTitle: { id: 'frame.paymentMethod.editTitle', defaultMessage: 'Edit {card}' },
    edit: {
      id: 'frame.paymentMethod.edit',
      defaultMessage: 'Edit<hidden> {card}</hidden>',
    },
    makeDefault: {
      id: 'frame.paymentMethod.makeDefault',
      defaultMessage: 'Make default<hidden> {card}</hidden>',
    },
    delete: { id: 'frame.paymentMethod.delete', defaultMessage: 'Delete<hidden> {card}</hidden>' },
    deleteTitle: { id: 'frame.paymentMethod.deleteTitle', defaultMessage: 'Delete {card}?' },
    deleteBody: {
      id: 'frame.paymentMethod.deleteBody',
      defaultMessage:
        'The card is removed from your account. A card that a pending installment names, or your default card while you owe a balance, cannot be deleted.',
    },
    deleteConfirm: { id: 'frame.paymentMethod.deleteConfirm', defaultMessage: 'Delete card' },
  }),
);
