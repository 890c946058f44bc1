import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, userEvent } from 'storybook/test';
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  type TableProps,
} from '@hci/design-system';

interface Payment {
  id: number;
  installment: number;
  dueDate: string;
  status: string;
  amount: string;
}

const payments: Payment[] = [
  { id: 1, installment: 1, dueDate: '2026-01-05', status: 'Paid', amount: '$262.50' },
  { id: 2, installment: 2, dueDate: '2026-02-05', status: 'Paid', amount: '$262.50' },
  { id: 3, installment: 3, dueDate: '2026-03-05', status: 'Due', amount: '$262.50' },
  { id: 4, installment: 4, dueDate: '2026-04-05', status: 'Scheduled', amount: '$1,262.50' },
];

function PaymentSchedule({
  rows = payments,
  ...props
}: Omit<TableProps, 'children'> & { rows?: Payment[] }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'dueDate', direction: 'ascending' });
  const sorted = [...rows].sort((a, b) => {
    const order = a.dueDate.localeCompare(b.dueDate);
    return sort.direction === 'descending' ? -order : order;
  });
  return (
    <Table aria-label="Payment schedule" sortDescriptor={sort} onSortChange={setSort} {...props}>
      <TableHeader>
        <TableColumn id="installment" align="end">
          Installment
        </TableColumn>
        <TableColumn id="dueDate" isRowHeader allowsSorting>
          Due date
        </TableColumn>
        <TableColumn id="status">Status</TableColumn>
        <TableColumn id="amount" align="end">
          Amount due
        </TableColumn>
      </TableHeader>
      <TableBody
        items={sorted}
        renderEmptyState={() => (
          <EmptyState
            title="No payments yet"
            description="Choose a payment plan to see its schedule."
          />
        )}
      >
        {(payment) => (
          <TableRow id={payment.id}>
            <TableCell align="end">{payment.installment}</TableCell>
            <TableCell>{payment.dueDate}</TableCell>
            <TableCell>{payment.status}</TableCell>
            <TableCell align="end">{payment.amount}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Components/Table',
  component: Table,
  render: (args) => <PaymentSchedule {...args} />,
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sorting: Story = {
  play: async ({ canvas }) => {
    const dueDate = canvas.getByRole('columnheader', { name: 'Due date' });
    await userEvent.click(dueDate);
    await expect(dueDate).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('2026-04-05');
  },
};

export const Selection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('checkbox')[1]).toBeChecked();
  },
};

export const KeyboardFocus: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('row')[2]).toHaveFocus();
  },
};

export const Empty: Story = {
  render: (args) => <PaymentSchedule {...args} rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payments yet')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { selectionMode: 'multiple', defaultSelectedKeys: [2] },
};
