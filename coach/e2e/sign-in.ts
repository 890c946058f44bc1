// The coach app's sign-in form, by the labels its journeys fill in (the harness's `signIn`).
import type { SignInForm } from '@hci/e2e-harness';

export const signInForm: SignInForm = {
  email: 'Email address',
  password: 'Password',
  submit: 'Sign in',
};
