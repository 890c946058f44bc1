import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, SelectItem } from '@hci/design-system';
import { argText } from '../storyArgs';
import { elementSource, sourceFrom } from '../docs/shownCode';

const plans = [
  { id: 'full', name: 'Pay in full' },
  { id: 'monthly', name: 'Monthly, 12 payments' },
  { id: 'quarterly', name: 'Quarterly, 4 payments' },
];

const meta = {
  title: 'Library/Components/Select',
  component: Select<(typeof plans)[number]>,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  // Show code: the items' render function, which Storybook would print empty.
  parameters: sourceFrom(({ children: _children, ...args }: Record<string, unknown>) =>
    elementSource('Select', args, '{(plan) => <SelectItem>{plan.name}</SelectItem>}'),
  ),
  args: {
    label: 'Payment plan',
    description: 'You can change it until your first payment.',
    items: plans,
    onChange: fn(),
    children: (plan) => <SelectItem>{plan.name}</SelectItem>,
  },
} satisfies Meta<typeof Select<(typeof plans)[number]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Focused: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: say('Payment plan') })).toHaveFocus();
  },
};

export const Chosen: Story = {
  play: async ({ args, canvas, globals }) => {
    const say = argText(globals);
    const select = canvas.getByRole('combobox', { name: say('Payment plan') });
    await userEvent.selectOptions(select, say('Monthly, 12 payments'));
    await expect(args.onChange).toHaveBeenCalledWith('monthly');
    await expect(select).toHaveValue('monthly');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('combobox', { name: say('Payment plan') })).toBeRequired();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'full' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please select a payment plan' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const select = canvas.getByRole('combobox', { name: say('Payment plan') });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription(
      `${say('You can change it until your first payment.')} ${say('Please select a payment plan')}`,
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'Which cohort of the Health Coach Certification Program would you like to join?',
    items: [
      { id: 'spring', name: 'Spring 2026, evenings and weekends, taught in English and Spanish' },
    ],
    defaultValue: 'spring',
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Plan de pago', description: 'Puedes cambiarlo hasta tu primer pago.' },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'monthly' } };
