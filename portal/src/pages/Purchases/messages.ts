import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const purchasesMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.purchases.title', defaultMessage: 'Purchases' },
    intro: {
      id: 'portal.purchases.intro',
      defaultMessage: 'What customers bought of your coaching products and services.',
    },
    detailTitle: { id: 'portal.purchases.detailTitle', defaultMessage: 'Purchase No. {id}' },
    detailLoading: {
      id: 'portal.purchases.detailLoading',
      defaultMessage: 'Loading the purchase…',
    },
    back: { id: 'portal.purchases.back', defaultMessage: 'Back to purchases' },
  }),
);
