import { unwrap } from '@hci/api-schema';
import { worker } from '@hci/app-frame/test';
import { demoCoachCharges, demoToday } from '@hci/demo-world';
import { formatMoney } from '@hci/design-system';
import { emptyHandler, errorHandler, loadingHandler, mediaHandler } from '@hci/mock-api';
import { forwardToReferenceApi, savedVisa } from '@hci/page-harness';
import { subscriptionPrices } from '@hci/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { demo, renderApp } from '../../test/renderApp';

const invoices = '/coaches/{coachId}/subscription/invoices';

/** The test's overrides lifted: the reference API answers every call again. */
const recoverApi = () => worker.use(mediaHandler(), forwardToReferenceApi());

/** The demo coach's charges, newest first, as the API lists them. */
async function charges() {
  const { as, sessions } = demo();
  const { content } = await unwrap(
    as('coach').GET(invoices, { params: { path: { coachId: sessions.coach.coachId! } } }),
  );
  return content;
}

/** A date as the page writes it: "Mar 14, 2026". */
const day = (date: string) =>
  new Date(`${date.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/** An amount as the page writes it, whatever space the locale puts after the sign. */
const money = (cents: number) => formatMoney(cents, 'en-US').replace('$', '\\$\\s?');

const openHistory = async () => {
  const rendered = renderApp('/subscription/invoices');
  await screen.findByRole('heading', { level: 1, name: 'Billing history' });
  return rendered;
};

describe('/subscription/invoices', () => {
  test('loading: announced as loading', async () => {
    worker.use(loadingHandler(invoices));
    await openHistory();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your charges');
  });

  test('empty: no charges yet', async () => {
    worker.use(emptyHandler(invoices));
    await openHistory();
    expect(await screen.findByText('No charges yet')).toBeVisible();
  });

  test('error: explains and retries', async () => {
    const [latest] = await charges();
    worker.use(errorHandler(invoices));
    await openHistory();
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
    recoverApi();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: `Invoice ${latest!.invoiceNumber}` }),
    ).toBeVisible();
  });

  test('lists each charge, newest first, with its date, plan, amount and status', async () => {
    const listed = await charges();
    await openHistory();
    const table = await screen.findByRole('table', { name: 'Subscription charges' });
    // A phone's stacked rows label each cell: the pattern allows the labels.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      demoCoachCharges(demoToday).map((charge, index) =>
        expect.stringMatching(
          `^${day(charge.chargedAt)}.*Monthly plan.*${money(charge.amount)}.*Paid.*Invoice ${listed[index]!.invoiceNumber}$`,
        ),
      ),
    );
  });

  test('a new plan charged on the subscription page is listed at once', async () => {
    // The demo coach pays by card from now on: the demo world has none saved for her.
    await savedVisa(demo());
    const user = userEvent.setup();
    const { currentPath } = renderApp('/subscription');
    await user.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await user.click(screen.getByRole('button', { name: 'Change subscription' }));
    await screen.findByText('You are subscribed to the yearly plan.');
    await user.click(screen.getByRole('link', { name: 'Billing history and invoices' }));
    expect(currentPath()).toBe('/subscription/invoices');
    const table = await screen.findByRole('table', { name: 'Subscription charges' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      new RegExp(`Yearly plan.*${money(subscriptionPrices.YEARLY)}.*Paid`),
    );
  });

  test('opens a charge’s printable invoice', async () => {
    const [latest] = await charges();
    const [charge] = demoCoachCharges(demoToday);
    const user = userEvent.setup();
    const { currentPath } = await openHistory();
    await user.click(await screen.findByRole('link', { name: `Invoice ${latest!.invoiceNumber}` }));
    expect(currentPath()).toBe(`/subscription/invoices/${latest!.invoiceId}`);
    const invoice = await screen.findByRole('article', {
      name: `Invoice ${latest!.invoiceNumber}`,
    });
    expect(invoice).toHaveTextContent('Health Coach Institute');
    expect(invoice).toHaveTextContent('Paid');
    expect(invoice).toHaveTextContent('Monthly plan');
    expect(invoice).toHaveTextContent(`${day(charge!.periodStart)} to ${day(charge!.periodEnd)}`);
    expect(invoice).toHaveTextContent(new RegExp(money(charge!.amount)));
    expect(invoice).toHaveTextContent(`Visa ending in ${charge!.last4}`);
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to billing history' }));
    expect(currentPath()).toBe('/subscription/invoices');
  });

  test('an invoice the coach does not have: says so', async () => {
    renderApp('/subscription/invoices/999');
    expect(await screen.findByText('No invoice to show')).toBeVisible();
  });
});
