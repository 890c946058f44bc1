import { defineMessages } from 'react-intl';

/** Labels the add and the edit card forms share. */
export const cardFormMessages = defineMessages({
  number: { id: 'form.paymentCard.number', defaultMessage: 'Card number' },
  expiration: { id: 'form.paymentCard.expiration', defaultMessage: 'Expiration date' },
  cvc: { id: 'form.paymentCard.cvc', defaultMessage: 'Security code (CVC)' },
  holderName: { id: 'form.paymentCard.holderName', defaultMessage: 'Name on the card' },
  cancel: { id: 'form.paymentCard.cancel', defaultMessage: 'Cancel' },
});
