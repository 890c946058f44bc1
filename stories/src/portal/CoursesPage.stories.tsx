import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { demoCourses, demoToday } from '@hci/demo-world';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { storyText } from '../storyText';
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    const [first] = await canvas.findAllByRole('article');
    await expect(first).toHaveAccessibleName('Health Coach Training Program: Foundations');
    await expect(
      canvas.getByText(text('portal.learning.moduleCount', { completed: 7, total: 12 })),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('7 de 12 módulos')).toBeVisible();
    await expect(
      canvas.getByText('A continuación: Powerful questions, vence el 11 may 2026'),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    for (const { title } of Object.values(demoCourses(demoToday)))
      await expect(await canvas.findByRole('article', { name: title })).toBeVisible();
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.learning.courses.emptyTitle') }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(list)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};
