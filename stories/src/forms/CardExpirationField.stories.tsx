import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent } from 'storybook/test';
import { CardExpirationField } from '@hci/design-system';
import { argText } from '../storyArgs';
import { controlledSource } from '../docs/shownCode';

type Props = ComponentProps<typeof CardExpirationField>;

/** A controlled field, as forms use it. */
function Controlled(props: Props) {
  const [value, setValue] = useState(props.value);
  return <CardExpirationField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Library/Forms/CardExpirationField',
  component: CardExpirationField,
  render: (args) => <Controlled {...args} />,
  parameters: controlledSource('CardExpirationField'),
  args: { label: 'Expiration date', isRequired: true, value: '04/2030' },
} satisfies Meta<typeof CardExpirationField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Expiration date'));
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-required', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '042030');
    await expect(field).toHaveValue('04/2030');
  },
};

export const Invalid: Story = {
  args: {
    value: '10/2020',
    errorMessage: 'This card has expired. Enter an expiration date of this month or later.',
  },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Expiration date'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        say('This card has expired. Enter an expiration date of this month or later.'),
      ),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByLabelText(say('Expiration date'))).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Fecha de vencimiento',
    value: '10/2020',
    errorMessage:
      'Esta tarjeta ha caducado. Introduce una fecha de vencimiento de este mes o posterior.',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Fecha de vencimiento');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'Esta tarjeta ha caducado. Introduce una fecha de vencimiento de este mes o posterior.',
      ),
    );
  },
};
