import { emptyHandler, errorHandler, loadingHandler, createHandlers } from '@hci/mock-api';
import { worker } from '@hci/app-frame/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../test/renderApp';

const invoices = '/coaches/{coachId}/subscription/invoices';

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
    worker.use(errorHandler(invoices));
    await openHistory();
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
    worker.resetHandlers(...createHandlers());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Invoice 2026-000002' })).toBeVisible();
  });

  test('lists each charge, newest first, with its date, plan, amount and status', async () => {
    await openHistory();
    const table = await screen.findByRole('table', { name: 'Subscription charges' });
    // A phone's stacked rows label each cell: the pattern allows the labels.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Mar 14, 2026.*Monthly plan.*\$\s?29\.00.*Paid.*Invoice 2026-000002$/),
      expect.stringMatching(/^Feb 14, 2026.*Monthly plan.*\$\s?29\.00.*Paid.*Invoice 2026-000001$/),
    ]);
  });

  test('a new plan charged on the subscription page is listed at once', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp('/subscription');
    await user.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await user.click(screen.getByRole('button', { name: 'Change subscription' }));
    await screen.findByText('You are subscribed to the yearly plan.');
    await user.click(screen.getByRole('link', { name: 'Billing history and invoices' }));
    expect(currentPath()).toBe('/subscription/invoices');
    const table = await screen.findByRole('table', { name: 'Subscription charges' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /Yearly plan.*\$\s?290\.00.*Paid/,
    );
  });

  test('opens a charge’s printable invoice', async () => {
    const user = userEvent.setup();
    const { currentPath } = await openHistory();
    await user.click(await screen.findByRole('link', { name: 'Invoice 2026-000002' }));
    expect(currentPath()).toBe('/subscription/invoices/2');
    const invoice = await screen.findByRole('article', { name: 'Invoice 2026-000002' });
    expect(invoice).toHaveTextContent('Health Coach Institute');
    expect(invoice).toHaveTextContent('Paid');
    expect(invoice).toHaveTextContent('Monthly plan');
    expect(invoice).toHaveTextContent('Mar 14, 2026 to Apr 14, 2026');
    expect(invoice).toHaveTextContent(/\$\s?29\.00/);
    expect(invoice).toHaveTextContent('Visa ending in 4242');
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to billing history' }));
    expect(currentPath()).toBe('/subscription/invoices');
  });

  test('an invoice the coach does not have: says so', async () => {
    renderApp('/subscription/invoices/999');
    expect(await screen.findByText('No invoice to show')).toBeVisible();
  });
});
