import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import {
  answers,
  coachPageMeta,
  findPageHeading,
  patiently,
  recoverApi,
  signedIn,
} from './coachPage';

const sessions = '/coaches/{coachId}/sessions';

const base = coachPageMeta();
const meta = {
  ...base,
  title: 'Coach/My sessions',
  args: { path: '/my-sessions' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<typeof base.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: answers(loadingHandler(sessions)),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your sessions');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your sessions');
  },
};

export const Empty: Story = {
  parameters: answers(emptyHandler(sessions)),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No sessions booked yet' }, patiently),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(sessions)),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your sessions');
    await expect(
      await canvas.findByText('An error found, please try again.', {}, patiently),
    ).toBeVisible();
    recoverApi();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((await canvas.findAllByText('Scheduled', {}, patiently))[0]).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your sessions');
    await expect((await canvas.findAllByText('Scheduled', {}, patiently))[0]).toBeVisible();
  },
};
