import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PaymentCardEditForm, PaymentCardForm } from '@hci/design-system';

const meta = {
  title: 'Library/Forms/PaymentCardForm',
  component: PaymentCardForm,
  args: { onSubmit: fn(), onServerError: fn(), offerMakeDefault: true, onCancel: fn() },
} satisfies Meta<typeof PaymentCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Card number/)).toHaveAttribute('autocomplete', 'cc-number');
    await expect(
      canvas.getByRole('checkbox', { name: 'Make this my default card' }),
    ).not.toBeChecked();
  },
};

/** The brand appears beside the number, and the code asks for its 4 digits. */
export const AmericanExpress: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Card number/), '378282246310005');
    await expect(canvas.getByLabelText(/Card number/)).toHaveValue('3782 822463 10005');
    await expect(canvas.getByLabelText(/Security code/)).toHaveAccessibleDescription(
      'The 4 digits on the front of the card',
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/Card number/), '4242424242424241');
    await userEvent.type(canvas.getByLabelText(/Expiration date/), '012020');
    await userEvent.click(canvas.getByRole('button', { name: 'Add card' }));
    await expect(canvas.getByLabelText(/Card number/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/Name on the card/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AlreadyStored: Story = {
  args: { onSubmit: fn(() => Promise.reject({ key: 'cardAlreadyExist', status: 409 })) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Card number/), '4242424242424242');
    await userEvent.type(canvas.getByLabelText(/Expiration date/), '042030');
    await userEvent.type(canvas.getByLabelText(/Security code/), '123');
    await userEvent.type(canvas.getByLabelText(/Name on the card/), 'Ana Pérez');
    await userEvent.click(canvas.getByRole('button', { name: 'Add card' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/Card number/)).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Número de tarjeta/), '4242');
    await expect(canvas.getByLabelText(/Número de tarjeta/)).toHaveAccessibleDescription(
      'Tarjeta Visa',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Card number/), '5555555555554444');
    await expect(canvas.getByLabelText(/Card number/)).toHaveAccessibleDescription(
      'Mastercard card',
    );
  },
};

/** Editing a stored card: only its holder and expiry. */
export const Edit: Story = {
  render: () => (
    <PaymentCardEditForm
      card={{
        brand: 'VISA',
        last4: '4242',
        expirationMonth: 4,
        expirationYear: 2030,
        holderName: 'Ana Pérez',
      }}
      onSubmit={fn()}
      onCancel={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByLabelText(/Expiration date/)).toHaveValue('04/2030');
  },
};
