import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const commonMessages = untypedMessages(
  defineMessages({
    save: { id: 'portal.common.save', defaultMessage: 'Save changes' },
  }),
);
