import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { EmailField } from '@hci/design-system';
import { argText } from '../storyArgs';
import { controlledSource } from '../docs/shownCode';

type Props = ComponentProps<typeof EmailField>;

/** A controlled field, as forms use it. */
function Controlled(props: Props) {
  const [value, setValue] = useState(props.value);
  return <EmailField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Library/Forms/EmailField',
  component: EmailField,
  render: (args) => <Controlled {...args} />,
  parameters: controlledSource('EmailField'),
  args: {
    label: 'Email',
    description: 'We send your receipts here',
    isRequired: true,
    value: 'ana@example.com',
  },
} satisfies Meta<typeof EmailField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Email'));
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: {
    value: 'ana@example',
    errorMessage: 'Please type your email in the format [name@example.com]',
  },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Email'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(say('Please type your email in the format [name@example.com]')),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByLabelText(say('Email'))).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Correo electrónico',
    description: 'Aquí te enviamos los recibos',
    value: 'ana@example',
    errorMessage: 'Escribe tu correo electrónico con el formato [name@example.com]',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Correo electrónico');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Escribe tu correo electrónico con el formato [name@example.com]'),
    );
  },
};
