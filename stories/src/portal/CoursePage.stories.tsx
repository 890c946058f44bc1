import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import type { CourseModule } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL, errorHandler, fixtures, loadingHandler } from '@hci/api-schema/msw';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { portalApp } from './portalStory';

const modules = '/students/{studentId}/courses/{courseId}/modules' as const;
const course = fixtures.courses[0]!;

/** 2,000 modules in 40 weeks, as the largest course of the demo data. */
const library: CourseModule[] = Array.from({ length: 2000 }, (_, index) => ({
  id: 10_000 + index,
  courseId: course.id,
  title: `Lesson ${index + 1}: ${fixtures.courseModules[index % 12]!.title}`,
  description: `Recording, notes and a short exercise for lesson ${index + 1}.`,
  week: Math.floor(index / 50) + 1,
  position: index,
  status: index < 75 ? 'COMPLETED' : index === 75 ? 'IN_PROGRESS' : 'NOT_STARTED',
  progress: index < 75 ? 100 : index === 75 ? 50 : 0,
  durationMinutes: 15 + (index % 3) * 15,
  bookmarked: index % 97 === 3,
}));
const largeCourse = http.get(
  `${DEFAULT_MOCK_BASE_URL}/students/:id/courses/:courseId/modules`,
  () =>
    HttpResponse.json({
      content: library,
      pagination: { total: library.length, page: 0, size: library.length },
    }),
);

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Learning/Course',
  args: { path: '/my-courses/1' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.findByRole('list', { name: `Modules of ${course.title}` });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await list(canvas)).toBeVisible();
    await expect(canvas.getByText('12 of 12 modules')).toBeVisible();
    await expect(canvas.getByText('Next up: Powerful questions, due Apr 20, 2026')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Open Hydration and energy in the learning platform (new tab)',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Bookmark Hydration and energy' }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Filtered: Story = {
  args: { path: '/my-courses/1?status=completed&group=flat&view=marked' },
  play: async ({ canvas }) => {
    await list(canvas);
    await expect(canvas.getByText('1 of 12 modules')).toBeVisible();
  },
};

export const Bookmarked: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await list(canvas);
    const toggle = canvas.getByRole('button', { name: 'Bookmark Hydration and energy' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NoMatch: Story = {
  args: { path: '/my-courses/1?q=zzz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No module matches' })).toBeVisible();
  },
};

export const NoBookmarks: Story = {
  args: { path: '/my-courses/3?view=marked' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No bookmarks yet' })).toBeVisible();
  },
};

export const LargeCourse: Story = {
  // The page is as tall as its 2,000 rows (192,000 px), beyond any frame a picture can take;
  // the play function checks the list, and Filled covers its look.
  parameters: { ...answers(largeCourse), screenshot: false },
  play: async ({ canvas }) => {
    const rows = (await list(canvas)).querySelectorAll('li');
    await expect(canvas.getByText('2,000 of 2,000 modules')).toBeVisible();
    await expect(rows.length).toBeLessThan(2000);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '2000');
  },
};

export const NotFound: Story = {
  args: { path: '/my-courses/99' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Course not found' })).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(await list(canvas)).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
