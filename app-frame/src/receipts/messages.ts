import { defineMessages } from 'react-intl';
import { untypedMessages } from '@hci/design-system';

export const receiptMessages = untypedMessages(
  defineMessages({
    issuer: { id: 'frame.receipt.issuer', defaultMessage: 'Health Coach Institute' },
    issuerAddress: {
      id: 'frame.receipt.issuerAddress',
      defaultMessage: '100 Wellness Way, Suite 200, Austin, TX 78701, United States',
    },
    paid: { id: 'frame.receipt.paid', defaultMessage: 'Paid' },
    print: { id: 'frame.receipt.print', defaultMessage: 'Print or save as PDF' },
  }),
);
