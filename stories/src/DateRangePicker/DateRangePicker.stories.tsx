import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker } from '@hci/design-system';
import { withOverlayTheme } from '../Dialog/overlayTheme';

const march = { start: new CalendarDate(2026, 3, 9), end: new CalendarDate(2026, 3, 13) };

const meta = {
  title: 'Library/Components/DateRangePicker',
  component: DateRangePicker<CalendarDate>,
  decorators: [withOverlayTheme, (Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
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

export const Typed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('spinbutton', { name: /month/ })[0]!);
    await userEvent.keyboard('03092026');
    await userEvent.keyboard('03132026');
    await expect(args.onChange).toHaveBeenLastCalledWith(march);
  },
};

export const CalendarOpen: Story = {
  args: { defaultValue: march },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('grid', { name: /March 2026/ })).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: march } };

export const Invalid: Story = {
  args: {
    validationBehavior: 'aria',
    defaultValue: { start: march.end, end: march.start },
    errorMessage: 'The start time must be earlier than the end time.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The start time must be earlier than the end time.'),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Fechas disponibles', description: undefined, defaultValue: march },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: march } };
