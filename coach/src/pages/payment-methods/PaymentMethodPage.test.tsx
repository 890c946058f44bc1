// The coach's saved cards, on the page the portal shares: reached from the subscription page, a
// card added, made the default and deleted, against the reference API (the coach's student
// account's cards).
import { demoStudentCards } from '@hci/demo-world';
import { savedVisa } from '@hci/page-harness';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { demo, renderApp } from '../../test/renderApp';

const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/payment-methods', () => {
  test('the subscription page links to it', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp('/subscription');
    await user.click(await screen.findByRole('link', { name: 'Manage your payment methods' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment method' })).toBeVisible();
    expect(currentPath()).toBe('/payment-methods');
  });

  test('speaks of the subscription the cards pay, not of installments', async () => {
    renderApp('/payment-methods');
    expect(
      await screen.findByText(/Your subscription is charged to the card you chose for it/),
    ).toBeVisible();
    expect(screen.queryByText(/installment/)).not.toBeInTheDocument();
  });

  test('the account menu leads to it', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('link', { name: 'Payment method' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment method' })).toBeVisible();
    expect(currentPath()).toBe('/payment-methods');
  });

  test('adds a card, makes it the default and deletes another', async () => {
    await savedVisa(demo());
    const visa = `Visa ending in ${demoStudentCards[0]!.number.slice(-4)}`;
    const user = userEvent.setup();
    const { requests } = renderApp('/payment-methods');
    await user.click(await screen.findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.type(within(dialog).getByLabelText(/Card number/), '6011111111111117');
    await user.type(within(dialog).getByLabelText(/Expiration date/), '12/2030');
    await user.type(within(dialog).getByLabelText(/Security code/), '123');
    await user.type(within(dialog).getByLabelText(/Name on the card/), 'Casey Morgan');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Payment method added.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Discover ending in 1117' })).toBeVisible();
    const added = requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/payment_methods'),
    );
    // The coach's cards are those of the coach's student account.
    expect(added?.url).toMatch(
      new RegExp(`/students/${demo().sessions.coach.studentId}/payment_methods$`),
    );

    await user.click(screen.getByRole('button', { name: 'Make default Discover ending in 1117' }));
    expect(await screen.findByText('This is now your default payment method.')).toBeVisible();
    await expect.poll(() => cardNames()[0]).toBe('Discover ending in 1117');

    await user.click(screen.getByRole('button', { name: `Delete ${visa}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${visa}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Payment method deleted.')).toBeVisible();
    await expect.poll(() => cardNames()).not.toContain(visa);
  });
});
