import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findOpenDialog,
  findPageHeading,
  patiently,
  recoverApi,
} from '../appStory';
import { coachApp, signedIn } from './coachStory';

const sessions = '/coaches/{coachId}/sessions';

const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Coach/My sessions',
  args: { path: '/my-sessions' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<AppStoryArgs>;
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

/** Booking a session: what is missing or wrong is said before anything is sent. */
export const BookingWithErrors: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await findPageHeading(canvas, 'Your sessions');
    await userEvent.click(canvas.getByRole('button', { name: 'Book a session' }));
    const editor = await findOpenDialog(canvasElement);
    await userEvent.type(within(editor).getByLabelText(/Client’s email/), 'dana');
    await userEvent.click(within(editor).getByRole('button', { name: 'Book session' }));
    await expect(within(editor).getByLabelText(/Client’s email/)).toHaveAccessibleDescription(
      'Please type your email in the format [name@example.com]',
    );
  },
};

/** Deleting a session asks first. */
export const DeletingASession: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    const [remove] = await canvas.findAllByRole(
      'button',
      { name: /^Delete the session with/ },
      patiently,
    );
    await userEvent.click(remove!);
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(within(confirm).getByRole('button', { name: 'Delete session' })).toBeVisible();
  },
};
