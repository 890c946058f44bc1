import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const loginMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.login.title', defaultMessage: 'Sign in to your student portal' },
    documentTitle: { id: 'portal.login.documentTitle', defaultMessage: 'Sign in' },
    newStudent: { id: 'portal.login.newStudent', defaultMessage: 'New to the institute?' },
    getStarted: { id: 'portal.login.getStarted', defaultMessage: 'Get started' },
  }),
);
