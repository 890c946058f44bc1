import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '@hci/design-system';
import { argText } from '../storyArgs';

const meta = {
  title: 'Library/Components/Checkbox',
  component: Checkbox,
  args: {
    children: 'Turn on auto-pay',
    description: 'We charge the card on file on each due date.',
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CheckedWithKeyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    const say = argText(globals);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: say('Turn on auto-pay') })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all modules' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

export const Invalid: Story = {
  args: {
    children: 'I accept the enrollment agreement',
    description: undefined,
    isInvalid: true,
    errorMessage: 'Accept the agreement to continue.',
  },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      say('Accept the agreement to continue.'),
    );
  },
};

export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  args: {
    children:
      'I agree that the institute may contact me about my application by email, text message and phone.',
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    children: 'Activar el pago automático',
    description: 'Cobramos la tarjeta en cada fecha de pago.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultSelected: true } };
