import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { BookmarksPage } from '@hci/portal/pages';
import { loadPortalMessages, portalPage } from './portalPage';

const modules = '/students/{studentId}/courses/{courseId}/modules' as const;

const meta = {
  title: 'Portal/Learning/My bookmarks',
  component: BookmarksPage,
  parameters: { loadMessages: loadPortalMessages },
  decorators: [portalPage({ path: '/my-bookmarks' })],
} satisfies Meta<typeof BookmarksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('list', { name: 'Bookmarked modules of The Business of Coaching' }),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mis marcadores' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('list')).toHaveLength(2);
  },
};

export const Loading: Story = {
  decorators: [portalPage({ path: '/my-bookmarks', handlers: [loadingHandler(modules)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  decorators: [portalPage({ path: '/my-bookmarks', handlers: [emptyHandler(modules)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [portalPage({ path: '/my-bookmarks', handlers: [errorHandler(modules)] })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
