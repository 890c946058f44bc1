import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const verificationMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.verification.title', defaultMessage: 'Verify your email address' },
    intro: {
      id: 'portal.verification.intro',
      defaultMessage: 'We sent a verification code to {email}. Enter it here to open your portal.',
    },
    submit: { id: 'portal.verification.submit', defaultMessage: 'Verify email' },
    resent: { id: 'portal.verification.resent', defaultMessage: 'We sent you a new code.' },
    wrongAccount: {
      id: 'portal.verification.wrongAccount',
      defaultMessage: 'Not your email address?',
    },
    signOut: { id: 'portal.verification.signOut', defaultMessage: 'Sign out' },
    verifying: { id: 'portal.verification.verifying', defaultMessage: 'Verifying your email…' },
    verified: { id: 'portal.verification.verified', defaultMessage: 'Your email is verified' },
    continue: { id: 'portal.verification.continue', defaultMessage: 'Go to your portal' },
    enterCode: {
      id: 'portal.verification.enterCode',
      defaultMessage: 'Enter the code from the email instead',
    },
  }),
);
