// Managing saved cards: add through the shared card form, edit, make default, and the two rules
// that refuse a deletion, against the reference API and the demo student's two cards.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { demoStudent, demoStudentCards, nameOf } from '@hci/demo-world';
import { SettingsLayout } from '../../layouts/PortalLayout';
import { renderPage } from '../../test/renderApp';
import { PaymentMethodPage } from './PaymentMethodPage';

/** The demo student's cards as the page names them: the default Visa pays the plan. */
const visa = `Visa ending in ${demoStudentCards[0]!.number.slice(-4)}`;
const mastercard = `Mastercard ending in ${demoStudentCards[1]!.number.slice(-4)}`;

function renderMethods() {
  return renderPage(
    <SettingsLayout>
      <PaymentMethodPage />
    </SettingsLayout>,
    '/settings/payment-method',
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function addCard(user: User, cardNumber: string) {
  await user.click(await screen.findByRole('button', { name: 'Add a card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
  await user.type(within(dialog).getByLabelText(/Card number/), cardNumber);
  await user.type(within(dialog).getByLabelText(/Expiration date/), '12/2030');
  await user.type(within(dialog).getByLabelText(/Security code/), '123');
  await user.type(within(dialog).getByLabelText(/Name on the card/), nameOf(demoStudent));
  await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
  return dialog;
}

/** Confirms a card's deletion in its dialog, found by name: a toast showing is an alert dialog too. */
async function confirmDeletion(user: User, card: string) {
  const dialog = await screen.findByRole('alertdialog', { name: `Delete ${card}?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
}

const headings = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('payment methods', () => {
  test('adds a card, which the list shows, and says so', async () => {
    const user = userEvent.setup();
    const { requests } = renderMethods();
    await addCard(user, '6011111111111117');
    expect(await screen.findByText('Payment method added.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Discover ending in 1117' })).toBeVisible();
    const post = requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/payment_methods'),
    );
    expect(await post!.json()).toMatchObject({
      cardNumber: '6011111111111117',
      expirationMonth: 12,
      expirationYear: 2030,
      cvc: '123',
      holderName: nameOf(demoStudent),
    });
    expect(JSON.stringify(localStorage)).not.toContain('6011111111111117');
    expect(JSON.stringify(sessionStorage)).not.toContain('6011111111111117');
  });

  test.each([
    ['4000000000000002', 'Your card was declined. Check its details, or use another card.'],
    [
      '4000000000000119',
      'The card payment provider could not process the request. Please try again or use another card.',
    ],
  ])('a refused card %s keeps the form open with the message', async (number, text) => {
    const user = userEvent.setup();
    renderMethods();
    const dialog = await addCard(user, number);
    expect(await screen.findByText(text)).toBeVisible();
    expect(dialog).toBeInTheDocument();
  });

  test('a card already saved is refused on the card number', async () => {
    const user = userEvent.setup();
    renderMethods();
    const dialog = await addCard(user, demoStudentCards[0]!.number);
    expect(await within(dialog).findByText(/already/)).toBeVisible();
  });

  test('edits the holder and expiry', async () => {
    const user = userEvent.setup();
    renderMethods();
    await user.click(await screen.findByRole('button', { name: `Edit ${mastercard}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${mastercard}` });
    const holder = within(dialog).getByLabelText(/Name on the card/);
    await user.clear(holder);
    await user.type(holder, 'Jordan L Whitaker');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Payment method updated.')).toBeVisible();
    const card = screen.getByRole('article', { name: mastercard });
    expect(card).toHaveTextContent('Name on cardJordan L Whitaker');
  });

  test('makes a card the default; the default card cannot be deleted while a balance is owed', async () => {
    const user = userEvent.setup();
    renderMethods();
    await user.click(await screen.findByRole('button', { name: `Make default ${mastercard}` }));
    expect(await screen.findByText('This is now your default payment method.')).toBeVisible();
    expect(headings()[0]).toBe(mastercard);
    await user.click(screen.getByRole('button', { name: `Delete ${mastercard}` }));
    await confirmDeletion(user, mastercard);
    expect(
      await screen.findByText(
        'The default payment method cannot be removed until the balance is paid.',
      ),
    ).toBeVisible();
    expect(headings()).toContain(mastercard);
  });

  test('a fast double click on "Make default" asks once', async () => {
    const { requests } = renderMethods();
    const makeDefault = await screen.findByRole('button', {
      name: `Make default ${mastercard}`,
    });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    makeDefault.click();
    makeDefault.click();
    expect(await screen.findByText('This is now your default payment method.')).toBeVisible();
    expect(requests.filter((request) => request.url.endsWith('/default'))).toHaveLength(1);
  });

  test('"Make default" from the keyboard leaves focus on the card, whose button goes', async () => {
    const user = userEvent.setup();
    renderMethods();
    const makeDefault = await screen.findByRole('button', {
      name: `Make default ${mastercard}`,
    });
    makeDefault.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This is now your default payment method.')).toBeVisible();
    await waitFor(() => expect(makeDefault).not.toBeInTheDocument());
    const card = screen.getByRole('article', { name: mastercard });
    expect(within(card).getByRole('heading', { name: mastercard })).toHaveFocus();
  });

  test('a card a pending installment names cannot be deleted, and keeps focus; another can, and focus moves on to the card left', async () => {
    const user = userEvent.setup();
    renderMethods();
    const deleteVisa = await screen.findByRole('button', { name: `Delete ${visa}` });
    deleteVisa.focus();
    await user.keyboard('{Enter}');
    await confirmDeletion(user, visa);
    expect(
      await screen.findByText(
        'This payment method is assigned to a pending payment schedule, so it cannot be deleted.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(deleteVisa).toHaveFocus());

    const deleteMastercard = screen.getByRole('button', {
      name: `Delete ${mastercard}`,
    });
    deleteMastercard.focus();
    await user.keyboard('{Enter}');
    await confirmDeletion(user, mastercard);
    expect(await screen.findByText('Payment method deleted.')).toBeVisible();
    expect(headings()).toEqual([visa]);
    await waitFor(() => expect(screen.getByRole('heading', { name: visa })).toHaveFocus());
  });
});
