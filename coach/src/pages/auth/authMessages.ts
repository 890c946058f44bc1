import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  email: { id: 'coach.auth.email', defaultMessage: 'Email address' },
  noAccount: { id: 'coach.auth.noAccount', defaultMessage: 'New to the coach app?' },
  createAccount: { id: 'coach.auth.createAccount', defaultMessage: 'Create a coach account' },
  haveAccount: { id: 'coach.auth.haveAccount', defaultMessage: 'Already have an account?' },
});
