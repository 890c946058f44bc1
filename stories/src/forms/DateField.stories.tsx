import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from '@hci/design-system';
import { demoInstant } from '@hci/demo-world';
import { freezeClock } from '../appStory/demoClock';
import { argText } from '../storyArgs';
import { containing, storyText, type StoryText } from '../storyText';
import { expectThemedSurface } from '../themedSurface';
import { controlledSource } from '../docs/shownCode';

type Props = ComponentProps<typeof DateField>;

/** A controlled field, as forms use it. */
function Controlled(props: Props) {
  const [value, setValue] = useState(props.value);
  return <DateField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Library/Forms/DateField',
  component: DateField,
  render: (args) => <Controlled {...args} />,
  parameters: controlledSource('DateField'),
  args: { label: 'Date of birth', isRequired: true, value: '1990-01-31' },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Date of birth'));
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-required', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '12311990');
    await expect(field).toHaveValue('12-31-1990');
  },
};

export const Invalid: Story = {
  args: { value: '02-30-2026', errorMessage: 'This field must be a valid date' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Date of birth'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(say('This field must be a valid date')),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByLabelText(say('Date of birth'))).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Fecha de nacimiento',
    value: '02-30-2026',
    errorMessage: 'Este campo debe ser una fecha válida',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Fecha de nacimiento');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Este campo debe ser una fecha válida'),
    );
  },
};

/**
 * A date to come, on the mocks' demo day (March 31, 2026): its example is two weeks ahead, and a
 * calendar button beside it offers today and later.
 */
const upcoming = {
  args: { label: 'Start date', upcoming: true, value: '2026-04-10' },
  beforeEach: () => freezeClock(demoInstant),
} satisfies Story;

/** A day as the calendar names it (after its weekday), in the story's language. */
const day = (text: StoryText, month: number, date: number) =>
  containing(text.intl.formatDate(new Date(2026, month - 1, date), { dateStyle: 'long' }));

/** The calendar's dialog, which renders in a portal on the page's body. */
const openCalendar = async (canvasElement: HTMLElement, text: StoryText, field: string) => {
  const button = await within(canvasElement).findByRole('button', {
    name: text('ds.dateField.chooseDateFor', { field }),
  });
  await userEvent.click(button);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  // It fades in: visible once its entrance has ended.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** The dialog has faded out and left the page. */
const calendarClosed = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument(),
  );

export const Upcoming: Story = {
  ...upcoming,
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    const field = canvas.getByLabelText(say('Start date'));
    await expect(field).toHaveAccessibleDescription(
      text('form.dateField.format', { example: '04-14-2026' }),
    );
    await expect(
      await canvas.findByRole('button', {
        name: text('ds.dateField.chooseDateFor', { field: say('Start date') }),
      }),
    ).toBeEnabled();
  },
};

export const CalendarOpen: Story = {
  ...upcoming,
  args: { ...upcoming.args, value: '' },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    const dialog = await openCalendar(canvasElement, text, say('Start date'));
    const march = text.intl.formatDate(new Date(2026, 2), { month: 'long', year: 'numeric' });
    // An empty field opens on today; the days before it are struck through and cannot be picked.
    await expect(within(dialog).getByRole('grid', { name: containing(march) })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: day(text, 3, 30) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const today = within(dialog).getByRole('button', { name: day(text, 3, 31) });
    await expect(today).toHaveAttribute('data-today', 'true');
    await waitFor(() => expect(today).toHaveFocus());
  },
};

export const PickWithTheKeyboard: Story = {
  ...upcoming,
  play: async ({ canvas, canvasElement, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    const field = canvas.getByLabelText(say('Start date'));
    const button = await canvas.findByRole('button', {
      name: text('ds.dateField.chooseDateFor', { field: say('Start date') }),
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: day(text, 4, 10) })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(field).toHaveValue('04-17-2026');
    await calendarClosed(canvasElement);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const PickWithTheMouse: Story = {
  ...upcoming,
  play: async ({ canvas, canvasElement, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    const field = canvas.getByLabelText(say('Start date'));
    const dialog = await openCalendar(canvasElement, text, say('Start date'));
    await userEvent.click(within(dialog).getByRole('button', { name: day(text, 4, 24) }));
    await expect(field).toHaveValue('04-24-2026');
    await calendarClosed(canvasElement);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const CalendarSpanish: Story = {
  ...upcoming,
  globals: { locale: 'es' },
  args: { ...upcoming.args, label: 'Fecha de inicio' },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openCalendar(canvasElement, await storyText(globals), 'Fecha de inicio');
    await expect(within(dialog).getByRole('heading', { name: 'abril de 2026' })).toBeVisible();
    // The month's own arrow (a hidden twin serves screen readers' own navigation).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Siguiente' })[0]!);
    await expect(within(dialog).getByRole('heading', { name: 'mayo de 2026' })).toBeVisible();
  },
};

export const CalendarDark: Story = {
  ...upcoming,
  globals: { theme: 'dark' },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    const dialog = await openCalendar(canvasElement, text, say('Start date'));
    await expect(
      within(dialog)
        .getByRole('button', { name: day(text, 4, 10) })
        .closest('td'),
    ).toHaveAttribute('aria-selected', 'true');
    await expectThemedSurface(dialog, globals);
  },
};
