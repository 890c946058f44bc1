// The home page's pending actions lead to the screens that settle them.
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderPage } from '../../test/renderPortal';
import { HomePage } from './HomePage';

test('the overdue payment and the waiting transfer link to the payment information', async () => {
  renderPage(<HomePage />, '/home', { financialStatus: 'PAST_DUE' });
  const actions = await screen.findByRole('region', { name: 'Needs your attention' });
  expect(within(actions).getByText(/Your payment is 16 days overdue/)).toBeVisible();
  expect(within(actions).getByRole('link', { name: 'Make a payment' })).toHaveAttribute(
    'href',
    '/settings/payment-information',
  );
  expect(within(actions).getByRole('link', { name: 'Review the transfer' })).toHaveAttribute(
    'href',
    '/settings/payment-information',
  );
});
