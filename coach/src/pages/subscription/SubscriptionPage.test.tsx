import { unwrap, type SubscriptionPlan } from '@hci/api-schema';
import { worker } from '@hci/app-frame/test';
import {
  demoCoach,
  demoCoachSubscription,
  demoStudentCards,
  demoToday,
  nameOf,
} from '@hci/demo-world';
import { errorHandler, loadingHandler, mediaHandler } from '@hci/mock-api';
import { forwardToReferenceApi } from '@hci/page-harness';
import { testCards } from '@hci/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { demo, renderApp } from '../../test/renderApp';

/** The test's overrides lifted: the reference API answers every call again. */
const recoverApi = () => worker.use(mediaHandler(), forwardToReferenceApi());

const [visa, mastercard] = demoStudentCards;

/** The demo coach saves a card with this number; answers its id. */
async function savedCard(number: string, { makeDefault = false } = {}): Promise<number> {
  const { as, sessions } = demo();
  const { content } = await unwrap(
    as('coach').POST('/students/{studentId}/payment_methods', {
      params: { path: { studentId: sessions.coach.studentId! } },
      body: {
        cardNumber: number,
        expirationMonth: 12,
        expirationYear: 2030,
        cvc: '123',
        holderName: nameOf(demoCoach),
        makeDefault,
      },
    }),
  );
  return content.id;
}

/** The demo coach's subscription goes on `plan`, charged to the card `paymentMethodId`. */
async function subscribed(plan: SubscriptionPlan, paymentMethodId: number) {
  const { as, sessions } = demo();
  await unwrap(
    as('coach').PUT('/coaches/{coachId}/subscription', {
      params: { path: { coachId: sessions.coach.coachId! } },
      body: { plan, paymentMethodId },
    }),
  );
}

/** The demo coach has never subscribed (the demo world's coach has a monthly plan). */
async function neverSubscribed() {
  const { query, sessions } = demo();
  await query('UPDATE coaches SET subscription = NULL WHERE id = $1', [sessions.coach.coachId!]);
}

/** The running period's end, as the page writes it. */
const periodEnd = new Date(
  `${demoCoachSubscription(demoToday).currentPeriodEnd}T12:00:00Z`,
).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const openPage = async () => {
  const rendered = renderApp('/subscription');
  await screen.findByRole('heading', { level: 1, name: 'Your subscription' });
  return rendered;
};

describe('/subscription', () => {
  test('loading: a skeleton announced as loading', async () => {
    worker.use(loadingHandler('/coaches/{coachId}/subscription'));
    await openPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your subscription');
  });

  test('error: explains and retries', async () => {
    worker.use(errorHandler('/coaches/{coachId}/subscription'));
    await openPage();
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
    recoverApi();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Monthly plan' })).toBeVisible();
  });

  test('no subscription yet: each plan shows its price before a card is asked for', async () => {
    // The demo coach has no card saved.
    await neverSubscribed();
    await openPage();
    await screen.findByText('To subscribe, first add a card. It will appear here.');
    expect(screen.getByText(/^\$\s?29\.00 per month$/)).toBeVisible();
    expect(
      screen.getByText(/^\$\s?290\.00 per year, \$\s?24\.17 a month: you save \$\s?58\.00 a year$/),
    ).toBeVisible();
  });

  test('the plan choice names each plan’s price', async () => {
    await savedCard(visa!.number, { makeDefault: true });
    await neverSubscribed();
    await openPage();
    expect(await screen.findByRole('radio', { name: 'Monthly' })).toHaveAccessibleDescription(
      /\$\s?29\.00 per month/,
    );
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveAccessibleDescription(
      /\$\s?290\.00 per year, \$\s?24\.17 a month: you save \$\s?58\.00 a year/,
    );
  });

  test('links to the billing history', async () => {
    await openPage();
    expect(
      await screen.findByRole('link', { name: 'Billing history and invoices' }),
    ).toHaveAttribute('href', '/subscription/invoices');
  });

  test('no subscription yet: subscribing to a plan with the default card', async () => {
    const visaId = await savedCard(visa!.number, { makeDefault: true });
    await neverSubscribed();
    const { requests } = await openPage();
    expect(await screen.findByText(/You have no subscription yet/)).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Card to charge' })).toHaveDisplayValue(
      'Visa ending in 4242',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are subscribed to the yearly plan.')).toBeVisible();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({ plan: 'YEARLY', paymentMethodId: visaId });
    expect(await screen.findByRole('heading', { name: 'Yearly plan' })).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
  });

  test('changing the plan and card of a running subscription', async () => {
    await subscribed('MONTHLY', await savedCard(visa!.number, { makeDefault: true }));
    await savedCard(mastercard!.number);
    await openPage();
    expect(await screen.findByRole('heading', { name: 'Change plan or card' })).toBeVisible();
    await userEvent.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Card to charge' }),
      'Mastercard ending in 5454',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change subscription' }));
    expect(await screen.findByText('You are subscribed to the yearly plan.')).toBeVisible();
    expect(await screen.findByText(/^\$\s?290\.00 per year$/)).toBeVisible();
  });

  test('pressing "Change subscription" with the plan and card it has sends nothing and says so', async () => {
    await subscribed('MONTHLY', await savedCard(visa!.number, { makeDefault: true }));
    const { requests } = await openPage();
    await screen.findByRole('combobox', { name: 'Card to charge' });
    await userEvent.click(screen.getByRole('button', { name: 'Change subscription' }));
    expect(
      await screen.findByText('This is already your plan and card. Choose another to change them.'),
    ).toBeVisible();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  test('a declined card: said in the form, beside the plan it leaves unchanged, and only there', async () => {
    const declined = 'Your card was declined; nothing was charged. Try again, or use another card.';
    await savedCard(testCards.declinedCharge, { makeDefault: true });
    await openPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change subscription' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Nothing changed: you are still on the monthly plan.');
    expect(refusal).toHaveTextContent(declined);
    // In the page only: no toast that would stay on every page after it.
    expect(screen.getAllByText(declined)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Monthly plan' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Services' }));
    await screen.findByRole('heading', { level: 1, name: 'Your services and products' });
    expect(screen.queryByText(declined)).toBeNull();
  });

  test('a declined card, then a charge that works: the refusal goes', async () => {
    const card = await savedCard(testCards.declinedCharge, { makeDefault: true });
    await openPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change subscription' }));
    await screen.findByText('Nothing changed: you are still on the monthly plan.');
    // The card is charged now, as once its funds have come in: the processor takes it.
    await demo().query(
      "UPDATE payment_methods SET token = replace(token, 'tok_dc_', 'tok_') WHERE id = $1",
      [card],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change subscription' }));
    expect(await screen.findByText('You are subscribed to the yearly plan.')).toBeVisible();
    expect(screen.queryByText(/Your card was declined/)).toBeNull();
    expect(screen.queryByText(/Nothing changed/)).toBeNull();
  });

  test('without a saved card: a card added in place is offered at once, and subscribes', async () => {
    const user = userEvent.setup();
    // The demo coach has no card saved.
    await neverSubscribed();
    await openPage();
    expect(
      await screen.findByText('To subscribe, first add a card. It will appear here.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.type(within(dialog).getByLabelText(/Card number/), '6011111111111117');
    await user.type(within(dialog).getByLabelText(/Expiration date/), '12/2030');
    await user.type(within(dialog).getByLabelText(/Security code/), '123');
    await user.type(within(dialog).getByLabelText(/Name on the card/), 'Casey Morgan');
    await user.click(within(dialog).getByRole('checkbox', { name: /default/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Payment method added.')).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Card to charge' })).toHaveDisplayValue(
      'Discover ending in 1117',
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('subscribed without a saved card: says to add one to change the plan or card', async () => {
    // The demo coach's monthly plan runs; she has no card saved.
    await openPage();
    expect(
      await screen.findByText(
        'To change your plan or card, first add a card. It will appear here.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Monthly plan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change subscription' })).not.toBeInTheDocument();
  });

  test('links to the coach’s payment methods, in this app', async () => {
    await openPage();
    expect(
      await screen.findByRole('link', { name: 'Manage your payment methods' }),
    ).toHaveAttribute('href', '/payment-methods');
  });

  test('cancelling asks first, then shows the plan as cancelled until the period ends', async () => {
    // A card saved, to subscribe again with.
    await savedCard(visa!.number, { makeDefault: true });
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(confirm).toHaveTextContent(`stays active until ${periodEnd}`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Your subscription is cancelled.')).toBeVisible();
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(
      screen.getByText(`Your plan stays active until ${periodEnd} and does not renew.`),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('a failed cancellation keeps the dialog open and says so', async () => {
    worker.use(errorHandler('/coaches/{coachId}/subscription', { method: 'delete' }));
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'Cancel your subscription?' })).toBeVisible(),
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
  });
});
