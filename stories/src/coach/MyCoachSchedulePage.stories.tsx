import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoCoach } from '@hci/demo-world';
import { errorHandler, loadingHandler } from '@hci/mock-api';
import { formatTimeRange } from '@hci/design-system';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findOpenDialog,
  findPageHeading,
  patiently,
  recoverApi,
} from '../appStory';
import { noWeeklyHours } from '@hci/page-harness';
import { containing, storyText, type StoryText } from '../storyText';
import { expectThemedSurface } from '../themedSurface';
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.schedule.title'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      text('coach.schedule.loading'),
    );
  },
};

/** No weekly hours yet: every day offers to add some. */
/** A coach who has cleared every weekly hour. */
export const Empty: Story = {
  parameters: { arrange: noWeeklyHours },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    const monday = text('coach.schedule.day.MONDAY');
    await expect(
      await canvas.findByRole(
        'button',
        { name: text('coach.schedule.editor.add', { day: monday }) },
        patiently,
      ),
    ).toBeVisible();
    await expect(canvas.getAllByText(text('coach.schedule.editor.noHours'))).toHaveLength(7);
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(schedule)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.schedule.title'));
    await expect(await canvas.findByText(text('error.default'), {}, patiently)).toBeVisible();
    recoverApi();
    await userEvent.click(canvas.getByRole('button', { name: text('ds.queryView.retry') }));
    await expect(
      await canvas.findByRole('heading', { name: text('coach.schedule.weekly') }, patiently),
    ).toBeVisible();
  },
};

/**
 * The first service (as the API lists them) is chosen once the list has loaded. Read from the value:
 * a query by option role would name each of the page's several hundred time-zone options.
 */
async function firstServiceChosen(canvas: ReturnType<typeof within>, text: StoryText) {
  const service = await canvas.findByRole(
    'combobox',
    { name: text('coach.schedule.service') },
    patiently,
  );
  await waitFor(() => expect(service).toHaveDisplayValue('In-person pantry makeover'), patiently);
}

export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    const monday = text('coach.schedule.day.MONDAY');
    await expect(
      await canvas.findByRole(
        'group',
        {
          name: text('coach.schedule.editor.window', { day: monday, number: 1 }),
        },
        patiently,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: text('coach.schedule.editor.zone') }),
    ).toBeVisible();
    await firstServiceChosen(canvas, text);
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    const monday = text('coach.schedule.day.MONDAY');
    await canvas.findByRole(
      'group',
      {
        name: text('coach.schedule.editor.window', { day: monday, number: 1 }),
      },
      patiently,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: text('coach.schedule.editor.add', { day: monday }) }),
    );
    const second = canvas.getByRole('group', {
      name: text('coach.schedule.editor.window', { day: monday, number: 2 }),
    });
    await userEvent.selectOptions(
      within(second).getByRole('combobox', { name: text('coach.schedule.editor.start') }),
      '11:00',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('coach.schedule.editor.save') }));
    await expect(
      await within(second).findByText(text('coach.schedule.editor.overlap')),
    ).toBeVisible();
  },
};

/**
 * The start of a free time as the page writes it (`Mar 31, 2026, 9:00 – `, `31 mar 2026, 9:00–`):
 * the shape of the locale's own time range up to the dash, any numbers of as many digits (an
 * hour of one or two), in 2026.
 */
function timeRangeStart(locale: string, timeZone: string): RegExp {
  const sample = formatTimeRange('2026-03-31T15:00:00Z', '2026-03-31T16:00:00Z', locale, timeZone);
  const start = /^.*?–\s?/u.exec(sample)![0];
  const pattern = start.replace(
    /(2026)|(\d+)|(\p{L}+)|(\s)|(.)/gu,
    (part: string, _year?: string, number?: string, word?: string, space?: string) =>
      number
        ? `\\d{${number.length === 1 ? '1,2' : number.length}}`
        : word
          ? '\\p{L}+'
          : space
            ? '\\s'
            : containing(part).source,
  );
  return new RegExp(`^${pattern}`, 'u');
}

/** The free times of the first service in the week from the demo day. */
export const FreeTimes: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await firstServiceChosen(canvas, text);
    await userEvent.click(canvas.getByRole('button', { name: text('coach.schedule.show') }));
    const [first] = await canvas.findAllByText(
      timeRangeStart(text.locale, demoCoach.timeZone),
      {},
      patiently,
    );
    await expect(first).toBeVisible();
  },
};

/** Copying Monday's hours to Monday to Friday asks first, since other weekdays have hours. */
export const CopyingToWeekdays: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    const monday = text('coach.schedule.day.MONDAY');
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: text('coach.schedule.editor.copy', { day: monday }) },
        patiently,
      ),
    );
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(
      within(confirm).getByRole('button', { name: text('coach.schedule.editor.copyConfirm') }),
    ).toBeVisible();
  },
};

/** Leaving with hours not saved asks first. */
export const LeavingWithUnsavedHours: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    const friday = text('coach.schedule.day.FRIDAY');
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: text('coach.schedule.editor.add', { day: friday }) },
        patiently,
      ),
    );
    await userEvent.click(canvas.getByRole('link', { name: text('coach.nav.myServices') }));
    const question = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(
      within(question).getByRole('button', { name: text('frame.keepWork.leave') }),
    ).toBeVisible();
    await expectThemedSurface(question, globals);
  },
};

export const LeavingWithUnsavedHoursDark: Story = {
  ...LeavingWithUnsavedHours,
  globals: { theme: 'dark' },
};
