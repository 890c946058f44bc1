// Paying a plan from the payment information page: choose, confirm, charge once, follow the
// status; refusals keep the dialog open with the catalogue's message. The demo student's plan is
// behind on its third installment ($289.00 due) unless a test says otherwise.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { unwrap, type ErrorKey } from '@hci/api-schema';
import { demoStudentCards } from '@hci/demo-world';
import { errorHandler } from '@hci/mock-api';
import {
  advanceApiClock,
  behindOnPayments,
  decliningCard,
  paymentInProgress,
  type DemoArrangement,
} from '@hci/page-harness';
import { acceptedCooldownMs, settlementMs } from '@hci/rules';
import { SettingsLayout } from '../../layouts/PortalLayout';
import { demo, renderPage, type RenderAppOptions } from '../../test/renderApp';
import { PaymentInformationPage } from './PaymentInformationPage';
import { payDuePath } from '../../paths';

const visa = `Visa ending in ${demoStudentCards[0]!.number.slice(-4)}`;

/** The page, on the plan behind on its third installment unless `paidUp`. */
async function renderInformation(
  options: RenderAppOptions & { paidUp?: boolean; path?: string } = {},
) {
  const { paidUp = false, path = '/settings/payment-information', ...rest } = options;
  if (!paidUp) await behindOnPayments([3])(demo());
  return renderPage(
    <SettingsLayout>
      <PaymentInformationPage />
    </SettingsLayout>,
    path,
    rest,
  );
}

/** The demo student's Visa, the default card, as the API knows it. */
async function visaId() {
  const { as, sessions } = demo();
  const { content } = await unwrap(
    as('student').GET('/students/{studentId}/payment_methods', {
      params: { path: { studentId: sessions.student.studentId! } },
    }),
  );
  return content.find(({ last4 }) => demoStudentCards[0]!.number.endsWith(last4))!.id;
}

/** The demo student accepts a pending transfer elsewhere: the plan being paid is closed. */
const transferred: DemoArrangement = async ({ as, sessions }) => {
  const student = as('student');
  const studentId = sessions.student.studentId!;
  const { content } = await unwrap(
    student.GET('/students/{studentId}/transfers', { params: { path: { studentId } } }),
  );
  const pending = content.find(({ status }) => status === 'PENDING')!;
  await unwrap(
    student.POST('/students/{studentId}/transfers/{transferId}/confirm', {
      params: { path: { studentId, transferId: pending.id } },
      body: { acceptTerms: true },
    }),
  );
};

/** `payment` made elsewhere, and the API's clock moved on by `ms`, so it has settled. */
const settled =
  (payment: DemoArrangement, ms: number): DemoArrangement =>
  async (world) => {
    await payment(world);
    advanceApiClock(ms);
  };

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Make a payment' }));
  return screen.findByRole('dialog');
}

describe('making a payment', () => {
  test('after part of the next installment is paid, the page and the dialog say what is left of it, as Home does', async () => {
    // Paid up, the demo plan's next installment is $289.00; $250.50 of it was just paid.
    await settled(paymentInProgress(25_050), settlementMs)(demo());
    const user = userEvent.setup();
    await renderInformation({ paidUp: true });
    const plan = await screen.findByRole('region', { name: /installments/ });
    await expect.poll(() => plan.textContent).toMatch(/Next payment\$38\.50 due on /);
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: /The amount due: \$38\.50/ })).toBeChecked();
  });

  test('the review opens on Back, so a stray Enter pays nothing', async () => {
    const user = userEvent.setup();
    const { requests } = await renderInformation();
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
    const { currentPath } = await renderInformation({ path: payDuePath });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /The amount due: \$289\.00/ })).toBeChecked();
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(currentPath()).toBe('/settings/payment-information');
  });

  test('confirms the amount and the card, charges once on a double press, then shows it accepted', async () => {
    const user = userEvent.setup();
    const { requests } = await renderInformation();
    let dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: /The amount due: \$289\.00/ })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Card' })).toHaveTextContent(visa);
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    dialog = screen.getByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog).toHaveTextContent(
      `You are about to pay $289.00 on 12 monthly installments with ${visa}.`,
    );
    await user.dblClick(within(dialog).getByRole('button', { name: 'Pay $289.00' }));
    expect(await screen.findByText('Your payment has been submitted.')).toBeVisible();
    // The card processor settles the charge a few seconds later; the dialog asks until then.
    expect(await screen.findByText(/Your payment of \$289\.00 is being processed/)).toBeVisible();
    advanceApiClock(settlementMs);
    expect(await screen.findByText(/Your payment of \$289\.00 was accepted/)).toBeVisible();
    const posts = requests.filter(
      (request) => request.method === 'POST' && request.url.endsWith('/payments'),
    );
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.json()).toEqual({
      type: 'INSTALLMENT',
      paymentMethodId: await visaId(),
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    const plan = screen.getByRole('region', { name: '12 monthly installments' });
    expect(await within(plan).findByText('Good', { selector: 'span' })).toBeVisible();
  });

  test('once accepted, the dialog leads to the payment’s receipt', async () => {
    const user = userEvent.setup();
    const { requests, currentPath } = await renderInformation();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $289.00' }));
    expect(await screen.findByText(/is being processed/)).toBeVisible();
    advanceApiClock(settlementMs);
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
    await renderInformation();
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
    const { requests } = await renderInformation({ locale: 'es' });
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
      paymentMethodId: await visaId(),
      amount: 100000,
    });
  });

  test.each<[string, string, { before?: DemoArrangement; meanwhile?: DemoArrangement }]>([
    [
      'the card declines the charge',
      'Your card was declined; nothing was charged. Try again, or use another card.',
      { before: decliningCard },
    ],
    [
      'a payment made in another tab is being processed',
      'This payment is already in progress.',
      { meanwhile: paymentInProgress(100) },
    ],
    [
      'a payment made in another tab was just accepted',
      'This payment has been accepted. Please retry in a few seconds.',
      { meanwhile: settled(paymentInProgress(100), settlementMs) },
    ],
    [
      'the plan was paid off in another tab',
      'There is no balance to pay.',
      { meanwhile: settled(paymentInProgress('balance'), settlementMs + acceptedCooldownMs) },
    ],
    [
      'the plan was transferred in another tab',
      'The payment request could not be processed. Please try again.',
      { meanwhile: transferred },
    ],
  ])('when %s, the confirmation stays open with the message', async (_, text, arranged) => {
    await arranged.before?.(demo());
    const user = userEvent.setup();
    await renderInformation();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    const pay = await screen.findByRole('button', { name: 'Pay $289.00' });
    await arranged.meanwhile?.(demo());
    await user.click(pay);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $289.00' })).toBeEnabled();
  });

  // Amounts the dialog itself keeps within the balance and above the minimum: the API's refusal
  // of one is answered here.
  test.each<[ErrorKey, string]>([
    ['paymentBalanceExceeded', 'The payment is more than the balance due.'],
    ['paymentAmountLower', 'The payment amount is lower than the minimum allowed.'],
  ])('a 400 %s refusal keeps the confirmation open with its message', async (key, text) => {
    const user = userEvent.setup();
    await renderInformation({
      handlers: [
        errorHandler('/students/{studentId}/payment_plans/{paymentPlanId}/payments', {
          method: 'post',
          status: 400,
          key,
        }),
      ],
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay $289.00' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $289.00' })).toBeEnabled();
  });

  test.each([
    [
      'not valid: its plan was closed before it settled',
      'This payment is not valid.',
      "UPDATE payment_plans SET status = 'CONCLUDED' WHERE student_id = $1",
    ],
    [
      'withdrawn',
      'This payment is no longer active.',
      'UPDATE payments SET active = false WHERE student_id = $1',
    ],
  ])('a payment that reads back %s says so', async (_, text, meanwhile) => {
    const user = userEvent.setup();
    await renderInformation();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    await user.click(screen.getByRole('button', { name: 'Pay $289.00' }));
    expect(await screen.findByText(/is being processed/)).toBeVisible();
    // The institute's side, which no request of the student's makes.
    await demo().query(meanwhile, [demo().sessions.student.studentId!]);
    advanceApiClock(settlementMs);
    expect(await screen.findByText(text)).toBeVisible();
  });
});
