import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PaymentCardEditForm, PaymentCardForm } from '@hci/design-system';
import { containing, storyText } from '../storyText';

const meta = {
  title: 'Library/Forms/PaymentCardForm',
  component: PaymentCardForm,
  args: { onSubmit: fn(), onServerError: fn(), offerMakeDefault: true, onCancel: fn() },
} satisfies Meta<typeof PaymentCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    const card = containing(text('form.paymentCard.number'));
    await expect(canvas.getByLabelText(card)).toHaveAttribute('autocomplete', 'cc-number');
    await expect(
      canvas.getByRole('checkbox', { name: text('form.paymentCard.makeDefault') }),
    ).not.toBeChecked();
  },
};

/** The brand appears beside the number, and the code asks for its 4 digits. */
export const AmericanExpress: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    const card = containing(text('form.paymentCard.number'));
    await userEvent.type(canvas.getByLabelText(card), '378282246310005');
    await expect(canvas.getByLabelText(card)).toHaveValue('3782 822463 10005');
    await expect(
      canvas.getByLabelText(containing(text('form.paymentCard.cvc'))),
    ).toHaveAccessibleDescription(text('form.cardCvc.where', { length: 4 }));
  },
};

export const Invalid: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = await storyText(globals);
    const card = containing(text('form.paymentCard.number'));
    const holder = containing(text('form.paymentCard.holderName'));
    await userEvent.type(canvas.getByLabelText(card), '4242424242424241');
    await userEvent.type(
      canvas.getByLabelText(containing(text('form.paymentCard.expiration'))),
      '012020',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('form.paymentCard.add') }));
    await expect(canvas.getByLabelText(card)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(holder)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AlreadyStored: Story = {
  args: { onSubmit: fn(() => Promise.reject({ key: 'cardAlreadyExist', status: 409 })) },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    const card = containing(text('form.paymentCard.number'));
    await userEvent.type(canvas.getByLabelText(card), '4242424242424242');
    await userEvent.type(
      canvas.getByLabelText(containing(text('form.paymentCard.expiration'))),
      '042030',
    );
    await userEvent.type(canvas.getByLabelText(containing(text('form.paymentCard.cvc'))), '123');
    await userEvent.type(
      canvas.getByLabelText(containing(text('form.paymentCard.holderName'))),
      'Ana Pérez',
    );
    await userEvent.click(canvas.getByRole('button', { name: text('form.paymentCard.add') }));
    await waitFor(() =>
      expect(canvas.getByLabelText(card)).toHaveAttribute('aria-invalid', 'true'),
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    const card = containing(text('form.paymentCard.number'));
    await userEvent.type(canvas.getByLabelText(card), '5555555555554444');
    await expect(canvas.getByLabelText(card)).toHaveAccessibleDescription(
      text('form.cardNumber.brandDescription', { brand: 'MASTERCARD' }),
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(
      canvas.getByText(text('form.paymentCard.endingIn', { brand: 'VISA', last4: '4242' })),
    ).toBeVisible();
    await expect(
      canvas.getByLabelText(containing(text('form.paymentCard.expiration'))),
    ).toHaveValue('04/2030');
  },
};
