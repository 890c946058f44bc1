import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, fixtures, loadingHandler } from '@hci/api-schema/msw';
import { answers, coachPageMeta, findPageHeading, patiently, signedIn } from './coachPage';

const search = '/coach_product_purchases/find_by_criteria';

const base = coachPageMeta();
const meta = {
  ...base,
  title: 'Coach/Purchases',
  args: { path: '/purchases' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<typeof base.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Purchases');
    await expect(await canvas.findByRole('table', { name: 'Purchases' }, patiently)).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Compras' }, patiently)).toBeVisible();
  },
};

export const Dark: Story = {
  ...Filled,
  globals: { theme: 'dark' },
};

export const Filtered: Story = {
  args: { path: '/purchases?status=PAID' },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Purchases' }, patiently);
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('PAID');
  },
};

export const Loading: Story = {
  parameters: answers(loadingHandler(search, { method: 'post' })),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Purchases');
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: answers(emptyHandler(search, { method: 'post' })),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No purchases found' }, patiently),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(search, { method: 'post' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, patiently)).toBeVisible();
  },
};

export const Purchase: Story = {
  args: { path: '/purchases/15' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(fixtures.purchases[0]!.customer.email, {}, patiently),
    ).toBeVisible();
  },
};
