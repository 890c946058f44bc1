import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent } from 'storybook/test';
import { formatAmount, formatMoney, MoneyField } from '@hci/design-system';
import { argText } from '../storyArgs';
import { containing, storyText } from '../storyText';
import { controlledSource } from '../docs/shownCode';

type Props = ComponentProps<typeof MoneyField>;

/** A controlled field, as forms use it. */
function Controlled(props: Props) {
  const [value, setValue] = useState(props.value);
  return <MoneyField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Library/Forms/MoneyField',
  component: MoneyField,
  render: (args) => <Controlled {...args} />,
  parameters: controlledSource('MoneyField', 'number | null'),
  args: {
    label: 'Price',
    description: 'What a client pays per session',
    isRequired: true,
    value: 4500,
  },
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Price'));
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-required', 'true');
  },
};

export const Invalid: Story = {
  args: { value: 45000, errorMessage: 'This field should not exceed $300.00' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const field = canvas.getByLabelText(say('Price'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(say('This field should not exceed $300.00')),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByLabelText(say('Price'))).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Precio',
    description: 'Lo que paga un cliente por sesión',
    value: 45000,
    errorMessage: 'Este campo no debe superar 300,00 US$',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Precio');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Este campo no debe superar 300,00 US$'),
    );
  },
};

/**
 * A thousand typed with the language's decimal mark (`1.000` in English, `1,000` in Spanish) could
 * be one dollar: it is refused as typed, with both readings, and the form gets no amount.
 */
export const AmbiguousEntry: Story = {
  args: { value: null },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const text = await storyText(globals);
    const typed = text.locale === 'es' ? '1,000' : '1.000';
    const field = canvas.getByLabelText(say('Price'));
    await userEvent.type(field, typed);
    await userEvent.tab();
    await expect(field).toHaveValue(typed);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringMatching(
        containing(
          text('ds.moneyField.ambiguous', {
            typed,
            first: formatMoney(100000, text.locale),
            second: formatMoney(100, text.locale),
            example: formatAmount(100000, text.locale),
          }),
        ),
      ),
    );
  },
};
