// The card forms as a user meets them in Chromium: typing, the brand, every rule, what is sent, and
// where the processor's refusals land.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, test, vi } from 'vitest';
import english from '../../compiled-lang/en-US.json';
import spanish from '../../compiled-lang/es.json';
import type { CompiledMessages } from '../../i18n/catalogue';
import { PaymentCardEditForm } from './PaymentCardEditForm';
import { PaymentCardForm, type PaymentCardFormProps } from './PaymentCardForm';

function inLanguage(locale: 'en-US' | 'es', ui: React.ReactNode) {
  const messages = (locale === 'es' ? spanish : english) as unknown as CompiledMessages;
  return render(
    <IntlProvider locale={locale} messages={messages}>
      {ui}
    </IntlProvider>,
  );
}

const renderAddForm = (props: Partial<PaymentCardFormProps> = {}) =>
  inLanguage('en-US', <PaymentCardForm onSubmit={vi.fn()} {...props} />);

async function fill(card: { number: string; expiration: string; cvc: string; holder: string }) {
  await userEvent.type(screen.getByLabelText(/Card number/), card.number);
  await userEvent.type(screen.getByLabelText(/Expiration date/), card.expiration);
  await userEvent.type(screen.getByLabelText(/Security code/), card.cvc);
  await userEvent.type(screen.getByLabelText(/Name on the card/), card.holder);
}

describe('adding a card', () => {
  test('the number shows in groups and names its brand as it is typed', async () => {
    renderAddForm();
    const number = screen.getByLabelText(/Card number/);
    expect(number).toHaveAccessibleDescription('12 to 19 digits, as printed on the card');
    await userEvent.type(number, '3782-822463');
    expect(number).toHaveValue('3782 822463');
    expect(number).toHaveAccessibleDescription('American Express card');
    expect(screen.getByLabelText(/Security code/)).toHaveAccessibleDescription(
      'The 4 digits on the front of the card',
    );
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
  });

  test('a valid card is sent as the API takes it: digits, month and year as numbers, trimmed name', async () => {
    const onSubmit = vi.fn();
    renderAddForm({ onSubmit, offerMakeDefault: true });
    await fill({
      number: '4242 4242 4242 4242',
      expiration: '042030',
      cvc: '123',
      holder: ' Ana Pérez ',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Make this my default card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      cardNumber: '4242424242424242',
      expirationMonth: 4,
      expirationYear: 2030,
      cvc: '123',
      holderName: 'Ana Pérez',
      makeDefault: true,
    });
  });

  test('a typo in the number, an expired month and a short code are each refused with their message', async () => {
    const onSubmit = vi.fn();
    renderAddForm({ onSubmit });
    await fill({ number: '4242424242424241', expiration: '012020', cvc: '12', holder: 'Ana' });
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the card number as printed on the card'),
    );
    expect(screen.getByLabelText(/Card number/)).toHaveFocus();
    expect(screen.getByLabelText(/Expiration date/)).toHaveAccessibleDescription(
      expect.stringContaining('This card has expired.'),
    );
    expect(screen.getByLabelText(/Security code/)).toHaveAccessibleDescription(
      expect.stringContaining('The security code has 3 digits'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a card already stored is refused on the number field; a declined card goes to the toast', async () => {
    const onServerError = vi.fn();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce({ key: 'cardAlreadyExist', status: 409 })
      .mockRejectedValueOnce({ key: 'failedAddPaymentMethod', status: 402 });
    renderAddForm({ onSubmit, onServerError });
    await fill({ number: '4242424242424242', expiration: '042030', cvc: '123', holder: 'Ana' });
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const number = screen.getByLabelText(/Card number/);
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(onServerError).not.toHaveBeenCalled();
    // Nothing typed is lost: the user can retry as is.
    expect(number).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(onServerError).toHaveBeenCalledTimes(1));
    expect(onServerError.mock.calls[0]?.[1]).toMatchObject({ key: 'failedAddPaymentMethod' });
  });

  test('no default checkbox unless offered; Cancel only with a handler', async () => {
    const onCancel = vi.fn();
    renderAddForm({ onCancel });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  test('in Spanish', () => {
    inLanguage('es', <PaymentCardForm onSubmit={vi.fn()} />);
    expect(screen.getByLabelText(/Número de tarjeta/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar tarjeta' })).toBeInTheDocument();
  });
});

describe('editing a stored card', () => {
  const card = {
    brand: 'VISA' as const,
    last4: '4242',
    expirationMonth: 4,
    expirationYear: 2030,
    holderName: 'Ana Pérez',
  };

  test('starts from the stored holder and expiry and sends only them', async () => {
    const onSubmit = vi.fn();
    inLanguage('en-US', <PaymentCardEditForm card={card} onSubmit={onSubmit} />);
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();
    const expiration = screen.getByLabelText(/Expiration date/);
    expect(expiration).toHaveValue('04/2030');
    await userEvent.clear(expiration);
    await userEvent.type(expiration, '052031');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        expirationMonth: 5,
        expirationYear: 2031,
        holderName: 'Ana Pérez',
      }),
    );
  });

  test('an expired month is refused', async () => {
    const onSubmit = vi.fn();
    inLanguage('en-US', <PaymentCardEditForm card={card} onSubmit={onSubmit} />);
    const expiration = screen.getByLabelText(/Expiration date/);
    await userEvent.clear(expiration);
    await userEvent.type(expiration, '102026');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(expiration).toHaveAccessibleDescription(
      expect.stringContaining('This card has expired.'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
