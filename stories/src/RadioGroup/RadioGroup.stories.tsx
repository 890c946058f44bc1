import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from '@hci/design-system';
import { argText } from '../storyArgs';

const meta = {
  title: 'Library/Components/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Payment plan',
    description: 'Prices include tax.',
    onChange: fn(),
    children: (
      <>
        <Radio value="full" description="One payment of $3,000.00">
          Pay in full
        </Radio>
        <Radio value="monthly" description="12 payments of $262.50">
          Monthly
        </Radio>
        <Radio value="quarterly" description="4 payments of $780.00" isDisabled>
          Quarterly
        </Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChosenWithKeyboard: Story = {
  args: { defaultValue: 'full' },
  play: async ({ args, canvas, globals }) => {
    const say = argText(globals);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // The radios are JSX among the args, so their texts come translated too.
    await expect(canvas.getByRole('radio', { name: say('Monthly') })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('monthly');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Military member',
    description: undefined,
    orientation: 'horizontal',
    children: (
      <>
        <Radio value="yes">Yes</Radio>
        <Radio value="no">No</Radio>
      </>
    ),
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please select a payment plan' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      `${say('Prices include tax.')} ${say('Please select a payment plan')}`,
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Plan de pago',
    description: 'Los precios incluyen impuestos.',
    children: (
      <>
        <Radio value="full">Pago único</Radio>
        <Radio value="monthly">Mensual</Radio>
      </>
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'monthly' } };
