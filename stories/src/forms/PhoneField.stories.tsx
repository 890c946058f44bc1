import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { loadPhoneMetadata, PhoneField, type PhoneValue } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';
import { controlledSource } from '../docs/shownCode';

type Props = ComponentProps<typeof PhoneField>;

function Controlled(props: Props) {
  const [value, setValue] = useState<PhoneValue | undefined>(props.value);
  return <PhoneField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Library/Forms/PhoneField',
  component: PhoneField,
  render: (args) => <Controlled {...args} />,
  parameters: controlledSource('PhoneField', 'PhoneValue'),
  // The field would suspend until its country's metadata is loaded: load it first.
  loaders: [({ args }) => loadPhoneMetadata(args.value)],
  args: {
    label: 'Mobile phone',
    description: 'For reminders before your sessions',
    isRequired: true,
    value: { country: 'US', number: '(201) 555-0123' },
  },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    await expect(canvas.getByLabelText(say('Mobile phone'))).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('combobox', { name: text('form.phone.country') })).toHaveValue(
      'US',
    );
  },
};

export const Invalid: Story = {
  args: {
    value: { country: 'ES', number: '912 345 678' },
    errorMessage: 'This field must be a Mobile Phone',
  },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Mobile phone'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(say('This field must be a Mobile Phone')),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    await expect(canvas.getByLabelText(say('Mobile phone'))).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: text('form.phone.country') })).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Teléfono móvil',
    description: 'Para recordatorios antes de tus sesiones',
    value: { country: 'ES', number: '912 345 678' },
    errorMessage: 'Este campo debe ser un teléfono móvil',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Prefijo telefónico del país' }),
    ).toHaveDisplayValue('España (+34)');
  },
};
