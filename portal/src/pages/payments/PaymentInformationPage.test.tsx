// The payment information page beyond reading: paging and sorting the schedule, the breakdown
// chart and its figures, and the auto-pay switch, on the demo student's plan.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { demoPlanRows, demoStudentCards, demoToday } from '@hci/demo-world';
import { errorHandler } from '@hci/mock-api';
import { page } from 'vitest/browser';
import { SettingsLayout } from '../../layouts/PortalLayout';
import { renderApp, renderPage, type RenderAppOptions } from '../../test/renderApp';
import { PaymentInformationPage } from './PaymentInformationPage';

const path = '/settings/payment-information';

/** The demo plan: a deposit and twelve installments, paid up to today, charged to the Visa. */
const planRows = demoPlanRows(demoToday);
const visa = `Visa ending in ${demoStudentCards[0]!.number.slice(-4)}`;
const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

function renderInformation(options: RenderAppOptions = {}) {
  return renderPage(
    <SettingsLayout>
      <PaymentInformationPage />
    </SettingsLayout>,
    path,
    options,
  );
}

const schedule = () => screen.findByRole('table', { name: /^Payment schedule of/ });
const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the schedule', () => {
  test('fits its card from 1024 px: no hidden columns, what every row shares said above it', async () => {
    await page.viewport(1024, 800);
    renderApp(path);
    const table = await schedule();
    const region = screen.getByRole('region', { name: table.getAttribute('aria-label')! });
    await expect.poll(() => region.scrollWidth - region.clientWidth).toBeLessThanOrEqual(0);
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((column) => column.textContent);
    // Every row of the demo plan has the same tax, card and currency; the deposit alone was
    // captured by hand, so that column stays.
    expect(columns).toEqual(['Payment', 'Due date', 'Status', 'Amount due', 'Paid', 'Capture']);
    expect(screen.getByText(/^Same on every installment — /)).toHaveTextContent(
      `Tax: $0.00, Card: ${visa}, Currency: USD.`,
    );
  });

  test('on a phone each installment is a short block of its own, with no sideways scroll', async () => {
    await page.viewport(375, 800);
    renderApp(path);
    const table = await schedule();
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('rowheader'));
    await expect.poll(() => getComputedStyle(table).display).toBe('block');
    expect(getComputedStyle(rows[0]!).flexDirection).toBe('column');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const region = screen.getByRole('region', { name: table.getAttribute('aria-label')! });
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    // A row header and only the figures that differ from row to row.
    expect(within(rows[0]!).getAllByRole('cell').length).toBeLessThanOrEqual(5);
  });

  test('shows ten rows a page; the next page shows the rest', async () => {
    const user = userEvent.setup();
    renderInformation();
    const table = await schedule();
    expect(firstCells(table)).toHaveLength(10);
    expect(screen.getByText(`1–10 of ${planRows.length}`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(firstCells(table)).toEqual([
      'Installment 10 of 12',
      'Installment 11 of 12',
      'Installment 12 of 12',
    ]);
  });

  test('sorts by a column and back, from the first page', async () => {
    const user = userEvent.setup();
    renderInformation();
    const table = await schedule();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(within(table).getByRole('button', { name: /Payment/ }));
    expect(within(table).getByRole('columnheader', { name: /Payment/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(firstCells(table)[0]).toBe('Installment 12 of 12');
    await user.click(within(table).getByRole('button', { name: /Amount due/ }));
    expect(firstCells(table)[0]).toBe('Installment 1 of 12');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(dollars(planRows[1]!.amountDue));
  });
});

describe('the breakdown', () => {
  test('draws paid against remaining with a legend in words and every figure in a table', async () => {
    renderInformation();
    const plan = await screen.findByRole('region', { name: '12 monthly installments' });
    const sum = (rows: typeof planRows) => rows.reduce((total, row) => total + row.amountDue, 0);
    const paid = sum(planRows.filter((row) => row.paidAt));
    const remaining = sum(planRows.filter((row) => !row.paidAt));
    const share = (cents: number) => `${((100 * cents) / (paid + remaining)).toFixed(2)}%`;
    const legend = await within(plan).findByText(/^Total paid: /);
    expect(legend).toHaveTextContent(`Total paid: ${dollars(paid)} (${share(paid)})`);
    expect(within(plan).getByText(/^Total remaining: /)).toHaveTextContent(
      `Total remaining: ${dollars(remaining)} (${share(remaining)})`,
    );
    const figures = within(plan).getByRole('table', { name: /^Breakdown of/ });
    expect(
      within(figures)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Net tuition',
      'Total paid',
      'Total remaining',
      'Refund on withdrawal',
      'Refund by voucher',
      'Other refund',
      'Rollover',
      'Interest',
      'Taxes',
    ]);
  });
});

describe('auto-pay', () => {
  test('turning it off asks the API, says so in a toast and names the card charged', async () => {
    const user = userEvent.setup();
    const { requests } = renderInformation();
    const autoPay = await screen.findByRole('switch', { name: 'Auto-pay' });
    expect(autoPay).toBeChecked();
    expect(autoPay).toHaveAccessibleDescription(new RegExp(`charged on its due date to ${visa}`));
    await user.click(autoPay);
    expect(await screen.findByText('Auto-pay has been updated.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Auto-pay' })).not.toBeChecked();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toMatch(/\/students\/\d+\/auto_pay$/);
    expect(await put?.json()).toEqual({ autoPay: false });
  });

  test('a refusal keeps the switch as it was and says why', async () => {
    const user = userEvent.setup();
    renderInformation({
      handlers: [errorHandler('/students/{studentId}/auto_pay', { method: 'put' })],
    });
    await user.click(await screen.findByRole('switch', { name: 'Auto-pay' }));
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Auto-pay' })).toBeChecked();
  });
});
