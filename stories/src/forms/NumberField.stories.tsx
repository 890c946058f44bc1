import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { NumberField } from '@hci/design-system';
import { argText } from '../storyArgs';
import { controlledSource } from '../docs/shownCode';

type Props = ComponentProps<typeof NumberField>;

/** A controlled field, as forms use it. */
function Controlled(props: Props) {
  const [value, setValue] = useState(props.value);
  return <NumberField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Library/Forms/NumberField',
  component: NumberField,
  render: (args) => <Controlled {...args} />,
  parameters: controlledSource('NumberField', 'number | null'),
  args: { label: 'Sessions', description: 'Sessions in the package', isRequired: true, value: 6 },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Sessions'));
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { value: 13, errorMessage: 'This field should be between 1 and 12' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Sessions'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(say('This field should be between 1 and 12')),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByLabelText(say('Sessions'))).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Sesiones',
    description: 'Sesiones del paquete',
    value: 13,
    errorMessage: 'Este campo debe estar entre 1 y 12',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Sesiones');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Este campo debe estar entre 1 y 12'),
    );
  },
};
