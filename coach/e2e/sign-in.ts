// The coach app's sign-in form, as its journeys fill it in.
import { demoPassword, submitSignIn, type SignInForm } from '@hci/e2e-harness';
import type { Page } from 'playwright-core';

const form: SignInForm = { email: 'Email address', password: 'Password', submit: 'Sign in' };

/** Signs in on the coach app's /login, and waits until the app moves on. */
export async function signIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/login');
  await submitSignIn(page, form, email, password);
  // Signed in once the app moves on; the password check takes a while on a busy machine.
  await page.waitForURL((url) => url.pathname !== '/login');
}
