// A coach's subscription renewing on its own, against the real API and the built app: the demo
// coach (monthly, her period ending in two weeks, no card saved) adds a card in the coach app;
// the API's clock moves past the period's end, and the plan is renewed once: a new invoice in her
// billing history, the next period's end on her subscription page, the receipt in her mailbox in
// her language (Spanish). Then a declining card leaves the next renewal past due, mailed, until
// she picks her good card again and it renews at once.
import { harnessForFile, heading, mailsTo, screenshot, type Mail, signIn } from '@hci/e2e-harness';
import { testCards } from '@hci/rules';
import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from 'vitest';
import { signInForm } from './sign-in';

const harness = harnessForFile();
const coachEmail = 'coach@demo.test';
const dayMs = 86_400_000;

/** A day as the app writes it ("May 03, 2026"). */
const shownDay = (day: Temporal.PlainDate) =>
  day.toLocaleString('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** A day as the coach's Spanish mail writes it ("3 de mayo de 2026"). */
const spanishDay = (day: Temporal.PlainDate) =>
  day.toLocaleString('es', { day: 'numeric', month: 'long', year: 'numeric' });

/** The end of the current period, as the subscription page shows it. */
async function periodEnd(page: Page): Promise<Temporal.PlainDate> {
  await page.goto('/subscription');
  await expect.poll(() => heading(page).textContent()).toBe('Your subscription');
  const text = await page.getByText(/^Current period ends on /).textContent();
  const shown = text!.replace('Current period ends on ', '');
  const day = Temporal.PlainDate.from(new Date(`${shown} 12:00 UTC`).toISOString().slice(0, 10));
  expect(shownDay(day)).toBe(shown);
  return day;
}

/** The invoices the billing history lists, newest first, by their numbers. */
async function invoiceNumbers(page: Page): Promise<string[]> {
  await page.goto('/subscription');
  await page.getByRole('link', { name: 'Billing history and invoices' }).click();
  await expect.poll(() => heading(page).textContent()).toBe('Billing history');
  const links = page.getByRole('link', { name: /^Invoice \d{4}-\d{6}$/ });
  await links.first().waitFor();
  return (await links.allTextContents()).map((name) => name.replace('Invoice ', ''));
}

/** Saves a card on her payment methods page. */
async function addCard(page: Page, number: string) {
  await page.goto('/payment-methods');
  await expect.poll(() => heading(page).textContent()).toBe('Payment method');
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration date').fill('12/2030');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByLabel('Name on the card').fill('Marisol Reyes');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await page.getByRole('article', { name: `Visa ending in ${number.slice(-4)}` }).waitFor();
}

/** Chooses the card her plan is charged to, the plan kept. */
async function chargeTo(page: Page, card: string) {
  await page.goto('/subscription');
  await page.getByRole('combobox', { name: 'Card to charge' }).selectOption({ label: card });
  await page.getByRole('button', { name: 'Change subscription' }).click();
  await page.getByText('You are subscribed to the monthly plan.').waitFor();
}

/** Her mails with a subject, newest first. */
const mailsAbout = async (subject: RegExp): Promise<Mail[]> =>
  (await mailsTo(harness.apiUrl, coachEmail)).filter((mail) => subject.test(mail.subject));

/**
 * Moves the API's clock to noon UTC the day after `day`, a day later wherever she lives, and waits
 * for what fell due by then.
 */
async function moveToDayAfter(day: Temporal.PlainDate) {
  const { now } = (await (await fetch(`${harness.apiUrl}/dev/clock`)).json()) as { now: string };
  const target = Date.parse(`${day.add({ days: 1 }).toString()}T12:00:00Z`);
  await harness.advanceClock(target - Date.parse(now));
}

test('a month on, the plan renews once: its invoice listed, the next period shown, mailed in Spanish', async () => {
  const { context, page } = await harness.newPage({ timezoneId: 'America/Denver' });
  await signIn(page, signInForm, coachEmail);
  await addCard(page, '4242424242424242');
  const end = await periodEnd(page);
  const before = await invoiceNumbers(page);

  await moveToDayAfter(end);
  // A day later still, the sweeps find nothing more to charge.
  await harness.advanceClock(dayMs);

  const after = await invoiceNumbers(page);
  expect(after.slice(1)).toEqual(before);
  const [number] = after;
  await screenshot(page, 'renewal-billing-history');
  await page.getByRole('link', { name: `Invoice ${number}` }).click();
  const invoice = page.getByRole('article', { name: /^Invoice / });
  const next = end.add({ months: 1 });
  await invoice.getByText(`${shownDay(end)} to ${shownDay(next)}`).waitFor();
  await invoice.getByText('Visa ending in 4242').waitFor();
  const invoicePath = new URL(page.url()).pathname;
  expect((await periodEnd(page)).toString()).toBe(next.toString());
  await page.getByText('Active', { exact: true }).waitFor();

  const receipts = await mailsAbout(/^Factura /);
  expect(receipts).toHaveLength(1);
  const [receipt] = receipts;
  expect(receipt!.subject).toBe(`Factura ${number}: tu suscripción se renovó`);
  for (const part of [receipt!.text, receipt!.html!]) {
    expect(part).toContain(invoicePath);
    expect(part).toContain('29,00');
    expect(part).toContain(spanishDay(end));
  }
  expect(receipt!.html).toContain('<!doctype html>');
  expect(harness.cspViolations).toEqual([]);
  await context.close();
}, 180_000);

test('a declining card leaves the renewal past due, mailed; her good card renews it at once', async () => {
  const first = await harness.newPage({ timezoneId: 'America/Denver' });
  await signIn(first.page, signInForm, coachEmail);
  await addCard(first.page, testCards.declinedCharge);
  await chargeTo(first.page, 'Visa ending in 0341');
  const end = await periodEnd(first.page);
  const before = await invoiceNumbers(first.page);
  await first.context.close();

  // A month on, her session in the app has lapsed: she signs in again.
  await moveToDayAfter(end);
  const { context, page } = await harness.newPage({ timezoneId: 'America/Denver' });
  await signIn(page, signInForm, coachEmail);
  await page.goto('/subscription');
  await page.getByText('Past due', { exact: true }).waitFor();
  await screenshot(page, 'renewal-past-due');
  const [failed, ...more] = await mailsAbout(/^Tu suscripción no se renovó/);
  expect(more).toEqual([]);
  expect(failed!.text).toMatch(/\/subscription(\s|$)/);
  expect(failed!.html).toContain('<!doctype html>');
  expect(await invoiceNumbers(page)).toEqual(before);

  // Her good card (the first test's) chosen for it: tried again at once, the unpaid period paid.
  await chargeTo(page, 'Visa ending in 4242');
  await harness.advanceClock(0);
  const after = await invoiceNumbers(page);
  expect(after.slice(1)).toEqual(before);
  await page.getByRole('link', { name: `Invoice ${after[0]}` }).click();
  await page
    .getByRole('article', { name: /^Invoice / })
    .getByText(`${shownDay(end)} to ${shownDay(end.add({ months: 1 }))}`)
    .waitFor();
  await page.goto('/subscription');
  await page.getByText('Active', { exact: true }).waitFor();
  expect(await mailsAbout(/^Factura /)).toHaveLength(2);
  await context.close();
}, 180_000);
