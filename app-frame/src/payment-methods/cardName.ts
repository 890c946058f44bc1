import type { PaymentMethod } from '@hci/api-schema';
import { useIntl } from 'react-intl';
import { cardBrandLabels } from '../options/options';
import { paymentMethodMessages as m } from './messages';

/** How a saved card is named on screen: its brand and last four digits ("Visa ending in 4242"). */
export function useCardName() {
  const intl = useIntl();
  return (card: Pick<PaymentMethod, 'brand' | 'last4'>) =>
    intl.formatMessage(m.cardEnding, {
      brand: intl.formatMessage(cardBrandLabels[card.brand]),
      last4: card.last4,
    });
}
