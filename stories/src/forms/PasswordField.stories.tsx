import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';
import { controlledSource } from '../docs/shownCode';

type Props = ComponentProps<typeof PasswordField>;

/** A controlled field, as forms use it. */
function Controlled(props: Props) {
  const [value, setValue] = useState(props.value);
  return <PasswordField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Library/Forms/PasswordField',
  component: PasswordField,
  render: (args) => <Controlled {...args} />,
  parameters: controlledSource('PasswordField'),
  args: {
    label: 'Password',
    description: 'At least 8 characters',
    isRequired: true,
    value: 'Welcome2026',
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    const field = canvas.getByLabelText(say('Password'));
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('button', { name: text('form.password.showLabel') }));
    await expect(field).toHaveAttribute('type', 'text');
  },
};

export const Invalid: Story = {
  args: {
    value: 'welcome',
    errorMessage: 'Minimum 8 characters, at least one number, one lower case and one upper case.',
  },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Password'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        say('Minimum 8 characters, at least one number, one lower case and one upper case.'),
      ),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByLabelText(say('Password'))).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Contraseña',
    description: 'Al menos 8 caracteres',
    value: 'welcome',
    errorMessage: 'Mínimo 8 caracteres, al menos un número, una minúscula y una mayúscula.',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Contraseña');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'Mínimo 8 caracteres, al menos un número, una minúscula y una mayúscula.',
      ),
    );
  },
};
