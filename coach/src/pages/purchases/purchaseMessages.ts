import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const purchaseMessages = untypedMessages(
  defineMessages({
    title: { id: 'coach.purchases.title', defaultMessage: 'Purchases' },
    intro: {
      id: 'coach.purchases.intro',
      defaultMessage: 'What customers bought of your products and services.',
    },
    detailTitle: { id: 'coach.purchases.detailTitle', defaultMessage: 'Purchase No. {id}' },
    detailLoading: { id: 'coach.purchases.detailLoading', defaultMessage: 'Loading the purchase…' },
    back: { id: 'coach.purchases.back', defaultMessage: 'Back to purchases' },
  }),
);
