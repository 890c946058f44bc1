import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from '@hci/design-system';
import { demoInstant, freezeClock } from '../appStory/demoClock';
import { withOverlayTheme } from '../Dialog/overlayTheme';

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
  args: { label: 'Date of birth', isRequired: true, value: '1990-01-31' },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Date of birth');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-required', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '12311990');
    await expect(field).toHaveValue('12-31-1990');
  },
};

export const Invalid: Story = {
  args: { value: '02-30-2026', errorMessage: 'This field must be a valid date' },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Date of birth');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This field must be a valid date'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date of birth')).toBeDisabled();
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
  decorators: [withOverlayTheme],
  beforeEach: () => freezeClock(demoInstant),
} satisfies Story;

/** The calendar's dialog, which renders in a portal on the page's body. */
const openCalendar = async (canvasElement: HTMLElement) => {
  const button = await within(canvasElement).findByRole('button', {
    name: /^(Choose a date|Elegir una fecha) /,
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
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Start date');
    await expect(field).toHaveAccessibleDescription('For example, 04-14-2026 (MM-DD-YYYY)');
    await expect(
      await canvas.findByRole('button', { name: 'Choose a date for Start date' }),
    ).toBeEnabled();
  },
};

export const CalendarOpen: Story = {
  ...upcoming,
  args: { ...upcoming.args, value: '' },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    // An empty field opens on today; the days before it are struck through and cannot be picked.
    await expect(within(dialog).getByRole('grid', { name: /March 2026/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /March 30, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Today.*March 31, 2026/ })).toHaveFocus(),
    );
  },
};

export const PickWithTheKeyboard: Story = {
  ...upcoming,
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByLabelText('Start date');
    const button = await canvas.findByRole('button', { name: 'Choose a date for Start date' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /April 10, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(field).toHaveValue('04-17-2026');
    await calendarClosed(canvasElement);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

export const PickWithTheMouse: Story = {
  ...upcoming,
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByLabelText('Start date');
    const dialog = await openCalendar(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /April 24, 2026/ }));
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
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
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
  play: async ({ canvasElement }) => {
    const dialog = await openCalendar(canvasElement);
    await expect(
      within(dialog)
        .getByRole('button', { name: /April 10, 2026/ })
        .closest('td'),
    ).toHaveAttribute('aria-selected', 'true');
  },
};
