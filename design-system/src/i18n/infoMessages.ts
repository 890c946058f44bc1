// Informational texts of the specification's §8 (shown as neutral toasts or banners).
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
