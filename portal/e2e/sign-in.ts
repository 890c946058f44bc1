// The portal's sign-in form as its journeys fill it in (the harness's `signIn`; its labels read
// from the catalogues, so a journey can sign in in either language), and a new student signed up
// and verified.
import {
  demoPassword,
  heading,
  latestCode,
  submitSignIn,
  type BrowserOptions,
  type Harness,
  type SignInForm,
} from '@hci/e2e-harness';
import type { Page } from 'playwright-core';
import { messagesFor, type Locale, type Messages } from './messages';

/** The sign-in form in the language of `messages`. */
export const signInFormIn = ({ text }: Messages): SignInForm => ({
  email: text('frame.account.email'),
  password: text('frame.account.password'),
  submit: text('frame.account.signIn'),
});

/** The sign-in form in English. */
export const signInForm = signInFormIn(messagesFor('en-US'));

/** A browser as the portal's journeys describe it: the portal speaks one of its languages. */
export type StudentBrowser = BrowserOptions & { locale?: Locale };

/**
 * Signs up a new student, verifies the address and lands on the home page, in a browser as the
 * options describe it; `onPage` is handed each page on the way there (sign-in, verification).
 */
export async function newStudent(
  harness: Harness,
  student: { email: string; firstName: string; lastName: string },
  {
    onPage = async () => {},
    ...browser
  }: StudentBrowser & { onPage?: (page: Page, name: string) => Promise<void> } = {},
) {
  const messages = messagesFor(browser.locale ?? 'en-US');
  const { text } = messages;
  const signUp = await fetch(`${harness.apiUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...student, password: demoPassword }),
  });
  if (signUp.status !== 201) throw new Error(`Sign-up of ${student.email}: ${signUp.status}`);
  const { context, page } = await harness.newPage(browser);
  await page.goto(`${harness.appUrl}/login`);
  await heading(page)
    .filter({ hasText: text('portal.login.title') })
    .waitFor();
  await onPage(page, 'login');
  await submitSignIn(page, signInFormIn(messages), student.email);
  await heading(page)
    .filter({ hasText: text('portal.verification.title') })
    .waitFor();
  await onPage(page, 'verification');
  await page
    .getByLabel(text('frame.account.code'))
    .fill(await latestCode(harness.apiUrl, student.email));
  await page.getByRole('button', { name: text('portal.verification.submit') }).click();
  await heading(page)
    .filter({ hasText: text('portal.home.greetingNoName') })
    .waitFor();
  await page.getByRole('link', { name: text('portal.home.startEnrollment') }).waitFor();
  return { context, page };
}
