import { defineMessages } from 'react-intl';
import { untypedMessages } from '@hci/design-system';

/** The account pages' texts that read the same in both apps; the rest each app passes. */
export const accountMessages = untypedMessages(
  defineMessages({
    email: { id: 'frame.account.email', defaultMessage: 'Email' },
    password: { id: 'frame.account.password', defaultMessage: 'Password' },
    signIn: { id: 'frame.account.signIn', defaultMessage: 'Sign in' },
    forgotPassword: { id: 'frame.account.forgotPassword', defaultMessage: 'Forgot your password?' },
    code: { id: 'frame.account.code', defaultMessage: 'Verification code' },
    resend: { id: 'frame.account.resend', defaultMessage: 'Send a new code' },
    resetTitle: { id: 'frame.account.resetTitle', defaultMessage: 'Reset your password' },
    backToSignIn: { id: 'frame.account.backToSignIn', defaultMessage: 'Back to sign in' },
    missingToken: {
      id: 'frame.account.missingToken',
      defaultMessage:
        'This link is incomplete. Open the link from your email again, or ask for a new one.',
    },
    requestNew: { id: 'frame.account.requestNew', defaultMessage: 'Ask for a new reset link' },
    resetDone: { id: 'frame.account.resetDone', defaultMessage: 'Your password has been reset' },
    signInWithNewPassword: {
      id: 'frame.account.signInWithNewPassword',
      defaultMessage: 'Sign in with your new password',
    },
    newPasswordHint: {
      id: 'frame.account.newPasswordHint',
      defaultMessage:
        'At least 8 characters, with a number, a lower case and an upper case letter.',
    },
  }),
);
