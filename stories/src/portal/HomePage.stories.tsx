import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import {
  DEFAULT_MOCK_BASE_URL,
  emptyHandler,
  errorHandler,
  loadingHandler,
} from '@hci/api-schema/msw';
import { answers, appStoryMeta, type AppStoryArgs } from '../appStory';
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Courses in progress' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Needs your attention' })).toBeVisible();
    await expect(canvas.getByText('Next up: Powerful questions, due Apr 20, 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue learning' })).toBeVisible();
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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are all set' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler('/students/{studentId}/courses')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
