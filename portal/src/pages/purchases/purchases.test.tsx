import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { isSettledPurchase } from '@hci/rules';
import { emptyHandler, errorHandler, fixtures } from '@hci/mock-api';
import { renderApp } from '../../test/renderApp';

const coach = { session: fixtures.demoCoachSession };
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

describe('purchases (a student who is also a coach)', () => {
  test('ten rows a page, highest id first, with the paid total of every purchase', async () => {
    const portal = renderApp('/purchases', coach);
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('No. 15');
    expect(within(rows[9]!).getByRole('rowheader')).toHaveTextContent('No. 6');
    const totals = screen.getByRole('region', { name: 'Totals of the filtered purchases' });
    expect(totals).toHaveTextContent('15');
    const paid = fixtures.purchases.filter((p) => isSettledPurchase(p.status));
    expect(totals).toHaveTextContent(`Paid$${dollars(sum(paid.map((p) => p.amount)))}`);
    const search = portal.requests.find((request) => request.url.includes('find_by_criteria'));
    const query = new URL(search!.url).searchParams;
    expect([query.get('size'), query.get('sortBy'), query.get('descending')]).toEqual([
      '10',
      'purchasedAt',
      'true',
    ]);
  });

  test('pages, filters by status into the address, and opens one with the way back', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/purchases', coach);
    await screen.findByRole('table', { name: 'Purchases' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expect.poll(() => portal.currentPath()).toBe('/purchases?page=2');
    expect(await screen.findByText('11–15 of 15')).toBeVisible();

    // A new filter starts again at the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await expect.poll(() => portal.currentPath()).toBe('/purchases?status=PAID');
    const paid = fixtures.purchases.filter((p) => p.status === 'PAID');
    expect(await screen.findByText(`1–${paid.length} of ${paid.length}`)).toBeVisible();
    const bodies = await Promise.all(
      portal.requests
        .filter((request) => request.url.includes('find_by_criteria'))
        .map((request) => request.json()),
    );
    expect(bodies.at(-1)).toEqual({ status: 'PAID' });
    const totals = screen.getByRole('region', { name: 'Totals of the filtered purchases' });
    expect(totals).toHaveTextContent(dollars(sum(paid.map((p) => p.amount))));
    const table = screen.getByRole('table', { name: 'Purchases' });
    for (const row of within(table).getAllByRole('row').slice(1))
      expect(within(row).getByText('Paid')).toBeVisible();

    const last = paid.at(-1)!;
    await user.click(within(table).getByRole('link', { name: new RegExp(`^No. ${last.id},`) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Purchase No. ${last.id}` }),
    ).toBeVisible();
    expect(await screen.findByText(last.customer.email)).toBeVisible();
    expect(portal.currentPath()).toBe(`/purchases/${last.id}?status=PAID`);
    await user.click(screen.getByRole('link', { name: 'Back to purchases' }));
    await expect.poll(() => portal.currentPath()).toBe('/purchases?status=PAID');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Paid');
  });

  test('a filter in the address is applied on arrival, customer by name', async () => {
    const portal = renderApp('/purchases?customer=101&type=SERVICE', coach);
    await screen.findByRole('table', { name: 'Purchases' });
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveDisplayValue(
      'Lucía Fernández',
    );
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveDisplayValue('Service');
    const search = portal.requests.filter((request) => request.url.includes('find_by_criteria'));
    expect(search).toHaveLength(1);
    expect(await search[0]!.json()).toEqual({
      customer: { value: '101', label: 'Lucía Fernández' },
      coachProductType: 'SERVICE',
    });
  });

  test('no purchase says so', async () => {
    renderApp('/purchases', {
      ...coach,
      handlers: [emptyHandler('/coach_product_purchases/find_by_criteria', { method: 'post' })],
    });
    expect(await screen.findByRole('heading', { name: 'No purchases found' })).toBeVisible();
  });

  test('a failed load offers a retry', async () => {
    renderApp('/purchases', {
      ...coach,
      handlers: [errorHandler('/coach_product_purchases/find_by_criteria', { method: 'post' })],
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a student who is not a coach is sent home', async () => {
    const portal = renderApp('/purchases');
    await expect.poll(() => portal.currentPath()).toBe('/home');
  });

  test('reads in Spanish', async () => {
    renderApp('/purchases', { ...coach, locale: 'es' });
    expect(await screen.findByRole('table', { name: 'Compras' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeVisible();
  });

  test('an address whose id is not one is a page not found, and asks the API nothing', async () => {
    const portal = renderApp('/purchases/abc', coach);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(portal.requests.some((request) => request.url.includes('purchases/'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
