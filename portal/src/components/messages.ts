import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const commonMessages = untypedMessages(
  defineMessages({
    retry: { id: 'portal.common.retry', defaultMessage: 'Try again' },
    loadingPage: { id: 'portal.common.loadingPage', defaultMessage: 'Loading the page…' },
    chunkFailedTitle: {
      id: 'portal.common.chunkFailedTitle',
      defaultMessage: 'This page could not be loaded',
    },
    chunkFailedBody: {
      id: 'portal.common.chunkFailedBody',
      defaultMessage:
        'Your connection may have dropped, or the portal was just updated. Check your connection and try again.',
    },
    save: { id: 'portal.common.save', defaultMessage: 'Save changes' },
  }),
);
