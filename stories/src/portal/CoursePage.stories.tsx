import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { errorHandler, loadingHandler } from '@hci/mock-api';
import { demoCourses, demoToday } from '@hci/demo-world';
import { formatLongDate } from '@hci/design-system';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { storyText, type StoryText } from '../storyText';
import { portalApp } from './portalStory';

const modules = '/students/{studentId}/courses/{courseId}/modules' as const;
const course = demoCourses(demoToday).foundations;

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Learning/Course',
  args: { path: '/my-courses/1' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], text: StoryText) =>
  canvas.findByRole('list', {
    name: text('portal.learning.course.listLabel', { course: course.title }),
  });

export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await list(canvas, text)).toBeVisible();
    await expect(
      canvas.getByText(text('portal.learning.course.shown', { shown: 12, total: 12 })),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        text('portal.learning.nextUpDue', {
          module: 'Powerful questions',
          // The eighth module, due six weeks after the demo day.
          date: formatLongDate('2026-05-11', text.locale, 'UTC'),
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: text('portal.learning.openModule', { module: 'Hydration and energy' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: text('portal.learning.bookmark', { module: 'Hydration and energy' }),
      }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Filtered: Story = {
  args: { path: '/my-courses/1?status=completed&group=flat&view=marked' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await list(canvas, text);
    await expect(
      canvas.getByText(text('portal.learning.course.shown', { shown: 1, total: 12 })),
    ).toBeVisible();
  },
};

export const Bookmarked: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await list(canvas, text);
    const toggle = canvas.getByRole('button', {
      name: text('portal.learning.bookmark', { module: 'Hydration and energy' }),
    });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NoMatch: Story = {
  args: { path: '/my-courses/1?q=zzz' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.learning.course.noMatchTitle') }),
    ).toBeVisible();
  },
};

export const NoBookmarks: Story = {
  args: { path: '/my-courses/3?view=marked' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.learning.course.noBookmarksTitle') }),
    ).toBeVisible();
  },
};

/** The demo world's library: 2,000 modules in 40 weeks. */
export const LargeCourse: Story = {
  args: { path: '/my-courses/4' },
  // The page is as tall as its 2,000 rows (192,000 px), beyond any frame a picture can take;
  // the play function checks the list, and Filled covers its look.
  parameters: { screenshot: false },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    const rows = (
      await canvas.findByRole('list', {
        name: text('portal.learning.course.listLabel', { course: 'Health Coach Library' }),
      })
    ).querySelectorAll('li');
    await expect(
      canvas.getByText(text('portal.learning.course.shown', { shown: 2000, total: 2000 })),
    ).toBeVisible();
    await expect(rows.length).toBeLessThan(2000);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '2000');
  },
};

export const NotFound: Story = {
  args: { path: '/my-courses/99' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.learning.course.notFoundTitle') }),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('12 de 12 módulos')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(await list(canvas, text)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: answers(loadingHandler(modules)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
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
