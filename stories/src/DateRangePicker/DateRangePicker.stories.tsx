import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from '@hci/design-system';
import { argText } from '../storyArgs';
import { containing, storyText, type StoryText } from '../storyText';

const march = { start: new CalendarDate(2026, 3, 9), end: new CalendarDate(2026, 3, 13) };

const meta = {
  title: 'Library/Components/DateRangePicker',
  component: DateRangePicker<CalendarDate>,
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
  args: {
    label: 'Available dates',
    description: 'The days clients can book sessions with you.',
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker<CalendarDate>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: march } };

/** The keys that type `date` into a date field, its segments in the locale's order. */
function dateKeys(text: StoryText, date: CalendarDate) {
  const digits = { month: `0${date.month}`.slice(-2), day: `0${date.day}`.slice(-2) };
  return new Intl.DateTimeFormat(text.intl.locale)
    .formatToParts(date.toDate('UTC'))
    .map(({ type }) =>
      type === 'year' ? `${date.year}` : type in digits ? digits[type as 'day'] : '',
    )
    .join('');
}

export const Typed: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = await storyText(globals);
    // The start date's first segment, whichever the locale puts first.
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard(dateKeys(text, march.start));
    await userEvent.keyboard(dateKeys(text, march.end));
    await expect(args.onChange).toHaveBeenLastCalledWith(march);
  },
};

export const CalendarOpen: Story = {
  args: { defaultValue: march },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals);
    // The field's one button, named by react-aria in the story's language.
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const month = text.intl.formatDate(march.start.toDate('UTC'), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // The popover fades in: visible once its entrance has run, however busy the machine.
    await waitFor(() =>
      expect(within(dialog).getByRole('grid', { name: containing(month) })).toBeVisible(),
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: march } };

export const Invalid: Story = {
  args: {
    validationBehavior: 'aria',
    defaultValue: { start: march.end, end: march.start },
    errorMessage: 'The start time must be earlier than the end time.',
  },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(
      canvas.getByText(say('The start time must be earlier than the end time.')),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Fechas disponibles', description: undefined, defaultValue: march },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: march } };
