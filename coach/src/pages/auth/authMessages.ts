import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  email: { id: 'coach.auth.email', defaultMessage: 'Email address' },
  password: { id: 'coach.auth.password', defaultMessage: 'Password' },
  forgotPassword: { id: 'coach.auth.forgotPassword', defaultMessage: 'Forgot your password?' },
  noAccount: { id: 'coach.auth.noAccount', defaultMessage: 'New to the coach app?' },
  createAccount: { id: 'coach.auth.createAccount', defaultMessage: 'Create a coach account' },
  haveAccount: { id: 'coach.auth.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'coach.auth.signIn', defaultMessage: 'Sign in' },
});
