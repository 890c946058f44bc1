// The journeys against the real API: a new coach from sign-up to a deleted service, the demo
// coach's educations and purchases, a session that expires mid-way, and the keyboard-only path.
import { fileURLToPath } from 'node:url';
import { harnessForFile, heading, latestCode, screenshot, signIn } from '@hci/e2e-harness';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { signInForm } from './sign-in';

const serviceImage = fileURLToPath(new URL('./service-image.png', import.meta.url));

/**
 * The demo coach signed in once, for the journeys that sign in only to get in; the keyboard journey
 * signs in itself, since signing in is part of what it checks.
 */
const harness = harnessForFile({
  signInOnce: (page) => signIn(page, signInForm, 'coach@demo.test'),
});

const path = (page: Page) => new URL(page.url()).pathname;

test('a new coach signs up, verifies the e-mail, completes the profile and manages a service', async () => {
  const { context, page } = await harness.newPage();
  const email = `new.coach.${Date.now()}@example.test`;

  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Welcome2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Confirm your email address');
  await screenshot(page, 'journey-pending-verification');

  // Held on the verification screen until verified.
  await page.goto('/my-services');
  await expect.poll(() => path(page)).toBe('/pending-email-address-verification');

  await page.getByLabel('Verification code').fill(await latestCode(harness.apiUrl, email));
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Tell clients about yourself');

  await page.getByLabel('Introduction').fill('I help busy parents eat well without stress.');
  await page.getByLabel('Focus').fill('Family nutrition');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Welcome to your coach workspace');

  await page.getByRole('link', { name: 'Go to services' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Your services and products');
  await expect.poll(() => page.getByText('Nothing on offer yet').count()).toBe(1);

  await page.getByRole('button', { name: 'Add a service or product' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Family reset package');
  await dialog.locator('input[type="file"]').setInputFiles(serviceImage);
  // Uploaded: the stored image is shown back, loaded through its signed media URL.
  await expect.poll(() => dialog.getByRole('img', { name: 'Current image' }).count()).toBe(1);
  await dialog.getByLabel('Description').fill('Four sessions to reset the family table.');
  await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('240');
  await dialog.getByRole('textbox', { name: 'Sessions included' }).fill('4');
  await screenshot(page, 'journey-service-editor');
  await dialog.getByRole('button', { name: 'Save' }).click();

  const publicList = page.getByRole('list', { name: 'What clients see' });
  await expect.poll(() => publicList.getByText('Family reset package').count()).toBe(1);
  await expect
    .poll(() => page.getByRole('article', { name: 'Family reset package' }).locator('img').count())
    .toBe(1);
  await screenshot(page, 'journey-service-created');

  await page.getByRole('button', { name: 'Edit Family reset package' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Family reset, 4 sessions');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => publicList.getByText('Family reset, 4 sessions').count()).toBe(1);

  await page.getByRole('button', { name: 'Delete Family reset, 4 sessions' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => page.getByText('Nothing on offer yet').count()).toBe(1);
  await expect.poll(() => page.getByText('Nothing is published yet.').count()).toBe(1);
  await context.close();
});

test('the demo coach adds and removes an education', async () => {
  const { context, page } = await harness.newPage({ signedIn: true });
  await page.goto('/profile');
  await expect.poll(() => heading(page).textContent()).toBe('Your coach profile');

  await page.getByRole('button', { name: 'Add education' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('School or institution').fill('Riverside Community College');
  await dialog.getByLabel('Degree or program').fill('Nutrition certificate');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText('Riverside Community College').count()).toBe(1);

  await page.getByRole('button', { name: 'Delete Riverside Community College' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => page.getByText('Riverside Community College').count()).toBe(0);
  await context.close();
});

test('the demo coach pages through purchases, filters them by status, opens one and keeps the filter over a reload', async () => {
  const { context, page } = await harness.newPage({ signedIn: true });
  const address = () => `${path(page)}${new URL(page.url()).search}`;
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Purchases', exact: true }).click();
  const table = page.getByRole('table', { name: 'Purchases' });
  await table.waitFor();
  await page.getByText(/1–10 of \d+/).waitFor();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.poll(address).toBe('/purchases?page=2');
  await page.getByText(/11–\d+ of \d+/).waitFor();

  await page.getByLabel('Status').selectOption({ label: 'Paid' });
  await expect.poll(address).toBe('/purchases?status=PAID');
  // The filtered list starts again at its first page; until it has loaded, page 2 stays on show.
  await page.getByText(/\b1–\d+ of \d+/).waitFor();
  await expect.poll(() => table.getByText('Paid', { exact: true }).count()).toBeGreaterThan(0);
  // The range can name the first page a moment before its rows replace page 2's.
  for (const other of ['Pending', 'Refunded', 'Cancelled', 'Failed'])
    await expect.poll(() => table.getByText(other, { exact: true }).count()).toBe(0);

  const link = table.getByRole('link').first();
  const id = ((await link.textContent()) ?? '').replace(/\D/g, '');
  await link.click();
  await expect.poll(() => heading(page).textContent()).toBe(`Purchase No. ${id}`);
  await page.getByRole('link', { name: 'Back to purchases' }).click();
  await expect.poll(address).toBe('/purchases?status=PAID');

  await page.reload();
  await table.waitFor();
  expect(await page.getByLabel('Status').inputValue()).toBe('PAID');
  await context.close();
});

test('the demo coach books and cancels a session, then moves to the yearly plan', async () => {
  const { context, page } = await harness.newPage({ signedIn: true });
  await page.goto('/profile');

  await page.getByRole('link', { name: 'Sessions' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Your sessions');
  // The client already has sessions of their own: the one booked here is the one that was not there.
  const clientSessions = page.getByRole('group', { name: /^Session with Sam Okafor/ });
  const labels = () =>
    clientSessions.evaluateAll((groups) => groups.map((group) => group.getAttribute('aria-label')));
  await clientSessions.first().waitFor();
  const before = await labels();
  await page.getByRole('button', { name: 'Book a session' }).click();
  const dialog = page.getByRole('dialog');
  // One of the coach's clients, found by the name the coach types.
  const client = dialog.getByRole('combobox', { name: /^Client’s name/ });
  const sam = page.getByRole('option', { name: 'Sam Okafor' });
  // The suggestions open as the name is typed once the clients have loaded.
  await expect
    .poll(async () => {
      await client.fill('');
      await client.pressSequentially('Sam');
      return sam.isVisible();
    })
    .toBe(true);
  await sam.click();
  await dialog.getByLabel('Service').selectOption({ label: 'Free discovery call' });
  // The first of the service's free times.
  const time = dialog.getByRole('combobox', { name: /^Free time/ });
  await expect.poll(() => time.locator('option').count()).toBeGreaterThan(1);
  await time.selectOption({ index: 1 });
  await screenshot(page, 'journey-session-booking');
  await dialog.getByRole('button', { name: 'Book session' }).click();
  // Upcoming sessions come ten to a page, soonest first: the new one, at the first free time, is
  // among them, and may push the client's last one to the next page.
  const newLabel = async () => (await labels()).find((name) => !before.includes(name));
  await expect.poll(newLabel).toBeDefined();
  const label = (await newLabel())!;
  const booked = page.getByRole('group', { name: label, exact: true });

  await booked.getByRole('button', { name: 'Cancel session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel session' }).click();
  await page.getByText('Session with Sam Okafor cancelled.').first().waitFor();

  // The demo coach has no saved card: one is added the way the student portal adds it.
  const session = await page.evaluate(
    () => JSON.parse(localStorage.getItem('hci.session') ?? '{}') as Record<string, unknown>,
  );
  const added = await fetch(
    `${harness.apiUrl}/students/${String(session.studentId)}/payment_methods`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${String(session.accessToken)}`,
        'content-type': 'application/json',
        source: 'WEB',
      },
      body: JSON.stringify({
        cardNumber: '4242424242424242',
        expirationMonth: 12,
        expirationYear: 2035,
        cvc: '123',
        holderName: 'Marisol Reyes',
      }),
    },
  );
  expect(added.status).toBe(201);

  await page.getByRole('link', { name: 'Subscription' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Your subscription');
  await page.getByRole('radiogroup', { name: 'Plan' }).getByText('Yearly').click();
  await page.getByRole('button', { name: 'Change subscription' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Yearly plan' }).count()).toBe(1);
  await context.close();
});

test('a session that expires mid-way goes to /verify and comes back where the user was', async () => {
  const { context, page } = await harness.newPage({ signedIn: true });
  await page.goto('/profile');

  // Both tokens stop working, as when the refresh token has expired on the server.
  await page.evaluate(() => {
    const key = 'hci.session';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      key,
      JSON.stringify({ ...stored, accessToken: 'expired', refreshToken: 'expired' }),
    );
  });
  await page.goto('/my-sessions');
  await expect.poll(() => path(page)).toBe('/verify');
  expect(new URL(page.url()).searchParams.get('to')).toBe('/my-sessions');

  await page.getByLabel('Email address').fill('coach@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Welcome2026');
  await page.getByRole('button', { name: 'Sign in and continue' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Your sessions');
  expect(path(page)).toBe('/my-sessions');
  await context.close();
});

test('an unknown path shows the not-found page', async () => {
  const { context, page } = await harness.newPage();
  await page.goto('/this/does/not/exist');
  await expect.poll(() => heading(page).textContent()).toBe('Page not found');
  await context.close();
});

/**
 * Presses Tab (or Shift+Tab, `backwards`) until the focused element has the accessible name.
 */
async function tabTo(page: Page, name: string | RegExp, { limit = 40, backwards = false } = {}) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelled = element.getAttribute('aria-label');
      const byLabel = (element as HTMLInputElement).labels?.[0]?.textContent;
      return (labelled ?? byLabel ?? element.textContent ?? '').replace('*', '').trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached “${String(name)}”`);
}

test('signing in and creating a service work with the keyboard alone', async () => {
  const { context, page } = await harness.newPage();
  await page.goto('/login');
  await expect.poll(() => heading(page).textContent()).toBe('Sign in to your coach account');

  await tabTo(page, 'Email address');
  await page.keyboard.type('coach@demo.test');
  await tabTo(page, 'Password');
  await page.keyboard.type('Welcome2026');
  await page.keyboard.press('Enter');
  await expect.poll(() => heading(page).textContent()).toBe('Your coach profile');
  // Navigation moved focus to the new page's heading.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

  // The navigation sits above the heading: back up to it (forward, the profile's fields came
  // first once its data had loaded, more than the step limit).
  await tabTo(page, 'Services', { backwards: true });
  await page.keyboard.press('Enter');
  await expect.poll(() => heading(page).textContent()).toBe('Your services and products');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

  await tabTo(page, 'Add a service or product');
  await page.keyboard.press('Enter');
  // The editor is a lazily loaded chunk: the dialog takes focus once it has arrived.
  await page.getByRole('dialog').waitFor();
  await tabTo(page, 'Title');
  await page.keyboard.type('Keyboard session');
  await tabTo(page, 'Price');
  await page.keyboard.type('80');
  await tabTo(page, 'Save');
  await page.keyboard.press('Enter');
  await expect
    .poll(() =>
      page.getByRole('list', { name: 'What clients see' }).getByText('Keyboard session').count(),
    )
    .toBe(1);
  await context.close();
});
