import { defineMessages } from 'react-intl';
import { untypedMessages } from '@hci/design-system';

/** The words of moving between the portal and the coach app, the same in both. */
export const handoverMessages = untypedMessages(
  defineMessages({
    toCoachApp: { id: 'frame.handover.toCoachApp', defaultMessage: 'Coach app' },
    toPortal: { id: 'frame.handover.toPortal', defaultMessage: 'Student portal' },
    coachAccountTitle: {
      id: 'frame.handover.coachAccountTitle',
      defaultMessage: 'Your account is a coach account',
    },
    coachAccountText: {
      id: 'frame.handover.coachAccountText',
      defaultMessage:
        'The student portal is for enrolled students. We are taking you to the coach app, signed in.',
    },
    coachAccountArrived: {
      id: 'frame.handover.coachAccountArrived',
      defaultMessage:
        'Your account is a coach account, so you are in the coach app. The student portal is for enrolled students.',
    },
    openCoachApp: { id: 'frame.handover.openCoachApp', defaultMessage: 'Open the coach app' },
  }),
);
