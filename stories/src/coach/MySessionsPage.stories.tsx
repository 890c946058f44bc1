import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { formatLongDate } from '@hci/design-system';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findOpenDialog,
  findPageHeading,
  pageBody,
  patiently,
  recoverApi,
} from '../appStory';
import { storyText } from '../storyText';
import { coachApp, signedIn, startingWith } from './coachStory';

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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.sessions.title'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      text('coach.sessions.loading'),
    );
  },
};

export const Empty: Story = {
  parameters: answers(emptyHandler(sessions)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByRole('heading', { name: text('coach.sessions.emptyUpcoming') }, patiently),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(sessions)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.sessions.title'));
    await expect(await canvas.findByText(text('error.default'), {}, patiently)).toBeVisible();
    recoverApi();
    await userEvent.click(canvas.getByRole('button', { name: text('ds.queryView.retry') }));
    await expect(
      (await canvas.findAllByText(text('coach.sessions.status.SCHEDULED'), {}, patiently))[0],
    ).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.sessions.title'));
    await expect(
      (await canvas.findAllByText(text('coach.sessions.status.SCHEDULED'), {}, patiently))[0],
    ).toBeVisible();
  },
};

/** Booking a session: what is missing is said before anything is sent. */
export const BookingWithErrors: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.sessions.title'));
    await userEvent.click(canvas.getByRole('button', { name: text('coach.sessions.add') }));
    const editor = await findOpenDialog(canvasElement);
    await userEvent.click(
      within(editor).getByRole('button', { name: text('coach.sessions.book') }),
    );
    await expect(
      within(editor).getByRole('combobox', { name: startingWith(text('coach.sessions.service')) }),
    ).toHaveAccessibleDescription(expect.stringContaining(text('form.validation.required')));
  },
};

/** Cancelling a session asks first. */
export const CancellingASession: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    const [cancel] = await canvas.findAllByRole(
      'button',
      { name: text('coach.sessions.cancel') },
      patiently,
    );
    await userEvent.click(cancel!);
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(
      within(confirm).getByRole('button', { name: text('coach.sessions.keep') }),
    ).toBeVisible();
  },
};

/** Marking a session completed asks first, naming the client and the time, and the undo window. */
export const ConfirmingAnOutcome: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    // The first session started an hour ago: it can be completed.
    const [started] = await canvas.findAllByRole('article', {}, patiently);
    await userEvent.click(
      within(started!).getByRole('button', { name: text('coach.sessions.complete') }),
    );
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(
      within(confirm).getByRole('button', { name: text('coach.sessions.markCompleted') }),
    ).toBeVisible();
  },
};

/**
 * An outcome just set: the card shows it, with an Undo (where focus has moved) until 24 hours
 * after, and the toast that confirmed it.
 */
export const UndoableOutcome: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    const [started] = await canvas.findAllByRole('article', {}, patiently);
    const name = within(started!).getByRole('heading').textContent!;
    await userEvent.click(
      within(started!).getByRole('button', { name: text('coach.sessions.complete') }),
    );
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await userEvent.click(
      within(confirm).getByRole('button', { name: text('coach.sessions.markCompleted') }),
    );
    const undo = await within(started!).findByRole(
      'button',
      { name: text('coach.sessions.undoLabel', { name }) },
      patiently,
    );
    await expect(undo).toHaveFocus();
    await expect(within(started!).getByText(text('coach.sessions.status.COMPLETED'))).toBeVisible();
    const toast = await pageBody(canvasElement).findByRole('alertdialog', {}, patiently);
    // Hovering pauses the toast's timer, so it is still there for the snapshot.
    await userEvent.hover(toast);
    await expect(toast).toHaveTextContent(text('coach.sessions.completed', { name }));
  },
};

export const UndoableOutcomeDark: Story = {
  ...UndoableOutcome,
  globals: { theme: 'dark' },
};

/**
 * Past sessions, newest first. The tabs are found rather than got: their list can still be empty
 * when the heading shows (it was, in Spanish).
 */
export const Past: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.sessions.title'));
    await userEvent.click(
      await canvas.findByRole('tab', { name: text('coach.sessions.past') }, patiently),
    );
    await expect(
      (await canvas.findAllByText(text('coach.sessions.status.COMPLETED'), {}, patiently))[0],
    ).toBeVisible();
  },
};

/** The week of the demo day: hours, bookings, a day off and a date with its own hours. */
export const Week: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.sessions.title'));
    await userEvent.click(
      await canvas.findByRole('tab', { name: text('coach.sessions.week') }, patiently),
    );
    await expect(
      await canvas.findByRole(
        'heading',
        {
          name: text('coach.sessions.weekOf', {
            // The Monday of the demo day's week, a calendar date (no time zone to read it in).
            date: formatLongDate('2026-03-30', text.locale, 'UTC'),
          }),
        },
        patiently,
      ),
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
