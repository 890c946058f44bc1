import { defineMessages } from 'react-intl';

export const formatterMessages = defineMessages({
  free: { id: 'ds.format.free', defaultMessage: 'Free' },
});
