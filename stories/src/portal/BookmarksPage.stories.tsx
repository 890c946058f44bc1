import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { demoCourses, demoToday } from '@hci/demo-world';
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

/** The demo student's courses with a module bookmarked: a list each. */
const bookmarkedCourses = Object.values(demoCourses(demoToday)).filter(
  (course) => course.bookmarks.length > 0,
);

/** Every bookmarked course of the demo world has its list on the page. */
async function expectEveryList(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const text = await storyText(globals, 'portal');
  const page = within(await within(canvasElement).findByRole('main'));
  for (const { title } of bookmarkedCourses)
    await expect(
      await page.findByRole('list', {
        name: text('portal.learning.bookmarks.listLabel', { course: title }),
      }),
    ).toBeVisible();
}

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mis marcadores' })).toBeVisible();
    await expectEveryList(canvasElement, globals);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, globals }) => expectEveryList(canvasElement, globals),
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
