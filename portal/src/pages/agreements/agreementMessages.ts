import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const agreementMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.agreements.title', defaultMessage: 'Agreements' },
    intro: {
      id: 'portal.agreements.intro',
      defaultMessage: 'The agreements sent to you for signing, and their documents.',
    },
    loading: { id: 'portal.agreements.loading', defaultMessage: 'Loading your agreements…' },
    sentOn: { id: 'portal.agreements.sentOn', defaultMessage: 'Sent on {date}' },
    completedOn: { id: 'portal.agreements.completedOn', defaultMessage: 'Signed on {date}' },
    completedBy: {
      id: 'portal.agreements.completedBy',
      defaultMessage: 'Signed by {name} on {date}',
    },
    signedByThenCancelled: {
      id: 'portal.agreements.signedByThenCancelled',
      defaultMessage: 'Signed by {name} on {date}, cancelled since',
    },
    signedThenCancelled: {
      id: 'portal.agreements.signedThenCancelled',
      defaultMessage: 'Signed on {date}, cancelled since',
    },
    signed: { id: 'portal.agreements.signed', defaultMessage: '{name} signed.' },
    documents: { id: 'portal.agreements.documents', defaultMessage: 'Documents' },
    download: { id: 'portal.agreements.download', defaultMessage: 'Download {name}' },
    pages: {
      id: 'portal.agreements.pages',
      defaultMessage: '{count, plural, one {# page} other {# pages}}',
    },
    emptyTitle: { id: 'portal.agreements.emptyTitle', defaultMessage: 'No agreements yet' },
    emptyBody: {
      id: 'portal.agreements.emptyBody',
      defaultMessage:
        'When you enroll, your enrollment agreement is sent here for signing. Check your inbox for news.',
    },
    goToInbox: { id: 'portal.agreements.goToInbox', defaultMessage: 'Go to inbox' },
    SENT: { id: 'portal.agreements.status.SENT', defaultMessage: 'Waiting for your signature' },
    DELIVERED: { id: 'portal.agreements.status.DELIVERED', defaultMessage: 'Opened, not signed' },
    COMPLETED: { id: 'portal.agreements.status.COMPLETED', defaultMessage: 'Signed' },
    DECLINED: { id: 'portal.agreements.status.DECLINED', defaultMessage: 'Declined' },
    VOIDED: { id: 'portal.agreements.status.VOIDED', defaultMessage: 'Cancelled' },
  }),
);
