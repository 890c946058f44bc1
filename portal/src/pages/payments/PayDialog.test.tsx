// Paying a plan from the payment information page: choose, confirm, charge once, follow the
// status; refusals keep the dialog open with the catalogue's message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { createHandlers } from '@hci/mock-api';
import { SettingsLayout } from '../../layouts/PortalLayout';
import { mockConfig, renderPage, type RenderAppOptions } from '../../test/renderApp';
import { PaymentInformationPage } from './PaymentInformationPage';
import { payDuePath } from '../../paths';

function renderInformation(options: RenderAppOptions = {}) {
  return renderPage(
    <SettingsLayout>
      <PaymentInformationPage />
    </SettingsLayout>,
    '/settings/payment-information',
    { financialStatus: 'PAST_DUE', ...options },
  );
}

const refuse = (status: number, key: string) =>
  http.post(`${mockConfig.apiBaseUrl}/students/:studentId/payment_plans/:planId/payments`, () =>
    HttpResponse.json({ key, status, message: key }, { status }),
  );

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Make a payment' }));
  return screen.findByRole('dialog');
}

describe('making a payment', () => {
  test('after part of the next installment is paid, the page and the dialog say what is left of it, as Home does', async () => {
    // Paid up, the demo plan's next installment is $289.00; $250.50 of it was just paid.
    const user = userEvent.setup();
    renderInformation({
      financialStatus: 'GOOD',
      handlers: createHandlers({ paymentInProgress: 25_050 }),
    });
    const plan = await screen.findByRole('region', { name: /installments/ });
    await expect.poll(() => plan.textContent).toMatch(/Next payment\$38\.50 due on /);
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: /The amount due: \$38\.50/ })).toBeChecked();
  });

  test('the review opens on Back, so a stray Enter pays nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderInformation();
    const dialog = await openDialog(user);
    within(dialog).getByRole('button', { name: 'Review payment' }).focus();
    await user.keyboard('{Enter}');
    const review = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(within(review).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Review payment' })).toBeVisible();
    const payments = requests.filter(
      (request) => request.method === 'POST' && request.url.endsWith('/payments'),
    );
    expect(payments).toHaveLength(0);
  });

  test('Home’s “Make a payment” (?pay=next) opens the dialog on what is due; closed, it stays closed', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderPage(
      <SettingsLayout>
        <PaymentInformationPage />
      </SettingsLayout>,
      payDuePath,
      { financialStatus: 'PAST_DUE' },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /The amount due: \$289\.00/ })).toBeChecked();
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(currentPath()).toBe('/settings/payment-information');
  });

  test('confirms the amount and the card, charges once on a double press, then shows it accepted', async () => {
    const user = userEvent.setup();
    const { requests } = renderInformation();
    let dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: /The amount due: \$289\.00/ })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Card' })).toHaveTextContent(
      'Visa ending in 4242',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    dialog = screen.getByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog).toHaveTextContent(
      'You are about to pay $289.00 on 12 monthly installments with Visa ending in 4242.',
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Pay $289.00' }));
    expect(await screen.findByText('Your payment has been submitted.')).toBeVisible();
    expect(await screen.findByText(/Your payment of \$289\.00 was accepted/)).toBeVisible();
    const posts = requests.filter(
      (request) => request.method === 'POST' && request.url.endsWith('/payments'),
    );
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.json()).toEqual({
      type: 'INSTALLMENT',
      paymentMethodId: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const plan = screen.getByRole('region', { name: '12 monthly installments' });
    expect(await within(plan).findByText('Good', { selector: 'span' })).toBeVisible();
  });

  test('once accepted, the dialog leads to the payment’s receipt', async () => {
    const user = userEvent.setup();
    const { requests, currentPath } = renderInformation();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $289.00' }));
    expect(await screen.findByText(/was accepted/)).toBeVisible();
    // The payment the dialog followed, as it read it until it was accepted.
    const followed = requests
      .map((request) => /\/payments\/(\d+)$/.exec(new URL(request.url).pathname)?.[1])
      .find(Boolean);
    const receipt = screen.getByRole('link', { name: 'View the receipt' });
    expect(followed).toBeDefined();
    expect(receipt).toHaveAttribute('href', `/settings/payment-information/receipts/${followed}`);
    await user.click(receipt);
    expect(currentPath()).toBe(`/settings/payment-information/receipts/${followed}`);
  });

  test('another amount must be given and within the balance', async () => {
    const user = userEvent.setup();
    renderInformation();
    const dialog = await openDialog(user);
    const another = within(dialog).getByRole('radio', { name: 'Another amount' });
    // The smallest amount reads as every other amount does.
    expect(another).toHaveAccessibleDescription(
      'Any amount from $1.00 up to the balance; it goes to the oldest installments.',
    );
    await user.click(another);
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      /This field is required/,
    );
    // A refused amount takes focus, so the message is heard and the amount typed again at once.
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    expect(dialog).toHaveTextContent('This field should be between $1.00 and $2,890.00');
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveFocus();
    // More than the balance is refused as plainly, not quietly turned into a pay-off.
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    expect(amount).toHaveValue('$5,000.00');
    expect(dialog).toHaveTextContent('This field should be between $1.00 and $2,890.00');
    expect(screen.queryByRole('dialog', { name: 'Confirm your payment' })).toBeNull();
  });

  test('in Spanish, another amount typed the Spanish way is that amount, shown and charged', async () => {
    const user = userEvent.setup();
    const { requests } = renderInformation({ locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Hacer un pago' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Otro importe' }));
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ });
    await user.type(amount, '1.000,00');
    await user.tab();
    // One thousand dollars, written as Spanish writes amounts; not one dollar.
    expect((amount as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('1.000,00 US$');
    await user.click(within(dialog).getByRole('button', { name: 'Revisar el pago' }));
    const review = await screen.findByRole('dialog', { name: 'Confirma tu pago' });
    const pay = within(review).getByRole('button', { name: /^Pagar 1\.000,00\sUS\$$/ });
    await user.click(pay);
    expect(await screen.findByText(/Tu pago de 1\.000,00\sUS\$/)).toBeVisible();
    const posts = requests.filter(
      (request) => request.method === 'POST' && request.url.endsWith('/payments'),
    );
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.json()).toEqual({
      type: 'CUSTOM',
      paymentMethodId: 1,
      amount: 100000,
    });
  });

  test.each([
    [
      402,
      'failedPay',
      'Your card was declined; nothing was charged. Try again, or use another card.',
    ],
    [409, 'paymentStatusInProgress', 'This payment is already in progress.'],
    [
      409,
      'paymentStatusAccepted',
      'This payment has been accepted. Please retry in a few seconds.',
    ],
    [400, 'paymentBalanceExceeded', 'The payment is more than the balance due.'],
    [400, 'paymentNoBalance', 'There is no balance to pay.'],
    [400, 'paymentAmountLower', 'The payment amount is lower than the minimum allowed.'],
    [400, 'paymentRequestError', 'The payment request could not be processed. Please try again.'],
  ])('a %s %s refusal keeps the confirmation open with its message', async (status, key, text) => {
    const user = userEvent.setup();
    renderInformation({ handlers: [refuse(status, key)] });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay $289.00' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $289.00' })).toBeEnabled();
  });

  test.each([
    ['paymentStatusInvalid', 'This payment is not valid.'],
    ['paymentDeleted', 'This payment is no longer active.'],
  ])('a payment that reads back %s says so', async (key, text) => {
    const user = userEvent.setup();
    renderInformation({
      handlers: [
        http.get(`${mockConfig.apiBaseUrl}/students/:studentId/payments/:paymentId`, () =>
          HttpResponse.json({ key, status: 410, message: key }, { status: 410 }),
        ),
      ],
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay $289.00' }));
    expect(await screen.findByText(text)).toBeVisible();
  });
});
