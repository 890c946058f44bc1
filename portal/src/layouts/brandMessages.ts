import { defineMessages } from 'react-intl';

// Apart from the layout's other messages: the brand shows on the first page, which the
// navigation's and settings' names would only weigh down.
export const brandMessages = defineMessages({
  brand: { id: 'portal.layout.brand', defaultMessage: 'Health Coach Institute' },
  brandHome: {
    id: 'portal.layout.brandHome',
    defaultMessage: 'Health Coach Institute, student portal home',
  },
});
