import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { CoachSubscription } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL, errorHandler, fixtures, loadingHandler } from '@hci/api-schema/msw';
import {
  answers,
  coachPageMeta,
  findPageHeading,
  patiently,
  recoverApi,
  signedIn,
} from './coachPage';

const subscription = '/coaches/{coachId}/subscription';

const base = coachPageMeta();
const meta = {
  ...base,
  title: 'Coach/Subscription',
  args: { path: '/subscription' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<typeof base.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: answers(loadingHandler(subscription)),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your subscription');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your subscription');
  },
};

/** No plan chosen yet: who to ask for one. */
export const Empty: Story = {
  parameters: answers(
    http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/subscription`, () =>
      HttpResponse.json({ content: { status: 'NONE' } satisfies CoachSubscription }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/You have no subscription yet/, {}, patiently),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(subscription)),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your subscription');
    await expect(
      await canvas.findByText('An error found, please try again.', {}, patiently),
    ).toBeVisible();
    recoverApi();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Monthly plan' }, patiently),
    ).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Monthly plan' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText(/^\$\s?29\.00 per month$/)).toBeVisible();
  },
};

export const PastDue: Story = {
  parameters: answers(
    http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/subscription`, () =>
      HttpResponse.json({
        content: { ...fixtures.coachSubscription, status: 'PAST_DUE' } satisfies CoachSubscription,
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Past due', {}, patiently)).toBeVisible();
  },
};
