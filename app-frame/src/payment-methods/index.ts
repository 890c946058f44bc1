export { CardsSkeleton } from './CardsSkeleton';
export { useCardName } from './cardName';
export { AddCardDialog, PaymentMethodPage, type PaymentMethodPageProps } from './PaymentMethodPage';
