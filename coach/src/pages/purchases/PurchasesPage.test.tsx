import { DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/mock-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

/** The purchase number each row's link names, in table order. */
const rowIds = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/purchases', () => {
  test('totals count the paid money only, with pending and refunded purchases apart', async () => {
    renderApp('/purchases');
    const totals = await screen.findByRole('region', { name: 'Totals of the filtered purchases' });
    // The demo sales: $2,179 paid, $199 pending and $559 refunded; $2,937 if all were added up.
    expect(within(totals).getByText('Paid').nextElementSibling).toHaveTextContent('$2,179.00');
    expect(totals).toHaveTextContent(
      'Not counted as paid: Pending $199.00 (3 purchases), Refunded $559.00 (3 purchases).',
    );
    expect(totals).not.toHaveTextContent('$2,937.00');
  });

  test('filters by product type into the address and opens a purchase', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp('/purchases');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'Service');
    await expect.poll(() => currentPath()).toBe('/purchases?type=SERVICE');
    const services = fixtures.purchases.filter((p) => p.coachProductType === 'SERVICE');
    expect(
      await screen.findByText(`1–${Math.min(services.length, 10)} of ${services.length}`),
    ).toBeVisible();
    const first = services[0]!;
    await user.click(screen.getByRole('link', { name: new RegExp(`^No. ${first.id},`) }));
    expect(await screen.findByText(first.customer.email)).toBeVisible();
    expect(currentPath()).toBe(`/purchases/${first.id}?type=SERVICE`);
    // The purchase belongs to Purchases, which the navigation still marks.
    const navigation = screen.getByRole('navigation', { name: 'Your practice' });
    expect(within(navigation).getByRole('link', { name: 'Purchases' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('keeps the last page on screen, marked busy, until the next one has come', async () => {
    const user = userEvent.setup();
    renderApp('/purchases');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const firstPage = rowIds(table);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    worker.use(
      http.post(`${DEFAULT_MOCK_BASE_URL}/coach_product_purchases/find_by_criteria`, async () => {
        await held;
        return undefined;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const stale = await screen.findByRole('table', { name: 'Purchases' });
    // Waits as long as testing-library's queries do here, not expect.poll's default second.
    const settled = { timeout: 5_000 };
    await expect.poll(() => stale.closest('[aria-busy="true"]'), settled).not.toBeNull();
    expect(rowIds(stale)).toEqual(firstPage);
    release();
    await expect.poll(() => stale.closest('[aria-busy]'), settled).toBeNull();
    expect(rowIds(screen.getByRole('table', { name: 'Purchases' }))).not.toEqual(firstPage);
    // Fifteen purchases: the second page is the last, and Previous takes the focus from Next.
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
  });

  test('reads the list again when the window comes back into view', async () => {
    renderApp('/purchases');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(within(table).queryByRole('link', { name: /^No\. 999,/ })).toBeNull();
    // A client buys while the coach is in another window.
    const bought = { ...fixtures.purchases[0]!, id: 999 };
    worker.use(
      http.post(`${DEFAULT_MOCK_BASE_URL}/coach_product_purchases/find_by_criteria`, () =>
        HttpResponse.json({
          content: [bought],
          pagination: { total: 1, page: 0, size: 10 },
          totalAmount: bought.amount,
          statusTotals: [{ status: bought.status, count: 1, amount: bought.amount }],
        }),
      ),
    );
    window.dispatchEvent(new Event('visibilitychange'));
    expect(
      await within(table).findByRole('link', { name: /^No\. 999,/ }, { timeout: 5_000 }),
    ).toBeVisible();
  });

  test('a page past the last moves to the last page, not to an empty table', async () => {
    const { currentPath } = renderApp('/purchases?page=99');
    await expect.poll(() => currentPath()).toBe('/purchases?page=2');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    await expect.poll(() => within(table).queryAllByRole('row').length).toBe(6);
    expect(screen.getByText('11–15 of 15')).toBeVisible();
  });

  test('reads in Spanish', async () => {
    renderApp('/purchases', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compras' })).toBeVisible();
  });

  test('an address whose id is not one is a page not found, and asks the API nothing', async () => {
    const { requests } = renderApp('/purchases/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(requests.filter(({ url }) => url.includes('coach_product_purchases/'))).toEqual([]);
  });
});
