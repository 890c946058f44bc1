// A new coach subscribes without leaving the coach app: sign-up, the e-mailed code, a card added on
// the subscription page, the plan charged to it; the card is then on the coach's own payment
// methods page, and the charge in the billing history with its invoice. Against the real API and
// the built app.
import { harnessForFile, heading, latestCode, screenshot } from '@hci/e2e-harness';
import { expect, test } from 'vitest';

const harness = harnessForFile();

test('a new coach adds a card in the coach app and subscribes with it', async () => {
  const { context, page } = await harness.newPage();
  const email = `subscribing.coach.${Date.now()}@example.test`;

  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Welcome2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Confirm your email address');
  await page.getByLabel('Verification code').fill(await latestCode(harness.apiUrl, email));
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Tell clients about yourself');

  await page.goto('/subscription');
  await expect.poll(() => heading(page).textContent()).toBe('Your subscription');
  await page.getByText('To subscribe, first add a card. It will appear here.').waitFor();
  // Each plan's price shows before any card is asked for.
  await page.getByText(/^\$\s?[\d,.]+ per month$/).waitFor();
  await page.getByText(/^\$\s?[\d,.]+ per year, \$\s?[\d,.]+ a month: you save /).waitFor();
  await screenshot(page, 'subscription-no-card');

  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill('4242424242424242');
  await dialog.getByLabel('Expiration date').fill('12/2030');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByLabel('Name on the card').fill('Noor Haddad');
  await screenshot(page, 'subscription-add-card');
  await dialog.getByRole('button', { name: 'Add card' }).click();

  // The card is offered at once, without leaving the page.
  const card = page.getByRole('combobox', { name: 'Card to charge' });
  await expect
    .poll(() => card.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
    .toBe('Visa ending in 4242');
  await page.getByRole('radiogroup', { name: 'Plan' }).getByText('Yearly').click();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('You are subscribed to the yearly plan.').waitFor();
  await page.getByRole('heading', { name: 'Yearly plan' }).waitFor();
  await expect.poll(() => page.getByText('Active', { exact: true }).count()).toBe(1);
  await screenshot(page, 'subscription-subscribed');

  await page.getByRole('link', { name: 'Manage your payment methods' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Payment method');
  const saved = page.getByRole('article', { name: 'Visa ending in 4242' });
  await expect.poll(() => saved.getByText('Default').count()).toBe(1);
  await screenshot(page, 'payment-methods-new-coach');

  // The charge is in the billing history, its invoice a click away.
  await page.goto('/subscription');
  await page.getByRole('link', { name: 'Billing history and invoices' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Billing history');
  await page.getByRole('link', { name: /^Invoice \d{4}-\d{6}$/ }).click();
  const invoice = page.getByRole('article', { name: /^Invoice / });
  await invoice.getByText('Yearly plan').waitFor();
  await invoice.getByText('Visa ending in 4242').waitFor();
  await screenshot(page, 'subscription-invoice');
  await context.close();
  // Sign-up, verification, a card and a charge: longer than one page's journey.
}, 180_000);
