import { defineMessages } from 'react-intl';
import { untypedMessages } from '@hci/design-system';

/** The texts that keep a person's work: the idle warning, leaving unsaved, restoring a draft. */
export const keepWorkMessages = untypedMessages(
  defineMessages({
    idleTitle: {
      id: 'frame.keepWork.idleTitle',
      defaultMessage: 'You will be signed out soon',
    },
    idleBody: {
      id: 'frame.keepWork.idleBody',
      defaultMessage:
        'You have not been active for a while. For your security you will be signed out in {seconds, plural, one {# second} other {# seconds}}.',
    },
    idleKept: {
      id: 'frame.keepWork.idleKept',
      defaultMessage:
        'What you have typed is kept on this device and offered back when you sign in.',
    },
    staySignedIn: { id: 'frame.keepWork.staySignedIn', defaultMessage: 'Stay signed in' },
    leaveTitle: { id: 'frame.keepWork.leaveTitle', defaultMessage: 'Leave without saving?' },
    leaveBody: {
      id: 'frame.keepWork.leaveBody',
      defaultMessage: 'Your changes on this page are not saved yet. If you leave, they are lost.',
    },
    leave: { id: 'frame.keepWork.leave', defaultMessage: 'Leave without saving' },
    stay: { id: 'frame.keepWork.stay', defaultMessage: 'Stay on this page' },
    restoreTitle: {
      id: 'frame.keepWork.restoreTitle',
      defaultMessage: 'Restore what you typed?',
    },
    restoreBody: {
      id: 'frame.keepWork.restoreBody',
      defaultMessage:
        'You were signed out while this form had changes that were not saved. They were kept on this device.',
    },
    restore: { id: 'frame.keepWork.restore', defaultMessage: 'Restore' },
    discard: { id: 'frame.keepWork.discard', defaultMessage: 'Discard' },
  }),
);
