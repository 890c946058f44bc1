// Its own module so the checkout loads the card form only when a card is added there.
export { AddCardDialog } from '@hci/app-frame';
