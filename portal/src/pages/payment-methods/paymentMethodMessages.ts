import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const paymentMethodMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.paymentMethod.title', defaultMessage: 'Payment method' },
    intro: {
      id: 'portal.paymentMethod.intro',
      defaultMessage:
        'The cards saved to your account. New charges use the default card; each scheduled installment keeps the card it names.',
    },
    loading: { id: 'portal.paymentMethod.loading', defaultMessage: 'Loading your cards…' },
    default: { id: 'portal.paymentMethod.default', defaultMessage: 'Default' },
    holderName: { id: 'portal.paymentMethod.holderName', defaultMessage: 'Name on card' },
    expires: { id: 'portal.paymentMethod.expires', defaultMessage: 'Expires' },
    expiry: { id: 'portal.paymentMethod.expiry', defaultMessage: '{month}/{year}' },
    emptyTitle: { id: 'portal.paymentMethod.emptyTitle', defaultMessage: 'No saved cards' },
    emptyBody: {
      id: 'portal.paymentMethod.emptyBody',
      defaultMessage:
        'A card you use when you enroll or make a payment is saved here, so you need not type it again.',
    },
    addCard: { id: 'portal.paymentMethod.addCard', defaultMessage: 'Add a card' },
    addTitle: { id: 'portal.paymentMethod.addTitle', defaultMessage: 'Add a card' },
    editTitle: { id: 'portal.paymentMethod.editTitle', defaultMessage: 'Edit {card}' },
    edit: {
      id: 'portal.paymentMethod.edit',
      defaultMessage: 'Edit<hidden> {card}</hidden>',
    },
    makeDefault: {
      id: 'portal.paymentMethod.makeDefault',
      defaultMessage: 'Make default<hidden> {card}</hidden>',
    },
    delete: { id: 'portal.paymentMethod.delete', defaultMessage: 'Delete<hidden> {card}</hidden>' },
    deleteTitle: { id: 'portal.paymentMethod.deleteTitle', defaultMessage: 'Delete {card}?' },
    deleteBody: {
      id: 'portal.paymentMethod.deleteBody',
      defaultMessage:
        'The card is removed from your account. A card that a pending installment names, or your default card while you owe a balance, cannot be deleted.',
    },
    deleteConfirm: { id: 'portal.paymentMethod.deleteConfirm', defaultMessage: 'Delete card' },
  }),
);
