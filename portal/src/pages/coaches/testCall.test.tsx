// A coach's free test call on the public page, on the mocks: the action, a booking with no card
// step, and one per client and coach, told before trying and when the API refuses.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { errorHandler, fixtures } from '@hci/mock-api';
import { renderApp } from '../../test/renderApp';

const testCall = fixtures.products.find((product) => product.testCall)!;
const checkout = `/coaches/1/offers/${testCall.id}`;
const alreadyHad = 'You have already had a free test call with this coach.';

const testCallSection = () => screen.findByRole('region', { name: 'Free test call' });

/** Picks the first free time and books it from the review, with no card asked. */
async function bookFirstTime(user: ReturnType<typeof userEvent.setup>) {
  const [first] = await screen.findAllByRole('radio');
  await user.click(first!);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  // Nothing to pay: the review is headed as a confirmation.
  expect(await screen.findByRole('heading', { name: 'Review and confirm' })).toBeVisible();
  const summary = await screen.findByRole('region', { name: 'What you are booking' });
  expect(within(summary).getByText('Free')).toBeVisible();
  expect(screen.queryByRole('combobox', { name: 'Card' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
  expect(screen.queryByText('Add a card to pay with.')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Book for free' }));
}

describe("a coach's free test call", () => {
  test('a visitor is offered it apart from the offer, and signs in to book it', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/coaches/1', { session: null });
    const section = await testCallSection();
    expect(within(section).getByText(/A free 20-minute online call with Marisol/)).toBeVisible();
    // The action replaces the bare "Offers a free test call" fact, and the offer does not repeat it.
    expect(screen.queryByText('Offers a free test call')).toBeNull();
    expect(screen.queryByRole('article', { name: testCall.title })).toBeNull();
    await user.click(
      within(section).getByRole('link', { name: 'Sign in to book a free test call' }),
    );
    await expect
      .poll(() => portal.currentPath())
      .toBe(`/login?${new URLSearchParams({ action: checkout })}`);
  });

  test('a student books it with no card, then the page says it is booked and when', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/coaches/1');
    const section = await testCallSection();
    await user.click(await within(section).findByRole('link', { name: 'Book a free test call' }));
    await expect.poll(() => portal.currentPath()).toBe(checkout);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Book ${testCall.title}` }),
    ).toBeVisible();
    await bookFirstTime(user);
    expect(await screen.findByRole('status')).toHaveTextContent(`Booked: ${testCall.title}`);

    await user.click(screen.getByRole('link', { name: 'Marisol Reyes' }));
    const after = await testCallSection();
    // Still ahead, it is booked, not had.
    expect(
      await within(after).findByText(/^Your free test call with Marisol Reyes is booked: .+\.$/),
    ).toBeVisible();
    expect(within(after).queryByText(alreadyHad)).toBeNull();
    expect(within(after).queryByRole('link', { name: 'Book a free test call' })).toBeNull();
    await user.click(within(after).getByRole('link', { name: 'See your booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: testCall.title })).toBeVisible();
    // Nothing paid: confirmed and free, never "Paid $0.00".
    expect(await screen.findByText('Confirmed')).toBeVisible();
    expect(screen.getByText('Free')).toBeVisible();
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  test('a refusal of the API says they already had one', async () => {
    const user = userEvent.setup();
    renderApp(checkout, {
      handlers: [
        errorHandler('/coach_product_purchases', {
          method: 'post',
          status: 409,
          key: 'testCallTaken',
        }),
      ],
    });
    await bookFirstTime(user);
    expect(await screen.findByText(alreadyHad)).toBeVisible();
  });

  test('in Spanish', async () => {
    renderApp('/coaches/1', { locale: 'es' });
    const section = await screen.findByRole('region', { name: 'Llamada de prueba gratuita' });
    expect(
      await within(section).findByRole('link', { name: 'Reservar una llamada de prueba gratuita' }),
    ).toBeVisible();
  });
});
