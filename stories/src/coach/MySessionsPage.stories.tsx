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
  title: 'Apps/Coach/My sessions',
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
      await canvas.findByRole('heading', { name: 'No upcoming sessions.' }, patiently),
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

/** Booking a session: what is missing is said before anything is sent. */
export const BookingWithErrors: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await findPageHeading(canvas, 'Your sessions');
    await userEvent.click(canvas.getByRole('button', { name: 'Book a session' }));
    const editor = await findOpenDialog(canvasElement);
    await userEvent.click(within(editor).getByRole('button', { name: 'Book session' }));
    await expect(
      within(editor).getByRole('combobox', { name: /^Service/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
  },
};

/** Cancelling a session asks first. */
export const CancellingASession: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    const [cancel] = await canvas.findAllByRole('button', { name: 'Cancel session' }, patiently);
    await userEvent.click(cancel!);
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(within(confirm).getByRole('button', { name: 'Keep session' })).toBeVisible();
  },
};

/** Past sessions, newest first. */
export const Past: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your sessions');
    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    await expect((await canvas.findAllByText('Completed', {}, patiently))[0]).toBeVisible();
  },
};

/** The week of the demo day: hours, bookings, a day off and a date with its own hours. */
export const Week: Story = {
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your sessions');
    await userEvent.click(canvas.getByRole('tab', { name: 'Week' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Week of Mar 30, 2026' }, patiently),
    ).toBeVisible();
  },
};

export const WeekInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Semana' }, patiently));
    await expect(
      await canvas.findByRole('heading', { name: /^Semana del/ }, patiently),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  ...Filled,
  globals: { theme: 'dark' },
};
