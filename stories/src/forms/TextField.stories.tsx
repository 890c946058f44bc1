import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { TextField } from '@hci/design-system';
import { argText } from '../storyArgs';
import { controlledSource } from '../docs/shownCode';

type Props = ComponentProps<typeof TextField>;

/** A controlled field, as forms use it. */
function Controlled(props: Props) {
  const [value, setValue] = useState(props.value);
  return <TextField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Library/Forms/TextField',
  component: TextField,
  render: (args) => <Controlled {...args} />,
  parameters: controlledSource('TextField'),
  args: {
    label: 'First name',
    description: 'As it appears on your ID',
    isRequired: true,
    value: 'Ana',
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('First name'));
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { value: '', errorMessage: 'This field is required' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('First name'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(say('This field is required')),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByLabelText(say('First name'))).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Nombre',
    description: 'Como aparece en tu documento',
    value: '',
    errorMessage: 'Este campo es obligatorio',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Nombre');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Este campo es obligatorio'),
    );
  },
};
