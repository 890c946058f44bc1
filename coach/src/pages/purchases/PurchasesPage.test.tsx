import { DEFAULT_MOCK_BASE_URL } from '@hci/mock-api';
import { bookedTestCall } from '@hci/page-harness';
import { formatMoney } from '@hci/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { demo, renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

/** The demo coach's purchases, newest first: id, type of what was bought, and the buyer's e-mail. */
const purchases = () =>
  demo().query<{ id: number; type: string; email: string }>(
    `SELECT pp.id, p.type, c.email FROM coach_product_purchases pp
     JOIN coach_products p ON p.id = pp.product_id JOIN coach_customers c ON c.id = pp.customer_id
     WHERE pp.coach_id = $1 ORDER BY pp.purchased_at DESC, pp.id DESC`,
    [demo().sessions.coach.coachId!],
  );

/** The demo coach's purchases of each status: how many, and what they came to. */
const statusTotals = async () =>
  Object.fromEntries(
    (
      await demo().query<{ status: string; count: number; amount: number }>(
        `SELECT status, count(*)::int AS count, sum(amount)::int AS amount
         FROM coach_product_purchases WHERE coach_id = $1 GROUP BY status`,
        [demo().sessions.coach.coachId!],
      )
    ).map(({ status, ...total }) => [status, total]),
  );

const money = (cents: number) => formatMoney(cents, 'en-US');

/** The purchase number each row's link names, in table order. */
const rowIds = (table: HTMLElement) =>
  within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/purchases', () => {
  test('totals count the paid money only, with pending and refunded purchases apart', async () => {
    const { PAID, PENDING, REFUNDED } = await statusTotals();
    renderApp('/purchases');
    const totals = await screen.findByRole('region', { name: 'Totals of the filtered purchases' });
    expect(within(totals).getByText('Paid').nextElementSibling).toHaveTextContent(
      money(PAID!.amount),
    );
    expect(totals).toHaveTextContent(
      `Not counted as paid: Pending ${money(PENDING!.amount)} (${PENDING!.count} purchases), Refunded ${money(REFUNDED!.amount)} (${REFUNDED!.count} purchases).`,
    );
    expect(totals).not.toHaveTextContent(money(PAID!.amount + PENDING!.amount + REFUNDED!.amount));
  });

  test('filters by product type into the address and opens a purchase', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp('/purchases');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'Service');
    await expect.poll(() => currentPath()).toBe('/purchases?type=SERVICE');
    const services = (await purchases()).filter(({ type }) => type === 'SERVICE');
    expect(
      await screen.findByText(`1–${Math.min(services.length, 10)} of ${services.length}`),
    ).toBeVisible();
    const first = services[0]!;
    await user.click(screen.getByRole('link', { name: new RegExp(`^No. ${first.id},`) }));
    expect(await screen.findByText(first.email)).toBeVisible();
    expect(currentPath()).toBe(`/purchases/${first.id}?type=SERVICE`);
    // The purchase belongs to Purchases, which the navigation still marks.
    const navigation = screen.getByRole('navigation', { name: 'Your practice' });
    expect(within(navigation).getByRole('link', { name: 'Purchases' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('keeps the last page on screen, marked busy, until the next one has come', async () => {
    const { length } = await purchases();
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
    // The second page is the last, and Previous takes the focus from Next.
    expect(length).toBeLessThanOrEqual(20);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
  });

  test('reads the list again when the window comes back into view', async () => {
    renderApp('/purchases');
    const table = await screen.findByRole('table', { name: 'Purchases' });
    await within(table).findAllByRole('link');
    // A client books while the coach is in another window.
    await bookedTestCall(demo());
    const [bought] = await demo().query<{ id: number }>(
      'SELECT max(id) AS id FROM coach_product_purchases',
    );
    const link = { name: new RegExp(`^No\\. ${bought!.id},`) };
    expect(within(table).queryByRole('link', link)).toBeNull();
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await within(table).findByRole('link', link, { timeout: 5_000 })).toBeVisible();
  });

  test('a page past the last moves to the last page, not to an empty table', async () => {
    const { length } = await purchases();
    const last = Math.ceil(length / 10);
    const { currentPath } = renderApp('/purchases?page=99');
    await expect.poll(() => currentPath()).toBe(`/purchases?page=${last}`);
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const firstOfLast = (last - 1) * 10 + 1;
    // A header row and the last page's purchases.
    await expect
      .poll(() => within(table).queryAllByRole('row').length)
      .toBe(length - firstOfLast + 2);
    expect(screen.getByText(`${firstOfLast}–${length} of ${length}`)).toBeVisible();
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
