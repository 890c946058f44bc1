export { CardsSkeleton } from './CardsSkeleton';
export { useCardName } from './cardName';
export { AddCardDialog, PaymentMethodPage } from './PaymentMethodPage';
