import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  EmptyState,
  formatMoney,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  type SortDescriptor,
} from '@hci/design-system';
import { storyText } from '../storyText';
import { withDefinitionOf, storyFileText } from '../docs/shownCode';

const fileText = storyFileText('Table/Table.stories.tsx');

type Status = 'paid' | 'due' | 'scheduled';

interface Payment {
  id: number;
  installment: number;
  dueDate: string;
  status: Status;
  /** Cents. */
  amount: number;
}

const payments: Payment[] = [
  { id: 1, installment: 1, dueDate: '2026-01-05', status: 'paid', amount: 26250 },
  { id: 2, installment: 2, dueDate: '2026-02-05', status: 'paid', amount: 26250 },
  { id: 3, installment: 3, dueDate: '2026-03-05', status: 'due', amount: 26250 },
  { id: 4, installment: 4, dueDate: '2026-04-05', status: 'scheduled', amount: 126250 },
];

const copy = {
  en: {
    locale: 'en-US',
    table: 'Payment schedule',
    installment: 'Installment',
    dueDate: 'Due date',
    status: 'Status',
    amount: 'Amount due',
    statuses: { paid: 'Paid', due: 'Due', scheduled: 'Scheduled' },
    emptyTitle: 'No payments yet',
    emptyDescription: 'Choose a payment plan to see its schedule.',
  },
  es: {
    locale: 'es',
    table: 'Calendario de pagos',
    installment: 'Cuota',
    dueDate: 'Fecha de vencimiento',
    status: 'Estado',
    amount: 'Importe',
    statuses: { paid: 'Pagada', due: 'Pendiente', scheduled: 'Programada' },
    emptyTitle: 'Aún no hay pagos',
    emptyDescription: 'Elige un plan de pago para ver su calendario.',
  },
} as const;

interface PaymentScheduleProps {
  rows?: Payment[];
  /** Rows selectable with checkboxes, these selected at first. */
  selected?: readonly number[];
  narrowLayout?: 'scroll' | 'stacked';
  language?: keyof typeof copy;
}

function PaymentSchedule({
  rows = payments,
  selected,
  narrowLayout,
  language = 'en',
}: PaymentScheduleProps) {
  const text = copy[language];
  const [sort, setSort] = useState<SortDescriptor>({ column: 'dueDate', direction: 'ascending' });
  const [selection, setSelection] = useState(new Set<string | number>(selected));
  const sorted = [...rows].sort((a, b) => {
    const order = a.dueDate.localeCompare(b.dueDate);
    return sort.direction === 'descending' ? -order : order;
  });
  const selectionProps = selected
    ? {
        selectionMode: 'multiple' as const,
        selectedKeys: selection,
        onSelectionChange: setSelection,
      }
    : {};
  return (
    <Table
      aria-label={text.table}
      sortDescriptor={sort}
      onSortChange={setSort}
      narrowLayout={narrowLayout}
      {...selectionProps}
    >
      <TableHeader>
        <TableColumn id="installment" align="end">
          {text.installment}
        </TableColumn>
        <TableColumn id="dueDate" isRowHeader allowsSorting>
          {text.dueDate}
        </TableColumn>
        <TableColumn id="status">{text.status}</TableColumn>
        <TableColumn id="amount" align="end">
          {text.amount}
        </TableColumn>
      </TableHeader>
      <TableBody
        items={sorted}
        renderEmptyState={() => (
          <EmptyState title={text.emptyTitle} description={text.emptyDescription} />
        )}
      >
        {(payment) => (
          <TableRow id={payment.id}>
            <TableCell align="end">{payment.installment}</TableCell>
            <TableCell>{payment.dueDate}</TableCell>
            <TableCell>{text.statuses[payment.status]}</TableCell>
            <TableCell align="end">{formatMoney(payment.amount, text.locale)}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Library/Components/Table',
  component: PaymentSchedule,
  parameters: withDefinitionOf(fileText, 'PaymentSchedule', [
    'Status',
    'Payment',
    'payments',
    'copy',
    'PaymentScheduleProps',
  ]),
} satisfies Meta<typeof PaymentSchedule>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sorting: Story = {
  play: async ({ canvas }) => {
    const dueDate = canvas.getByRole('columnheader', { name: 'Due date' });
    await expect(dueDate).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Due date' }));
    await expect(dueDate).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('2026-04-05');
  },
};

export const Selection: Story = {
  args: { selected: [] },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await userEvent.click(canvas.getByRole('checkbox', { name: '2026-01-05' }));
    await expect(canvas.getByRole('checkbox', { name: '2026-01-05' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: text('ds.table.selectAll') }),
    ).toBePartiallyChecked();
  },
};

export const KeyboardFocus: Story = {
  args: { selected: [] },
  // Wide enough for the whole table (NarrowScreen shows the phone's scrolling region).
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    // "Select all", the sort button, then the rows' checkboxes; the region fits, so it is no stop.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: text('ds.table.selectAll') })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Due date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: '2026-04-05' })).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: '2026-04-05' })).toBeChecked();
  },
};

/** Too wide for a phone: the table scrolls sideways in its region. */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Payment schedule' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // Focusable, so the arrow keys scroll it.
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/**
 * Stacked: on a phone each row is a block, its row header on top and each other cell beside its
 * column's name; "Select all" and the sort button stay above the rows. Wider, it is a table.
 */
export const StackedOnNarrowScreen: Story = {
  args: { narrowLayout: 'stacked', selected: [2] },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    const region = canvas.getByRole('region', { name: 'Payment schedule' });
    await expect(region.scrollWidth).toBe(region.clientWidth);
    // Nothing to scroll, so the region is no Tab stop.
    await expect(region).not.toHaveAttribute('tabindex');
    // Still a table to screen readers, with its column headers.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    await expect(canvas.getAllByText('Amount due')[1]).toBeVisible();
    await userEvent.click(canvas.getByText(text('ds.table.selectAll')));
    await expect(canvas.getByRole('checkbox', { name: text('ds.table.selectAll') })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Due date' }));
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('2026-04-05');
  },
};

export const Spanish: Story = {
  args: { language: 'es', selected: [2] },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Seleccionar todo' })).toBeInTheDocument();
  },
};

export const StackedSpanish: Story = {
  args: { language: 'es', narrowLayout: 'stacked', selected: [2] },
  globals: { locale: 'es' },
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
};

export const StackedDark: Story = {
  args: { narrowLayout: 'stacked', selected: [2] },
  globals: { theme: 'dark' },
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
};

/**
 * In a layout that sizes itself by its content (a grid column, a settings page beside its menu):
 * the table still scrolls in its own region and the layout keeps the phone's width.
 */
export const InsideContentSizedLayout: Story = {
  decorators: [
    (Story) => (
      <div data-testid="layout" style={{ display: 'grid', width: 320 }}>
        <section>{Story()}</section>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const layout = canvas.getByTestId('layout');
    await expect(layout.scrollWidth).toBe(layout.clientWidth);
    const region = canvas.getByRole('region', { name: 'Payment schedule' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payments yet')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { selected: [2] },
};
