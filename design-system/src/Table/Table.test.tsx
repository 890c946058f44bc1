import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, test, vi } from 'vitest';
import spanish from '../compiled-lang/es.json';
import {
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  type Selection,
  type SortDescriptor,
} from '.';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

interface Payment {
  id: number;
  dueDate: string;
  amount: string;
}

const payments: Payment[] = [
  { id: 1, dueDate: '2026-01-05', amount: '$120.00' },
  { id: 2, dueDate: '2026-02-05', amount: '$80.00' },
  { id: 3, dueDate: '2026-03-05', amount: '$100.00' },
];

function PaymentTable({
  rows = payments,
  onSortChange = () => {},
  onSelectionChange,
  narrowLayout,
}: {
  rows?: Payment[];
  onSortChange?: (sort: SortDescriptor) => void;
  onSelectionChange?: (selection: Selection) => void;
  narrowLayout?: 'scroll' | 'stacked';
}) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'dueDate', direction: 'ascending' });
  const [selection, setSelection] = useState<Selection>(new Set());
  const sorted = [...rows].sort((a, b) => {
    const order = a.dueDate.localeCompare(b.dueDate);
    return sort.direction === 'descending' ? -order : order;
  });
  const selectionProps = onSelectionChange
    ? {
        selectionMode: 'multiple' as const,
        selectedKeys: selection,
        onSelectionChange: (next: Selection) => {
          setSelection(next);
          onSelectionChange(next);
        },
      }
    : {};
  return (
    <Table
      aria-label="Payment schedule"
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
      narrowLayout={narrowLayout}
      {...selectionProps}
    >
      <TableHeader>
        <TableColumn id="dueDate" isRowHeader allowsSorting>
          Due date
        </TableColumn>
        <TableColumn id="amount" align="end">
          Amount due
        </TableColumn>
      </TableHeader>
      <TableBody items={sorted} renderEmptyState={() => 'No payments yet'}>
        {(payment) => (
          <TableRow id={payment.id}>
            <TableCell>{payment.dueDate}</TableCell>
            <TableCell align="end">{payment.amount}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

/** Two frames on: the tables' resize observers have reported by then. */
const afterLayout = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const rowHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

test('a native table: named, column headers, one row header per row, in a region', () => {
  render(<PaymentTable />, { wrapper: english });
  const table = screen.getByRole('table', { name: 'Payment schedule' });
  expect(table.tagName).toBe('TABLE');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Due date', 'Amount due']);
  expect(within(table).getAllByRole('columnheader')[1]).toHaveAttribute('scope', 'col');
  expect(rowHeaders(table)).toEqual(['2026-01-05', '2026-02-05', '2026-03-05']);
  expect(within(table).getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
  expect(
    within(table)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['$120.00', '$80.00', '$100.00']);
  const region = screen.getByRole('region', { name: 'Payment schedule' });
  expect(region).toContainElement(table);
});

test('the sortable header is a button that reports the next order and sets aria-sort', async () => {
  const onSortChange = vi.fn();
  render(<PaymentTable onSortChange={onSortChange} />, { wrapper: english });
  const table = screen.getByRole('table');
  const [dueDate, amount] = within(table).getAllByRole('columnheader');
  expect(dueDate).toHaveAttribute('aria-sort', 'ascending');
  expect(amount).not.toHaveAttribute('aria-sort');
  expect(within(amount!).queryByRole('button')).toBeNull();

  await userEvent.click(within(dueDate!).getByRole('button', { name: 'Due date' }));
  expect(onSortChange).toHaveBeenLastCalledWith({ column: 'dueDate', direction: 'descending' });
  expect(dueDate).toHaveAttribute('aria-sort', 'descending');
  expect(rowHeaders(table)).toEqual(['2026-03-05', '2026-02-05', '2026-01-05']);
});

test('the sort button works from the keyboard, with Enter and with Space', async () => {
  const onSortChange = vi.fn();
  render(<PaymentTable onSortChange={onSortChange} />, { wrapper: english });
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Due date' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onSortChange).toHaveBeenLastCalledWith({ column: 'dueDate', direction: 'descending' });
  await userEvent.keyboard(' ');
  expect(onSortChange).toHaveBeenLastCalledWith({ column: 'dueDate', direction: 'ascending' });
  expect(screen.getByRole('columnheader', { name: 'Due date' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('each row has a checkbox named by its row header; "Select all" follows them', async () => {
  const onSelectionChange = vi.fn<(selection: Selection) => void>();
  render(<PaymentTable onSelectionChange={onSelectionChange} />, { wrapper: english });
  const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
  expect(selectAll).not.toBeChecked();
  expect(selectAll).not.toBePartiallyChecked();

  const february = screen.getByRole('checkbox', { name: '2026-02-05' });
  await userEvent.click(february);
  expect([...onSelectionChange.mock.lastCall![0]]).toEqual([2]);
  expect(february).toBeChecked();
  expect(february.closest('tr')).toHaveAttribute('data-selected');
  expect(selectAll).toBePartiallyChecked();

  await userEvent.click(selectAll);
  expect([...onSelectionChange.mock.lastCall![0]].sort()).toEqual([1, 2, 3]);
  expect(selectAll).toBeChecked();
  expect(selectAll).not.toBePartiallyChecked();
  for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();

  await userEvent.click(screen.getByRole('checkbox', { name: '2026-01-05' }));
  expect(selectAll).toBePartiallyChecked();
  await userEvent.click(selectAll);
  expect(selectAll).toBeChecked();
  await userEvent.click(selectAll);
  expect([...onSelectionChange.mock.lastCall![0]]).toEqual([]);
  for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
});

test('checkboxes toggle with Space as the Tab key reaches them', async () => {
  const onSelectionChange = vi.fn<(selection: Selection) => void>();
  render(<PaymentTable onSelectionChange={onSelectionChange} />, { wrapper: english });
  await userEvent.tab();
  expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Due date' })).toHaveFocus();
  await userEvent.tab();
  const january = screen.getByRole('checkbox', { name: '2026-01-05' });
  expect(january).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(january).toBeChecked();
  expect([...onSelectionChange.mock.lastCall![0]]).toEqual([1]);
});

test('without rows, the empty state fills a cell across every column', () => {
  render(<PaymentTable rows={[]} onSelectionChange={vi.fn()} />, { wrapper: english });
  const empty = screen.getByRole('cell', { name: 'No payments yet' });
  expect(empty).toHaveAttribute('colspan', '3');
  expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
});

test('static rows, a table named by a heading, the first column as row header by default', () => {
  render(
    <IntlProvider locale="es" messages={spanish}>
      <h2 id="cards">Tarjetas</h2>
      <Table
        aria-labelledby="cards"
        selectionMode="multiple"
        selectedKeys={new Set(['visa'])}
        onSelectionChange={vi.fn()}
      >
        <TableHeader>
          <TableColumn>Tarjeta</TableColumn>
          <TableColumn>Vence</TableColumn>
        </TableHeader>
        <TableBody>
          <TableRow id="visa">
            <TableCell>Visa 4242</TableCell>
            <TableCell>12/2030</TableCell>
          </TableRow>
          <TableRow id="amex">
            <TableCell>Amex 0005</TableCell>
            <TableCell>01/2029</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </IntlProvider>,
  );
  const table = screen.getByRole('table', { name: 'Tarjetas' });
  expect(screen.getByRole('region', { name: 'Tarjetas' })).toContainElement(table);
  expect(rowHeaders(table)).toEqual(['Visa 4242', 'Amex 0005']);
  expect(screen.getByRole('checkbox', { name: 'Visa 4242' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Seleccionar todo' })).toBePartiallyChecked();
});

test('in a parent sized by its content, a wide table scrolls in its region, not the page', () => {
  const wide = Array.from({ length: 3 }, (_, index) => ({
    id: index,
    dueDate: `2026-0${index + 1}-05`,
    // One unbreakable word wider than a phone.
    amount: '$'.padEnd(60, '9'),
  }));
  render(
    <div data-testid="frame" style={{ display: 'grid', width: 320, overflowX: 'auto' }}>
      <section>
        <PaymentTable rows={wide} />
      </section>
    </div>,
    { wrapper: english },
  );
  const frame = screen.getByTestId('frame');
  expect(frame.scrollWidth).toBe(frame.clientWidth);
  const region = screen.getByRole('region', { name: 'Payment schedule' });
  expect(region.clientWidth).toBe(320);
  expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
});

test('squeezed into a narrow region, an amount stays on one line', () => {
  const squeezed = payments.map((payment) => ({
    ...payment,
    // Wider than the region on its own, so every column is at its narrowest.
    dueDate: `${payment.dueDate}_with_a_note_that_does_not_break`,
    amount: '$ 1,234,567.00',
  }));
  render(
    <div style={{ width: 200 }}>
      <PaymentTable rows={squeezed} />
    </div>,
    { wrapper: english },
  );
  const [amount] = within(screen.getByRole('table')).getAllByRole('cell');
  const range = document.createRange();
  range.selectNodeContents(amount!);
  const lineTops = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
  expect(lineTops.size).toBe(1);
});

test('the region is a Tab stop only while the table is too wide for it, so the keyboard can scroll it', async () => {
  render(
    <div data-testid="frame" style={{ width: 800 }}>
      <PaymentTable />
    </div>,
    { wrapper: english },
  );
  const region = screen.getByRole('region', { name: 'Payment schedule' });
  await afterLayout();
  expect(region).not.toHaveAttribute('tabindex');
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Due date' })).toHaveFocus();

  // Narrower than its widest cell, as on a phone held upright.
  screen.getByTestId('frame').style.width = '60px';
  await expect.poll(() => region.getAttribute('tabindex')).toBe('0');
  expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  await userEvent.tab({ shift: true });
  expect(region).toHaveFocus();

  screen.getByTestId('frame').style.width = '800px';
  await expect.poll(() => region.hasAttribute('tabindex')).toBe(false);
});

function renderStacked(width: number, onSelectionChange = vi.fn()) {
  render(
    <div style={{ width }}>
      <PaymentTable narrowLayout="stacked" onSelectionChange={onSelectionChange} />
    </div>,
    { wrapper: english },
  );
  const table = screen.getByRole('table', { name: 'Payment schedule' });
  const rowHeader = within(table).getAllByRole('rowheader')[0]!;
  const amount = within(table).getByRole('cell', { name: '$120.00' });
  const label = within(amount).getByText('Amount due');
  return {
    table,
    rowHeader,
    amount,
    label,
    box: (element: Element) => element.getBoundingClientRect(),
  };
}

test('stacked, on a phone each row is a block: row header on top, each cell beside its column name', async () => {
  const onSelectionChange = vi.fn();
  const { table, rowHeader, amount, label, box } = renderStacked(320, onSelectionChange);
  const region = screen.getByRole('region', { name: 'Payment schedule' });
  expect(region.scrollWidth).toBe(region.clientWidth);
  await afterLayout();
  expect(region).not.toHaveAttribute('tabindex');
  expect(box(rowHeader).bottom).toBeLessThanOrEqual(box(amount).top);
  // The name shows beside the value, and stays out of the cell's accessible name.
  expect(getComputedStyle(label).display).not.toBe('none');
  expect(label).toHaveAttribute('aria-hidden', 'true');
  expect(box(label).right).toBeLessThan(box(within(amount).getByText('$120.00')).left);
  // Still a table to screen readers: every column header, the plain one only hidden from sight.
  const [, dueDate, amountDue] = within(table).getAllByRole('columnheader');
  expect(amountDue).toHaveTextContent('Amount due');
  expect(box(amountDue!).width).toBeLessThanOrEqual(1);
  // What acts stays: "Select all", in words now, and the sort button.
  await userEvent.click(screen.getByText('Select all'));
  expect(onSelectionChange).toHaveBeenLastCalledWith(new Set([1, 2, 3]));
  await userEvent.click(within(dueDate!).getByRole('button', { name: 'Due date' }));
  expect(rowHeaders(table)).toEqual(['2026-03-05', '2026-02-05', '2026-01-05']);
});

test('stacked, with room for its columns it is an ordinary table', () => {
  const { rowHeader, amount, label, box } = renderStacked(800);
  expect(getComputedStyle(label).display).toBe('none');
  expect(box(amount).top).toBe(box(rowHeader).top);
  expect(box(amount).left).toBeGreaterThanOrEqual(box(rowHeader).right);
  expect(screen.getByText('Select all')).not.toBeVisible();
});
