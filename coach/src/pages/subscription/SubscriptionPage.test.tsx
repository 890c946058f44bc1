import type { CoachSubscription } from '@hci/api-schema';
import {
  createHandlers,
  DEFAULT_MOCK_BASE_URL,
  emptyHandler,
  errorHandler,
  loadingHandler,
} from '@hci/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

const subscriptionUrl = `${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/subscription`;

const answerSubscription = (content: CoachSubscription) =>
  worker.use(http.get(subscriptionUrl, () => HttpResponse.json({ content })));

const openPage = async () => {
  renderApp('/subscription');
  await screen.findByRole('heading', { level: 1, name: 'Your subscription' });
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
    worker.resetHandlers(...createHandlers());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Monthly plan' })).toBeVisible();
  });

  test('no subscription yet: each plan shows its price before a card is asked for', async () => {
    answerSubscription({ status: 'NONE' });
    worker.use(emptyHandler('/students/{studentId}/payment_methods'));
    await openPage();
    await screen.findByText('To subscribe, first add a card. It will appear here.');
    expect(screen.getByText(/^\$\s?29\.00 per month$/)).toBeVisible();
    expect(
      screen.getByText(/^\$\s?290\.00 per year, \$\s?24\.17 a month: you save \$\s?58\.00 a year$/),
    ).toBeVisible();
  });

  test('the plan choice names each plan’s price', async () => {
    answerSubscription({ status: 'NONE' });
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
    answerSubscription({ status: 'NONE' });
    let sent: unknown;
    worker.use(
      http.put(subscriptionUrl, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          content: {
            status: 'ACTIVE',
            plan: 'YEARLY',
            price: 29000,
            currentPeriodEnd: '2027-03-31',
            paymentMethodId: 1,
          } satisfies CoachSubscription,
        });
      }),
    );
    await openPage();
    expect(await screen.findByText(/You have no subscription yet/)).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Card to charge' })).toHaveDisplayValue(
      'Visa ending in 4242',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are subscribed to the yearly plan.')).toBeVisible();
    expect(sent).toEqual({ plan: 'YEARLY', paymentMethodId: 1 });
    expect(await screen.findByRole('heading', { name: 'Yearly plan' })).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
  });

  test('changing the plan and card of a running subscription', async () => {
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
    let puts = 0;
    worker.use(
      http.put(subscriptionUrl, () => {
        puts += 1;
        return undefined;
      }),
    );
    await openPage();
    await screen.findByRole('combobox', { name: 'Card to charge' });
    await userEvent.click(screen.getByRole('button', { name: 'Change subscription' }));
    expect(
      await screen.findByText('This is already your plan and card. Choose another to change them.'),
    ).toBeVisible();
    expect(puts).toBe(0);
  });

  test('a declined card: said in the form, beside the plan it leaves unchanged, and only there', async () => {
    const declined = 'Your card was declined; nothing was charged. Try again, or use another card.';
    worker.use(
      errorHandler('/coaches/{coachId}/subscription', {
        method: 'put',
        status: 402,
        key: 'failedPay',
      }),
    );
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
    worker.use(
      errorHandler('/coaches/{coachId}/subscription', {
        method: 'put',
        status: 402,
        key: 'failedPay',
      }),
    );
    await openPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Change subscription' }));
    await screen.findByText('Nothing changed: you are still on the monthly plan.');
    worker.resetHandlers(...createHandlers());
    await userEvent.click(screen.getByRole('button', { name: 'Change subscription' }));
    expect(await screen.findByText('You are subscribed to the yearly plan.')).toBeVisible();
    expect(screen.queryByText(/Your card was declined/)).toBeNull();
    expect(screen.queryByText(/Nothing changed/)).toBeNull();
  });

  test('without a saved card: a card added in place is offered at once, and subscribes', async () => {
    const user = userEvent.setup();
    answerSubscription({ status: 'NONE' });
    worker.use(emptyHandler('/students/{studentId}/payment_methods'));
    await openPage();
    expect(
      await screen.findByText('To subscribe, first add a card. It will appear here.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    // The list answers from the mocks' cards again, with the one added among them.
    worker.resetHandlers(...createHandlers());
    answerSubscription({ status: 'NONE' });
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
    worker.use(emptyHandler('/students/{studentId}/payment_methods'));
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
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(confirm).toHaveTextContent(/stays active until Apr 14, 2026/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Your subscription is cancelled.')).toBeVisible();
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(
      screen.getByText('Your plan stays active until Apr 14, 2026 and does not renew.'),
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
