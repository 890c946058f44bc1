import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { isSettledPurchase } from '@hci/rules';
import { unwrap } from '@hci/api-schema';
import {
  demoClientPurchases,
  demoCoach,
  demoCoachClients,
  demoCoachProducts,
  demoPassword,
  demoStudent,
  demoStudentPurchases,
  demoToday,
} from '@hci/demo-world';
import { emptyHandler, errorHandler } from '@hci/mock-api';
import { demo, renderApp } from '../../test/renderApp';

/**
 * The demo coach, whose clients bought from their offer, signed in to the portal as a student of
 * the institute too: enrolled in a course, which the demo world's coach is not.
 */
async function coach() {
  const { as, query, sessions } = demo();
  await query(
    'INSERT INTO course_enrollments (student_id, course_id) SELECT $1, min(id) FROM courses',
    [sessions.coach.studentId!],
  );
  const { content } = await unwrap(
    as('coach').POST('/auth/signin/student', {
      body: { email: demoCoach.email, password: demoPassword },
    }),
  );
  return { session: content };
}

/**
 * What was bought of the demo coach's offer, by the clients and by the demo student, newest first,
 * at the offer's prices.
 */
const price = (product: number) => demoCoachProducts[product]!.price;
const bought = [
  ...demoClientPurchases(demoToday).map(({ product, client, ...purchase }) => ({
    ...purchase,
    amount: price(product),
    email: demoCoachClients[client]!.email,
  })),
  ...demoStudentPurchases(demoToday).map(({ product, status, purchasedAt }) => ({
    status,
    purchasedAt,
    amount: price(product),
    email: demoStudent.email,
  })),
].sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt));

/** The ids the API gave the demo coach's purchases, newest first. */
async function purchaseIds(): Promise<number[]> {
  const rows = await demo().query<{ id: number }>(
    'SELECT id FROM coach_product_purchases WHERE coach_id = $1 ORDER BY purchased_at DESC',
    [demo().sessions.coach.coachId!],
  );
  return rows.map(({ id }) => id);
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

describe('purchases (a student who is also a coach)', () => {
  test('ten rows a page, highest id first, with the paid total of every purchase', async () => {
    const ids = await purchaseIds();
    const portal = renderApp('/purchases', await coach());
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(`No. ${ids[0]}`);
    expect(within(rows[9]!).getByRole('rowheader')).toHaveTextContent(`No. ${ids[9]}`);
    const totals = screen.getByRole('region', { name: 'Totals of the filtered purchases' });
    expect(totals).toHaveTextContent(String(bought.length));
    const paid = bought.filter((p) => isSettledPurchase(p.status));
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
    const ids = await purchaseIds();
    const portal = renderApp('/purchases', await coach());
    await screen.findByRole('table', { name: 'Purchases' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expect.poll(() => portal.currentPath()).toBe('/purchases?page=2');
    expect(await screen.findByText(`11–${bought.length} of ${bought.length}`)).toBeVisible();

    // A new filter starts again at the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await expect.poll(() => portal.currentPath()).toBe('/purchases?status=PAID');
    const paid = bought.filter((p) => p.status === 'PAID');
    // Ten a page.
    const shown = paid.slice(0, 10);
    expect(await screen.findByText(`1–${shown.length} of ${paid.length}`)).toBeVisible();
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

    // The last paid purchase on the page.
    const last = shown.at(-1)!;
    const id = ids[bought.indexOf(last)]!;
    await user.click(within(table).getByRole('link', { name: new RegExp(`^No. ${id},`) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Purchase No. ${id}` }),
    ).toBeVisible();
    expect(await screen.findByText(last.email)).toBeVisible();
    expect(portal.currentPath()).toBe(`/purchases/${id}?status=PAID`);
    await user.click(screen.getByRole('link', { name: 'Back to purchases' }));
    await expect.poll(() => portal.currentPath()).toBe('/purchases?status=PAID');
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Paid');
  });

  test('a filter in the address is applied on arrival, customer by name', async () => {
    const lucia = demoCoachClients[1]!;
    const [customer] = await demo().query<{ id: number }>(
      'SELECT id FROM coach_customers WHERE email = $1',
      [lucia.email],
    );
    const portal = renderApp(`/purchases?customer=${customer!.id}&type=SERVICE`, await coach());
    await screen.findByRole('table', { name: 'Purchases' });
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveDisplayValue(lucia.name);
    expect(screen.getByRole('combobox', { name: 'Product type' })).toHaveDisplayValue('Service');
    const search = portal.requests.filter((request) => request.url.includes('find_by_criteria'));
    expect(search).toHaveLength(1);
    expect(await search[0]!.json()).toEqual({
      customer: { value: String(customer!.id), label: lucia.name },
      coachProductType: 'SERVICE',
    });
  });

  test('no purchase says so', async () => {
    renderApp('/purchases', {
      ...(await coach()),
      handlers: [emptyHandler('/coach_product_purchases/find_by_criteria', { method: 'post' })],
    });
    expect(await screen.findByRole('heading', { name: 'No purchases found' })).toBeVisible();
  });

  test('a failed load offers a retry', async () => {
    renderApp('/purchases', {
      ...(await coach()),
      handlers: [errorHandler('/coach_product_purchases/find_by_criteria', { method: 'post' })],
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a student who is not a coach is sent home', async () => {
    const portal = renderApp('/purchases');
    await expect.poll(() => portal.currentPath()).toBe('/home');
  });

  test('reads in Spanish', async () => {
    renderApp('/purchases', { ...(await coach()), locale: 'es' });
    expect(await screen.findByRole('table', { name: 'Compras' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeVisible();
  });

  test('an address whose id is not one is a page not found, and asks the API nothing', async () => {
    const portal = renderApp('/purchases/abc', await coach());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(portal.requests.some((request) => request.url.includes('purchases/'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
