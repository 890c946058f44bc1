import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import {
  DEFAULT_MOCK_BASE_URL,
  emptyHandler,
  errorHandler,
  loadingHandler,
} from '@hci/api-schema/msw';
import { HomePage } from '@hci/portal/pages';
import { loadPortalMessages, portalPage } from './portalPage';

const meta = {
  title: 'Portal/Home',
  component: HomePage,
  parameters: { loadMessages: loadPortalMessages },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  decorators: [portalPage({ path: '/home' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Courses in progress' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Needs your attention' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [
    portalPage({ path: '/home', handlers: [loadingHandler('/students/{studentId}/courses')] }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing needs the student: no course, payment, message or pending action. */
export const Empty: Story = {
  decorators: [
    portalPage({
      path: '/home',
      handlers: [
        emptyHandler('/students/{studentId}/courses'),
        emptyHandler('/students/{studentId}/payment_plans'),
        emptyHandler('/students/{studentId}/envelopes'),
        emptyHandler('/students/{studentId}/transfers'),
        http.post(`${DEFAULT_MOCK_BASE_URL}/students/:studentId/communication_intents`, () =>
          HttpResponse.json({ content: [], pagination: { total: 0, page: 0, size: 1 } }),
        ),
      ],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You are all set' })).toBeVisible();
  },
};

export const Error: Story = {
  decorators: [
    portalPage({ path: '/home', handlers: [errorHandler('/students/{studentId}/courses')] }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
