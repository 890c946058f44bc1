import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { AwardsPage } from '@hci/portal/pages';
import { loadPortalMessages, portalPage } from './portalPage';

const list = '/students/{studentId}/awards' as const;

const meta = {
  title: 'Portal/Learning/Awards',
  component: AwardsPage,
  parameters: { loadMessages: loadPortalMessages },
  decorators: [portalPage({ path: '/my-awards' })],
} satisfies Meta<typeof AwardsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Earned' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Available' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Obtenidos' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Earned' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [portalPage({ path: '/my-awards', handlers: [loadingHandler(list)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  decorators: [portalPage({ path: '/my-awards', handlers: [emptyHandler(list)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No awards yet' })).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [portalPage({ path: '/my-awards', handlers: [errorHandler(list)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
