import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DayPicker, type DayPickerProps } from '@hci/design-system';
import { freezeClock } from '../appStory/demoClock';
import { elementSource, expression, sourceFrom } from '../docs/shownCode';

// Days with something to choose in December 2026 (a booking's free days, say).
const freeDays = new Set(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-08', '2026-12-10']);

/** The free days as Show code declares them. */
const freeDaysSource = `const freeDays = new Set([${[...freeDays].map((day) => JSON.stringify(day)).join(', ')}]);`;

/** The picker with its own chosen and focused day, as a page holds them. */
function Picker(
  props: Omit<DayPickerProps, 'focusedDay' | 'onFocusedDayChange' | 'value'> & {
    value?: string | null;
  },
) {
  const [value, setValue] = useState(props.value ?? null);
  const [focused, setFocused] = useState(props.value ?? '2026-12-01');
  return (
    <DayPicker
      {...props}
      value={value}
      onChange={(day) => {
        setValue(day);
        props.onChange(day);
      }}
      focusedDay={focused}
      onFocusedDayChange={setFocused}
    />
  );
}

const meta = {
  title: 'Library/Components/DayPicker',
  component: Picker,
  // The picker marks today: a day before the month shown keeps the pictures the same every day.
  beforeEach: () => freezeClock('2026-11-28T12:00:00Z'),
  // Show code: the picker as a consumer holds its chosen and focused days, with the free days
  // the story marks when it marks any.
  parameters: sourceFrom(
    ({ value, onChange: _onChange, isDayAvailable, ...args }: Record<string, unknown>) =>
      [
        ...(isDayAvailable ? [freeDaysSource] : []),
        `const [day, setDay] = useState<string | null>(${JSON.stringify(value ?? null)});`,
        `const [focusedDay, setFocusedDay] = useState(${JSON.stringify(value ?? '2026-12-01')});`,
        '',
        elementSource('DayPicker', {
          ...args,
          isDayAvailable: isDayAvailable ? expression('(date) => freeDays.has(date)') : undefined,
          value: expression('day'),
          onChange: expression('setDay'),
          focusedDay: expression('focusedDay'),
          onFocusedDayChange: expression('setFocusedDay'),
        }),
      ].join('\n'),
  ),
  args: {
    label: 'Day of the session',
    value: '2026-12-01',
    minDay: '2026-11-28',
    isDayAvailable: (day: string) => freeDays.has(day),
    onChange: fn(),
  },
} satisfies Meta<typeof Picker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The days with free times carry a dot; the others are struck through. */
export const Default: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Spanish: Story = { globals: { locale: 'es' } };

/** Every day open: no marks. */
export const AllDays: Story = { args: { isDayAvailable: undefined, value: null } };

export const ChosenByKeyboard: Story = {
  // The play reads the days by their English names.
  globals: { locale: 'en-US' },
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: /December 1, 2026/ }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-02');
    // December 4 has nothing to choose: Enter there does nothing.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
