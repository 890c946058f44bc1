import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { CoachSchedule } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL, errorHandler, fixtures, loadingHandler } from '@hci/api-schema/msw';
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

// Weekly hours, and the free times of a service between two dates (the week from the demo day).
const schedule = '/coaches/{coachId}/schedule';

const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/My coach schedule',
  args: { path: '/my-coach-schedule' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: answers(loadingHandler(schedule)),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your schedule');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your schedule');
  },
};

/** No weekly hours yet: every day offers to add some. */
export const Empty: Story = {
  parameters: answers(
    http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/schedule`, () =>
      HttpResponse.json({
        content: { ...fixtures.coachSchedule, windows: [], overrides: [] } satisfies CoachSchedule,
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Add hours on Monday' }, patiently),
    ).toBeVisible();
    await expect(canvas.getAllByText('Not available')).toHaveLength(7);
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(schedule)),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your schedule');
    await expect(
      await canvas.findByText('An error found, please try again.', {}, patiently),
    ).toBeVisible();
    recoverApi();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Weekly hours' }, patiently),
    ).toBeVisible();
  },
};

/**
 * The first service is chosen once the list of services has loaded. Read from the select's value:
 * a query by option role would name each of the page's several hundred time-zone options.
 */
async function firstServiceChosen(canvas: ReturnType<typeof within>) {
  const service = await canvas.findByRole('combobox', { name: 'Service' }, patiently);
  await waitFor(() => expect(service).toHaveDisplayValue('Free discovery call'), patiently);
}

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('group', { name: 'Monday, hours 1' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Your hours are in' })).toBeVisible();
    await firstServiceChosen(canvas);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Horas semanales' }, patiently),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  ...Filled,
  globals: { theme: 'dark' },
};

/** Hours that overlap the day's other hours are refused before anything is saved. */
export const Overlapping: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'Monday, hours 1' }, patiently);
    await userEvent.click(canvas.getByRole('button', { name: 'Add hours on Monday' }));
    const second = canvas.getByRole('group', { name: 'Monday, hours 2' });
    await userEvent.selectOptions(within(second).getByRole('combobox', { name: 'From' }), '11:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save schedule' }));
    await expect(
      await within(second).findByText('These hours overlap other hours of the same day.'),
    ).toBeVisible();
  },
};

/** The free times of the first service in the week from the demo day. */
export const FreeTimes: Story = {
  play: async ({ canvas }) => {
    await firstServiceChosen(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Show free times' }));
    // The mocks' free times come from the fixture schedule through the shared rule.
    const [first] = await canvas.findAllByText(
      /^\w{3} \d{1,2}, 2026, \d{1,2}:\d{2}\s–\s/,
      {},
      patiently,
    );
    await expect(first).toBeVisible();
  },
};

/** Copying Monday's hours to every day asks first, since other days have hours. */
export const CopyingToAllDays: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Copy to all days: Monday hours' }, patiently),
    );
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(within(confirm).getByRole('button', { name: 'Replace hours' })).toBeVisible();
  },
};
