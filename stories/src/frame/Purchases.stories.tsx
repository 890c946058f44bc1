import { purchaseStatusValues } from '@hci/api-schema';
import {
  PurchaseDetails,
  type PurchaseFilter,
  type PurchasePage,
  type PurchaseRecord,
  PurchaseStatusBadge,
  PurchaseTransactions,
} from '@hci/app-frame';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Inline, type QueryState } from '@hci/design-system';
import { queryState } from '../queryState';
import { storyText } from '../storyText';

const purchases: PurchaseRecord[] = [
  {
    id: 1042,
    product: { title: 'Twelve-week gut health program' },
    coachProductType: 'SERVICE',
    customer: { name: 'Avery Thompson', email: 'avery.thompson@example.com' },
    status: 'PAID',
    amount: 89000,
    purchasedAt: '2026-10-28T15:20:00Z',
  },
  {
    id: 1038,
    product: { title: 'Meal-prep guide' },
    coachProductType: 'PRODUCT',
    customer: { name: 'María José Fernández', email: 'mj.fernandez@example.com' },
    status: 'PENDING',
    amount: 2900,
    purchasedAt: '2026-10-21T09:05:00Z',
  },
  {
    id: 1031,
    product: { title: 'Free discovery call' },
    coachProductType: 'SERVICE',
    customer: { name: 'Sam Okafor', email: 'sam.okafor@example.com' },
    status: 'REFUNDED',
    amount: 0,
    purchasedAt: '2026-10-02T18:45:00Z',
  },
];

const loaded: PurchasePage = {
  content: purchases,
  pagination: { total: 23 },
  statusTotals: [
    { status: 'PENDING', count: 2, amount: 11800 },
    { status: 'PAID', count: 19, amount: 412600 },
    { status: 'REFUNDED', count: 2, amount: 8900 },
  ],
};

const query = (overrides: Partial<QueryState<PurchasePage>>) => queryState<PurchasePage>(overrides);

const customers = purchases.map(({ customer }) => ({
  value: customer.name,
  label: customer.name,
}));

/** The list as a page holds it: filter and page in state, so the controls can be tried. */
function Transactions(props: { query: QueryState<PurchasePage>; filter?: PurchaseFilter }) {
  const [filter, setFilter] = useState<PurchaseFilter>(props.filter ?? {});
  const [page, setPage] = useState(0);
  return (
    <PurchaseTransactions
      filter={filter}
      onFilterChange={setFilter}
      page={page}
      onPageChange={setPage}
      query={props.query}
      customers={customers}
      detailHref={(id) => `#purchase-${id}`}
    />
  );
}

// A piece of the apps' shared frame (@hci/app-frame), not of the library: filed under Apps.
const meta = {
  title: 'Apps/Frame/Purchases',
  component: Transactions,
  args: { query: query({ data: loaded }) },
} satisfies Meta<typeof Transactions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What customers bought: filters, the totals of every match, a page of rows, paging. */
export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    const table = canvas.getByRole('table', { name: text('frame.purchases.table') });
    await expect(table).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: text('frame.purchases.open', {
          id: 1042,
          product: 'Twelve-week gut health program',
          customer: 'Avery Thompson',
        }),
      }),
    ).toHaveAttribute('href', '#purchase-1042');
    await userEvent.click(canvas.getByRole('button', { name: text('ds.pagination.next') }));
    await expect(
      canvas.getByText(text('ds.pagination.range', { start: 11, end: 20, total: 23 })),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Compras' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone the filters stack and the table scrolls inside its own box, not the page. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
};

export const Loading: Story = {
  args: { query: query({ isPending: true, isFetching: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nobody has bought anything yet. */
export const Empty: Story = {
  args: { query: query({ data: { content: [], pagination: { total: 0 }, statusTotals: [] } }) },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(
      canvas.getByRole('heading', { name: text('frame.purchases.empty.title') }),
    ).toBeVisible();
  },
};

/** A filter that matches nothing offers to clear it. */
export const NoMatch: Story = {
  args: {
    query: query({ data: { content: [], pagination: { total: 0 }, statusTotals: [] } }),
    filter: { status: 'FAILED' },
  },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(
      canvas.getAllByRole('button', { name: text('frame.purchases.clear') })[0],
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { query: query({ isError: true, error: new Error('offline') }) },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(canvas.getByRole('button', { name: text('ds.queryView.retry') })).toBeVisible();
  },
};

/** One purchase, as its page shows it. */
export const Details: Story = {
  render: () => <PurchaseDetails purchase={purchases[1]!} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('mj.fernandez@example.com')).toBeVisible();
  },
};

/** Where a purchase stands, in each of its five states. */
export const Statuses: Story = {
  render: () => (
    <Inline space="xsmall">
      {purchaseStatusValues.map((status) => (
        <PurchaseStatusBadge key={status} status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(canvas.getByText(text('frame.option.purchaseStatus.REFUNDED'))).toBeVisible();
  },
};

export const StatusesSpanish: Story = { ...Statuses, globals: { locale: 'es' }, play: undefined };
