import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from '@hci/design-system';
import { argText } from '../storyArgs';

const meta = {
  title: 'Library/Components/Switch',
  component: Switch,
  args: {
    children: 'Auto-pay',
    description: 'Pay each installment on its due date.',
    onChange: fn(),
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const TurnedOnWithKeyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    const say = argText(globals);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: say('Auto-pay') })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  args: { children: 'Email me a reminder three days before each installment is due' },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { children: 'Pago automático', description: 'Paga cada cuota en su fecha.' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultSelected: true } };
