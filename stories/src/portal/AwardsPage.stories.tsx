import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { portalApp } from './portalStory';

const list = '/students/{studentId}/awards' as const;

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Learning/Awards',
  args: { path: '/my-awards' },
} satisfies Meta<AppStoryArgs>;
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
  parameters: answers(loadingHandler(list)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: answers(emptyHandler(list)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No awards yet' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(list)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
