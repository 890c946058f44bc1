import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent } from 'storybook/test';
import { DateField } from '@hci/design-system';

type Props = ComponentProps<typeof DateField>;

/** A controlled field, as forms use it. */
function Controlled(props: Props) {
  const [value, setValue] = useState(props.value);
  return <DateField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Date of birth', isRequired: true, value: '1990-01-31' },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Date of birth');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-required', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '12311990');
    await expect(field).toHaveValue('12-31-1990');
  },
};

export const Invalid: Story = {
  args: { value: '02-30-2026', errorMessage: 'This field must be a valid date' },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Date of birth');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This field must be a valid date'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Date of birth')).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Fecha de nacimiento',
    value: '02-30-2026',
    errorMessage: 'Este campo debe ser una fecha válida',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Fecha de nacimiento');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Este campo debe ser una fecha válida'),
    );
  },
};
