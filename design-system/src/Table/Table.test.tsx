import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { expect, test, vi } from 'vitest';
import { Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '.';

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
  onSortChange,
  onSelectionChange,
}: {
  onSortChange: (sort: SortDescriptor) => void;
  onSelectionChange: (selection: Selection) => void;
}) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'dueDate', direction: 'ascending' });
  const rows = [...payments].sort((a, b) => {
    const order = a.dueDate.localeCompare(b.dueDate);
    return sort.direction === 'descending' ? -order : order;
  });
  return (
    <Table
      aria-label="Payment schedule"
      selectionMode="multiple"
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange(next);
      }}
      onSelectionChange={onSelectionChange}
    >
      <TableHeader>
        <TableColumn id="dueDate" isRowHeader allowsSorting>
          Due date
        </TableColumn>
        <TableColumn id="amount" align="end">
          Amount due
        </TableColumn>
      </TableHeader>
      <TableBody items={rows}>
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

test('a named grid whose sortable column announces and changes its order', async () => {
  const onSortChange = vi.fn();
  render(<PaymentTable onSortChange={onSortChange} onSelectionChange={vi.fn()} />, {
    wrapper: english,
  });
  const table = screen.getByRole('grid', { name: 'Payment schedule' });
  const dueDate = within(table).getByRole('columnheader', { name: 'Due date' });
  expect(dueDate).toHaveAttribute('aria-sort', 'ascending');
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['2026-01-05', '2026-02-05', '2026-03-05']);

  await userEvent.click(dueDate);
  expect(onSortChange).toHaveBeenCalledWith({ column: 'dueDate', direction: 'descending' });
  expect(dueDate).toHaveAttribute('aria-sort', 'descending');
  expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('2026-03-05');
});

test('rows are selected with their checkboxes, and all at once from the header', async () => {
  const onSelectionChange = vi.fn<(selection: Selection) => void>();
  render(<PaymentTable onSortChange={vi.fn()} onSelectionChange={onSelectionChange} />, {
    wrapper: english,
  });
  const checkboxes = screen.getAllByRole('checkbox');
  expect(checkboxes).toHaveLength(4);
  expect(screen.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();

  await userEvent.click(checkboxes[2]!);
  // RAC reports a Set of row ids (its own Set subclass).
  expect([...(onSelectionChange.mock.lastCall?.[0] as Set<number>)]).toEqual([2]);
  expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
  expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(
    true,
  );
});
