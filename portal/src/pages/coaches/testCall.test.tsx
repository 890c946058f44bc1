// The demo coach's free test call on the public page, on the reference API: the action, a
// booking with no card step, and one per client and coach, told when the API refuses.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { demoCoach, nameOf } from '@hci/demo-world';
import { hadTestCall } from '@hci/page-harness';
import { demo, renderApp } from '../../test/renderApp';

const coachName = nameOf(demoCoach);
const alreadyHad = 'You have already had a free test call with this coach.';

/** The demo coach's page, and the test call's title and checkout. */
async function demoCoachTestCall() {
  const coachId = demo().sessions.coach.coachId!;
  const [testCall] = await demo().query<{ id: number; title: string }>(
    'SELECT id, title FROM coach_products WHERE coach_id = $1 AND test_call',
    [coachId],
  );
  const page = `/coaches/${coachId}`;
  return { page, title: testCall!.title, checkout: `${page}/offers/${testCall!.id}` };
}

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
    const { page, title, checkout } = await demoCoachTestCall();
    const portal = renderApp(page, { session: null });
    const section = await testCallSection();
    expect(
      within(section).getByText(`A free 20-minute online call with ${coachName}`, {
        exact: false,
      }),
    ).toBeVisible();
    // The action replaces the bare "Offers a free test call" fact, and the offer does not repeat it.
    expect(screen.queryByText('Offers a free test call')).toBeNull();
    expect(screen.queryByRole('article', { name: title })).toBeNull();
    await user.click(
      within(section).getByRole('link', { name: 'Sign in to book a free test call' }),
    );
    await expect
      .poll(() => portal.currentPath())
      .toBe(`/login?${new URLSearchParams({ action: checkout })}`);
  });

  test('a student books it with no card, then the page says it is booked and when', async () => {
    const user = userEvent.setup();
    const { page, title, checkout } = await demoCoachTestCall();
    const portal = renderApp(page);
    const section = await testCallSection();
    await user.click(await within(section).findByRole('link', { name: 'Book a free test call' }));
    await expect.poll(() => portal.currentPath()).toBe(checkout);
    expect(await screen.findByRole('heading', { level: 1, name: `Book ${title}` })).toBeVisible();
    await bookFirstTime(user);
    expect(await screen.findByRole('status')).toHaveTextContent(`Booked: ${title}`);

    await user.click(screen.getByRole('link', { name: coachName }));
    const after = await testCallSection();
    // Still ahead, it is booked, not had.
    expect(
      await within(after).findByText(
        new RegExp(`^Your free test call with ${coachName} is booked: .+\\.$`),
      ),
    ).toBeVisible();
    expect(within(after).queryByText(alreadyHad)).toBeNull();
    expect(within(after).queryByRole('link', { name: 'Book a free test call' })).toBeNull();
    await user.click(within(after).getByRole('link', { name: 'See your booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    // Nothing paid: confirmed and free, never "Paid $0.00".
    expect(await screen.findByText('Confirmed')).toBeVisible();
    expect(screen.getByText('Free')).toBeVisible();
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(screen.queryByText('Paid')).toBeNull();
  });

  test('a refusal of the API says they already had one', async () => {
    const user = userEvent.setup();
    await hadTestCall(demo());
    // The checkout does not check beforehand: the API refuses the second one.
    renderApp((await demoCoachTestCall()).checkout);
    await bookFirstTime(user);
    expect(await screen.findByText(alreadyHad)).toBeVisible();
  });

  test('in Spanish', async () => {
    renderApp((await demoCoachTestCall()).page, { locale: 'es' });
    const section = await screen.findByRole('region', { name: 'Llamada de prueba gratuita' });
    expect(
      await within(section).findByRole('link', { name: 'Reservar una llamada de prueba gratuita' }),
    ).toBeVisible();
  });
});
