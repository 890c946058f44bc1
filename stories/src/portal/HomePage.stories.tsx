import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { DEFAULT_MOCK_BASE_URL, emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { formatLongDate } from '@hci/design-system';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
import { storyText } from '../storyText';
import { portalApp } from './portalStory';

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Home',
  args: { path: '/home' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.home.courses') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: text('portal.home.nextSteps') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        text('portal.learning.nextUpDue', {
          module: 'Powerful questions',
          // The foundations' eighth module, due six weeks after the demo day.
          date: formatLongDate('2026-05-11', text.locale, 'UTC'),
        }),
      ),
    ).toBeVisible();
    const [resume] = canvas.getAllByRole('button', {
      name: text('portal.learning.continueLearning'),
    });
    await expect(resume).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: answers(loadingHandler('/students/{studentId}/courses')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing needs the student: no course, payment, message or pending action. */
export const Empty: Story = {
  parameters: answers(
    emptyHandler('/students/{studentId}/courses'),
    emptyHandler('/students/{studentId}/payment_plans'),
    emptyHandler('/students/{studentId}/envelopes'),
    emptyHandler('/students/{studentId}/transfers'),
    http.post(`${DEFAULT_MOCK_BASE_URL}/students/:studentId/communication_intents`, () =>
      HttpResponse.json({ content: [], pagination: { total: 0, page: 0, size: 1 } }),
    ),
  ),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.home.allSetTitle') }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler('/students/{studentId}/courses')),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};
