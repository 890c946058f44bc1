import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { storyText } from '../storyText';
import { portalApp } from './portalStory';

const modules = '/students/{studentId}/courses/{courseId}/modules' as const;

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Learning/My bookmarks',
  args: { path: '/my-bookmarks' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('list', {
        name: text('portal.learning.bookmarks.listLabel', { course: 'The Business of Coaching' }),
      }),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mis marcadores' })).toBeVisible();
    // The page's lists, not the navigation's.
    const page = within(await canvas.findByRole('main'));
    await expect(await page.findAllByRole('list')).toHaveLength(2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    // The page's lists, not the navigation's.
    const page = within(await canvas.findByRole('main'));
    await expect(await page.findAllByRole('list')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: answers(loadingHandler(modules)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: answers(emptyHandler(modules)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.learning.bookmarks.emptyTitle') }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(modules)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};
