import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { errorHandler, loadingHandler } from '@hci/mock-api';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findPageHeading,
  patiently,
  recoverApi,
} from '../appStory';
import { storyText } from '../storyText';
import { coachApp, signedIn } from './coachStory';

// The first step after confirming the e-mail: the essentials of the profile. A coach record
// always exists by then, so the page has no empty state.
const coach = '/coaches/{coachId}';

const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/Complete profile',
  args: { path: '/complete-profile-information' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: answers(loadingHandler(coach)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.completeProfile.title'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      text('coach.profile.loading'),
    );
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(coach)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.completeProfile.title'));
    await expect(await canvas.findByText(text('error.default'), {}, patiently)).toBeVisible();
    recoverApi();
    await userEvent.click(canvas.getByRole('button', { name: text('ds.queryView.retry') }));
    await expect(
      await canvas.findByRole('button', { name: text('coach.common.continue') }, patiently),
    ).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.completeProfile.title'));
    await expect(
      await canvas.findByRole('button', { name: text('coach.common.continue') }, patiently),
    ).toBeVisible();
  },
};
