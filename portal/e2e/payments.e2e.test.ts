// End to end: paying, saving cards, auto-pay and transfers in the built portal against the
// reference API, with what was charged checked through the API itself, and what is due next
// once part of an installment is paid, alike on every screen.
import { acceptedCooldownMs, settlementMs } from '@hci/rules';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoPassword, type Harness, screenshot, startHarness, signIn } from '@hci/e2e-harness';
import { messagesFor } from './messages';
import { signInForm, signInFormIn } from './sign-in';

const student = 'student@demo.test';
let harness: Harness;
let page: Page;
/** When the last payment on the plan was accepted: the API refuses another for a while. */
let lastAccepted = 0;
let api: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

async function signInToApi() {
  const signedIn = await fetch(`${harness.apiUrl}/auth/signin/student`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: student, password: demoPassword }),
  });
  const { content: session } = await signedIn.json();
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${harness.apiUrl}/students/${session.studentId}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as T;
  };
}

beforeAll(async () => {
  harness = await startHarness();
  // Paying by hand: with auto-pay on, the installment would be charged on its day.
  await (
    await signInToApi()
  )('PUT', '/auto_pay', { autoPay: false });
  // The demo plan is paid up to date: three weeks on, its next installment is past due.
  await harness.advanceClock(21 * 86_400_000);
  api = await signInToApi();
  ({ page } = await harness.newPage());
  await signIn(page, signInForm, student);
  await page.waitForURL(/\/home$/);
});
afterAll(async () => {
  await harness?.close();
});

const dialog = () => page.getByRole('dialog');
// A picture of each step to look at. Each step's axe audit belongs to its story
// (stories/src/portal/PaymentsPages): choose, confirm, declined, accepted, add, delete, transfers.
const picture = (name: string) => screenshot(page, `payments-${name}`, { fullPage: false });
const submittedPayments = async () =>
  (
    await api<{ content: { description: { kind: string } }[] }>('GET', '/account_history?size=100')
  ).content.filter((event) => event.description.kind === 'PAYMENT_SUBMITTED').length;
const plan = async () =>
  (await api<{ content: { id: number; terms: { amountDue: number } }[] }>('GET', '/payment_plans'))
    .content[0]!;
/** What is left to pay on the plan, in cents, as the API says. */
const remaining = async () => {
  const { id } = await plan();
  return (
    await api<{ content: { breakdown: { totalRemaining: number } } }>('GET', `/payment_plans/${id}`)
  ).content.breakdown.totalRemaining;
};

async function addCard(number: string) {
  await page.getByRole('button', { name: 'Add a card' }).first().click();
  await dialog()
    .getByLabel(/Card number/)
    .fill(number);
  await dialog()
    .getByLabel(/Expiration date/)
    .fill('12/2030');
  await dialog()
    .getByLabel(/Security code/)
    .fill('123');
  await dialog()
    .getByLabel(/Name on the card/)
    .fill('Jordan Whitaker');
  await picture(`add-card-${number.slice(-4)}`);
  await dialog().getByRole('button', { name: 'Add card' }).click();
  await page.getByText('Payment method added.').first().waitFor();
}

describe('paying the overdue installment', () => {
  // A journey through three payments, with the API's settlement and cooldown waits between them.
  test('a declined card charges nothing; a good card settles, a double press charges once, and home updates', async () => {
    await page.goto(`${harness.appUrl}/settings/payment-method`);
    await addCard('4000000000000341');
    const owed = (await plan()).terms.amountDue;
    expect(owed).toBeGreaterThan(0);
    const before = await submittedPayments();

    await page.goto(`${harness.appUrl}/settings/payment-information`);
    await page.getByRole('button', { name: 'Make a payment' }).click();
    await dialog().getByRole('combobox', { name: 'Card' }).waitFor();
    await picture('pay-choose');
    await dialog()
      .getByRole('combobox', { name: 'Card' })
      .selectOption({ label: 'Visa ending in 0341' });
    await dialog().getByRole('button', { name: 'Review payment' }).click();
    await dialog().getByRole('button', { name: /^Pay / }).waitFor();
    await picture('pay-confirm');
    await dialog().getByRole('button', { name: /^Pay / }).click();
    await dialog()
      .getByText('Your card was declined; nothing was charged. Try again, or use another card.')
      .waitFor();
    await picture('pay-declined');
    expect(await submittedPayments()).toBe(before);
    expect((await plan()).terms.amountDue).toBe(owed);

    await dialog().getByRole('button', { name: 'Back' }).click();
    await dialog()
      .getByRole('combobox', { name: 'Card' })
      .selectOption({ label: 'Visa ending in 4242' });
    await dialog().getByRole('button', { name: 'Review payment' }).click();
    await dialog().getByRole('button', { name: /^Pay / }).dblclick();
    await dialog()
      .getByText(/was accepted/)
      .waitFor();
    lastAccepted = Date.now();
    await picture('pay-accepted');
    expect(await submittedPayments()).toBe(before + 1);
    expect((await plan()).terms.amountDue).toBe(0);
    await dialog().getByRole('button', { name: 'Done' }).click();
    await page.getByText('Good', { exact: true }).first().waitFor();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.getByText(/days? overdue/).count()).toBe(0);
  }, 180_000);
});

/** Presses a key (Tab or Shift+Tab) until the target has the focus, as a keyboard user would. */
async function moveFocusTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

describe('paying with the keyboard only', () => {
  test('open the dialog, choose the amount due, confirm amount and card, pay, and see it settle', async () => {
    const before = { remaining: await remaining(), submitted: await submittedPayments() };

    await page.goto(`${harness.appUrl}/settings/payment-information`);
    const open = page.getByRole('button', { name: 'Make a payment' });
    await open.waitFor();
    await moveFocusTo(open);
    await page.keyboard.press('Enter');

    const amountDue = dialog().getByRole('radio', { name: /^The amount due: / });
    await moveFocusTo(amountDue);
    await page.keyboard.press('Space');
    expect(await amountDue.isChecked()).toBe(true);
    const card = dialog().getByRole('combobox', { name: 'Card' });
    await moveFocusTo(card);
    expect(await card.locator('option:checked').textContent()).toBe('Visa ending in 4242');
    await picture('keyboard-choose');
    const review = dialog().getByRole('button', { name: 'Review payment' });
    await moveFocusTo(review);
    await page.keyboard.press('Enter');

    const summary = dialog().getByText(/^You are about to pay /);
    await summary.waitFor();
    const pay = dialog().getByRole('button', { name: /^Pay / });
    const amount = (await pay.textContent())!.replace(/^Pay /, '');
    expect(await summary.textContent()).toBe(
      `You are about to pay ${amount} on 12 monthly installments with Visa ending in 4242.`,
    );
    await picture('keyboard-confirm');
    await moveFocusTo(dialog().getByRole('button', { name: 'Back' }), 'Shift+Tab');
    await moveFocusTo(pay);
    // The API refuses a second payment on the plan for a few seconds after one is accepted: its
    // clock is moved past them rather than the test waiting them out.
    await harness.advanceClock(
      Math.max(0, lastAccepted + settlementMs + acceptedCooldownMs - Date.now()),
    );
    await page.keyboard.press('Space');

    await dialog().getByRole('heading', { name: 'Your payment', exact: true }).waitFor();
    const accepted = dialog().getByText(/was accepted/);
    await accepted.waitFor();
    expect(await accepted.textContent()).toContain(`Your payment of ${amount} was accepted.`);
    await picture('keyboard-accepted');
    // What the button named (dollars and cents) is what left the balance (cents).
    expect(before.remaining - (await remaining())).toBe(Number(amount.replace(/\D/g, '')));
    expect(await submittedPayments()).toBe(before.submitted + 1);
    await moveFocusTo(dialog().getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog().count()).toBe(0);
    await expect
      .poll(() => open.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });
});

describe('part of an installment paid', () => {
  test('Home, the plan’s page and the pay dialog show the same amount left: the installment less $250.50', async () => {
    const { id } = await plan();
    const { content: cards } = await api<{ content: { id: number; last4: string }[] }>(
      'GET',
      '/payment_methods',
    );
    // The keyboard journey's payment was just accepted: the API's clock moves past its cooldown.
    await harness.advanceClock(settlementMs + acceptedCooldownMs);
    const paid = await api<{ content: { status: string } }>(
      'POST',
      `/payment_plans/${id}/payments`,
      {
        type: 'CUSTOM',
        amount: 25_050,
        paymentMethodId: cards.find((card) => card.last4 === '4242')!.id,
      },
    );
    expect(paid.content?.status, JSON.stringify(paid)).toBe('IN_PROGRESS');
    await harness.advanceClock(settlementMs);
    const { content: detail } = await api<{
      content: {
        schedule: { dueDate: string; amountDue: number; taxAmount: number; amountPaid: number }[];
      };
    }>('GET', `/payment_plans/${id}`);
    const partlyPaid = detail.schedule.find(
      (row) => row.amountPaid > 0 && row.amountPaid < row.amountDue + row.taxAmount,
    )!;
    const left = partlyPaid.amountDue + partlyPaid.taxAmount - partlyPaid.amountPaid;
    const dollars = `$${(left / 100).toFixed(2)}`;

    await page.goto(`${harness.appUrl}/home`);
    const home = page.getByRole('region', { name: 'Next payment' });
    await expect.poll(() => home.textContent()).toContain(`${dollars} due on `);

    await page.goto(`${harness.appUrl}/settings/payment-information`);
    await expect.poll(() => page.getByText(`${dollars} due on `).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Make a payment' }).click();
    await dialog()
      .getByRole('radio', { name: `The amount due: ${dollars}` })
      .waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('an amount typed in Spanish', () => {
  test('on a phone in the dark, 1.000,00 in Spanish pays $1,000.00', async () => {
    const spanish = messagesFor('es');
    const before = await remaining();
    // The partial payment just above was accepted: the API's clock moves past its cooldown.
    await harness.advanceClock(settlementMs + acceptedCooldownMs);
    const { context, page: phone } = await harness.newPage({
      locale: 'es',
      phone: true,
      colorScheme: 'dark',
    });
    await signIn(phone, signInFormIn(spanish), student);
    await phone.waitForURL(/\/home$/);
    await phone.goto(`${harness.appUrl}/settings/payment-information`);
    await phone.getByRole('button', { name: spanish.text('portal.pay.open') }).click();
    const spanishDialog = phone.getByRole('dialog');
    // The radio's own input is hidden under its label, which takes the click.
    await spanishDialog
      .getByRole('radio', { name: spanish.text('portal.pay.kind.CUSTOM') })
      .check({ force: true });
    const amount = spanishDialog.getByRole('textbox', {
      name: new RegExp(spanish.text('portal.pay.amount')),
    });
    await amount.fill('1.000,00');
    await amount.press('Tab');
    expect(await amount.inputValue()).toMatch(/^1\.000,00\sUS\$$/);
    await spanishDialog.getByRole('button', { name: spanish.text('portal.pay.review') }).click();
    const pay = spanishDialog.getByRole('button', {
      name: spanish.text('portal.pay.submit', { amount: '1.000,00\u00a0US$' }),
    });
    await pay.waitFor();
    await screenshot(phone, 'payments-es-dark-confirm-375', { fullPage: false });
    await pay.click();
    await spanishDialog
      .getByText(spanish.pattern('portal.pay.accepted', { amount: '1.000,00\u00a0US$' }))
      .waitFor();
    await harness.advanceClock(settlementMs);
    expect(before - (await remaining())).toBe(100_000);
    await context.close();
  });
});

describe('cards', () => {
  test('add a card, make it default, and the default card cannot be deleted while a balance is owed', async () => {
    await page.goto(`${harness.appUrl}/settings/payment-method`);
    await addCard('5105105105105100');
    await page.getByRole('button', { name: 'Make default Mastercard ending in 5100' }).click();
    await page.getByText('This is now your default payment method.').first().waitFor();
    await page.getByRole('button', { name: 'Delete Mastercard ending in 5100' }).click();
    await picture('delete-card');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete card' }).click();
    await page
      .getByText('The default payment method cannot be removed until the balance is paid.')
      .first()
      .waitFor();
    const methods = await api<{ content: { last4: string; isDefault: boolean }[] }>(
      'GET',
      '/payment_methods',
    );
    expect(methods.content.find((method) => method.isDefault)?.last4).toBe('5100');
  });
});

describe('auto-pay', () => {
  test('the switch turns it off, and the API agrees', async () => {
    // Off since the file began (the student paid by hand): on again, as the demo student had it.
    await api('PUT', '/auto_pay', { autoPay: true });
    await page.goto(`${harness.appUrl}/settings/payment-information`);
    const autoPay = page.getByRole('switch', { name: 'Auto-pay' }).first();
    expect(await autoPay.isChecked()).toBe(true);
    await autoPay.click({ force: true });
    await page.getByText('Auto-pay has been updated.').first().waitFor();
    expect((await api<{ content: { autoPay: boolean } }>('GET', '')).content.autoPay).toBe(false);
  });
});

describe('transfers', () => {
  test('cancel one, confirm the other, each in two steps', async () => {
    await page.goto(`${harness.appUrl}/settings/payment-information`);
    const transfers = page.getByRole('region', { name: 'Pending transfers' });
    await transfers.getByRole('button', { name: /Review transfer to HCTP 2026 Otoño/ }).click();
    // The dialog's chunk loads on the first click: checked once it is there, not while it fades in.
    await dialog().getByRole('button', { name: 'Next' }).waitFor();
    await picture('transfer-compare');
    await dialog().getByRole('button', { name: 'Next' }).click();
    await dialog().getByRole('button', { name: 'Cancel the transfer' }).waitFor();
    await picture('transfer-decide');
    await dialog().getByRole('button', { name: 'Cancel the transfer' }).click();
    await page.getByText('The transfer has been cancelled.').first().waitFor();
    await transfers.getByRole('button', { name: /Review transfer to HCTP 2026 Fall/ }).click();
    await dialog().getByRole('button', { name: 'Next' }).click();
    await dialog().getByRole('button', { name: 'Accept the new terms' }).click();
    await page.getByText('The transfer has been accepted.').first().waitFor();
    const all = await api<{ content: { status: string; toCohort: { name: string } }[] }>(
      'GET',
      '/transfers',
    );
    expect(all.content.map((transfer) => [transfer.toCohort.name, transfer.status])).toEqual([
      ['HCTP 2026 Fall', 'CONFIRMED'],
      ['HCTP 2026 Otoño (en español)', 'CANCELLED'],
      ['HCTP 2027 Winter, Denver', 'CANCELLED'],
    ]);
    await expect.poll(() => transfers.count()).toBe(0);
  });
});
