import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { portalApp } from './portalStory';

const list = '/students/{studentId}/courses' as const;

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Learning/My courses',
  args: { path: '/my-courses' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const [first] = await canvas.findAllByRole('article');
    await expect(first).toHaveAccessibleName('Health Coach Training Program: Foundations');
    await expect(canvas.getByText('7 of 12 modules')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('7 de 12 módulos')).toBeVisible();
    await expect(
      canvas.getByText('A continuación: Powerful questions, vence el 20 abr 2026'),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(3);
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
    await expect(await canvas.findByRole('heading', { name: 'No courses yet' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(list)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
