// Signing in as a person does, and the development mailbox the reference API keeps in place of
// e-mail (verification codes, reset links, and every other mail the API sends).
import type { Page } from 'playwright-core';
import type { DeliveredMail } from '@hci/api-server';
import { demoPassword } from '@hci/demo-world';

/** The demo accounts' password, as the demo world gives it. */
export { demoPassword };

/** An app's sign-in form, by the labels it shows; each app's e2e folder holds its own. */
export interface SignInForm {
  email: string;
  password: string;
  submit: string | RegExp;
}

/** Where `signIn` signs in, and with what password. */
export interface SignInOptions {
  /** The sign-in page's address, relative to the app (`/login?action=…` to be sent on after). */
  path?: string;
  password?: string;
}

/**
 * Signs in on the app's sign-in page (the page's base URL is the app's), by the labels of the
 * app's form, and waits until the app moves on from that page.
 */
export async function signIn(
  page: Page,
  form: SignInForm,
  email: string,
  { path = '/login', password = demoPassword }: SignInOptions = {},
) {
  await page.goto(path);
  // Read before sending: the app may have moved on by the time the click returns.
  const signInPath = new URL(page.url()).pathname;
  await submitSignIn(page, form, email, password);
  // Signed in once the app leaves the sign-in page; the password check takes a while on a busy
  // machine.
  await page.waitForURL((url) => url.pathname !== signInPath);
}

/** Fills in the sign-in form on the page as it stands and sends it. */
export async function submitSignIn(
  page: Page,
  form: SignInForm,
  email: string,
  password = demoPassword,
) {
  await page.getByLabel(form.email).fill(email);
  await page.getByLabel(form.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: form.submit }).click();
}

/** A mail as the development mailbox keeps it whole: both parts, its headers and its files. */
export type Mail = DeliveredMail;

/** The development mailbox's messages for an address, newest first. */
export async function mailsTo(apiUrl: string, email: string): Promise<Mail[]> {
  const response = await fetch(`${apiUrl}/dev/mailbox?${new URLSearchParams({ email })}`);
  if (!response.ok) throw new Error(`The development mailbox answered ${response.status}`);
  return ((await response.json()) as { content: Mail[] }).content;
}

/** The newest message of the development mailbox for an address. */
export async function latestMail(apiUrl: string, email: string): Promise<Mail> {
  const [mail] = await mailsTo(apiUrl, email);
  if (!mail) throw new Error(`No mail for ${email}`);
  return mail;
}

/** The code of the newest message for an address, which must be one that carries a code. */
export async function latestCode(apiUrl: string, email: string): Promise<string> {
  const { code } = await latestMail(apiUrl, email);
  if (!code) throw new Error(`The newest mail to ${email} carries no code`);
  return code;
}
