// Informational texts (shown as neutral toasts or banners), such as an expired session.
import { defineMessages } from 'react-intl';

export const infoMessages = defineMessages({
  sessionExpired: {
    id: 'info.sessionExpired',
    defaultMessage: 'Your session expired, please login again',
  },
  createPassword: {
    id: 'info.createPassword',
    defaultMessage: 'We have sent a verification code to your email.',
  },
  successAddStudentToCoachingCircle: {
    id: 'info.successAddStudentToCoachingCircle',
    defaultMessage: 'The student has been added to the coaching circle.',
  },
});

export type InfoKey = keyof typeof infoMessages;
