// Booking a service and buying a product, on the contract's mocks: free times, review, pay, the
// confirmation; the time taken by someone else meanwhile; the student's own purchases and their
// sessions' changes within the scheduling policy.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import type { CoachProductPurchase, CoachSession } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL } from '@hci/api-schema/msw';
import { renderApp } from '../../test/renderApp';

type User = ReturnType<typeof userEvent.setup>;

const api = (path: string) => `${DEFAULT_MOCK_BASE_URL}${path}`;

/** Picks the first free time of the week shown, and goes on to the review. */
async function chooseFirstTime(user: User) {
  const [first] = await screen.findAllByRole('radio');
  await user.click(first!);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return first!;
}

describe('booking a service', () => {
  test('free time → review → pay with a saved card → confirmation with a calendar file', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/coaches/1/offers/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book Habit reset: 6 weekly sessions' }),
    ).toBeVisible();
    // The demo coach works in Denver, the student in Chicago: the coach's time is named beside.
    expect((await screen.findAllByText(/\(coach: /))[0]).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose a time first.')).toBeVisible();
    await chooseFirstTime(user);

    expect(await screen.findByRole('heading', { name: 'Review and pay' })).toBeVisible();
    expect(screen.getByText(/6 sessions; you book the others/)).toBeVisible();
    const card = await screen.findByRole('combobox', { name: 'Card' });
    await user.selectOptions(card, 'Mastercard ending in 5454');
    await user.click(screen.getByRole('button', { name: /^Pay .*540\.00/ }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/Booked: Habit reset: 6 weekly sessions/);
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('download')).toMatch(/\.ics$/);
    expect(decodeURIComponent(calendar.getAttribute('href')!)).toContain('BEGIN:VEVENT');
    const purchase = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/coach_product_purchases'),
    )!;
    expect(purchase.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(await purchase.json()).toMatchObject({ coachId: 1, productId: 2, paymentMethodId: 2 });
    await user.click(screen.getByRole('link', { name: 'See your booking' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Habit reset: 6 weekly sessions' }),
    ).toBeVisible();
    expect(screen.getByText('5 sessions left to book.')).toBeVisible();
  });

  test('a time taken meanwhile: the refreshed times, the card still chosen', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const portal = renderApp('/coaches/1/offers/2', {
      handlers: [
        http.post(api('/coach_product_purchases'), () => {
          tries += 1;
          return tries === 1
            ? HttpResponse.json(
                { key: 'slotUnavailable', status: 409, message: 'Taken' },
                { status: 409 },
              )
            : undefined;
        }),
      ],
    });
    await chooseFirstTime(user);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Card' }),
      'Mastercard ending in 5454',
    );
    const asked = () =>
      portal.requests.filter((request) => request.url.includes('available_schedules')).length;
    const before = asked();
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(/Someone booked that time just before you/)).toBeVisible();
    await expect.poll(asked).toBeGreaterThan(before);
    await chooseFirstTime(user);
    expect(await screen.findByRole('combobox', { name: 'Card' })).toHaveDisplayValue(
      'Mastercard ending in 5454',
    );
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Booked/);
  });
});

describe('buying a product', () => {
  test('review → pay → confirmation, listed among the student’s purchases', async () => {
    const user = userEvent.setup();
    renderApp('/coaches/1/offers/4');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Buy Family meal planner (printable)',
      }),
    ).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Card' })).toHaveDisplayValue(
      'Visa ending in 4242',
    );
    await user.click(screen.getByRole('button', { name: /^Pay .*19\.00/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Bought: Family meal planner (printable).',
    );
    await user.click(screen.getByRole('link', { name: 'See your purchase' }));
    await user.click(await screen.findByRole('link', { name: 'Back to my purchases' }));
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Family meal planner (printable)');
    expect(rows[0]).toHaveTextContent('Marisol Reyes');
  });
});

test('paying with a new card: added with the card form, then chosen', async () => {
  const user = userEvent.setup();
  const portal = renderApp('/coaches/1/offers/4');
  await user.click(await screen.findByRole('button', { name: 'Add a card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
  await user.type(within(dialog).getByLabelText(/Card number/), '5555555555554444');
  await user.type(within(dialog).getByLabelText(/Expiration date/), '12/2030');
  await user.type(within(dialog).getByLabelText(/Security code/), '123');
  await user.type(within(dialog).getByLabelText(/Name on the card/), 'Jordan Whitaker');
  await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
  await expect
    .poll(
      () =>
        (screen.getByRole('combobox', { name: 'Card' }) as HTMLSelectElement).selectedOptions[0]
          ?.text,
    )
    .toBe('Mastercard ending in 4444');
  await user.click(screen.getByRole('button', { name: /^Pay/ }));
  expect(await screen.findByRole('status')).toHaveTextContent('Bought');
  const bought = portal.requests.find(
    (request) => request.method === 'POST' && request.url.endsWith('/coach_product_purchases'),
  )!;
  expect((await bought.json()).paymentMethodId).toBeGreaterThan(2);
});

/** The demo purchase's sessions, placed around the real clock the page reads. */
function sessionsFromNow(): CoachSession[] {
  const at = (hours: number) => Temporal.Now.instant().add({ hours }).round('minute').toString();
  const session = (id: number, hours: number, rescheduled = false): CoachSession => ({
    id,
    coachId: 1,
    purchaseId: 21,
    customer: { id: 1, name: 'Jordan Whitaker', email: 'student@demo.test' },
    startsAt: at(hours),
    endsAt: at(hours + 1),
    status: 'SCHEDULED',
    deliveryMode: 'ONLINE',
    rescheduled,
  });
  return [session(31, 2), session(32, 72, true), session(33, 120)];
}

function purchaseWith(sessions: CoachSession[]): CoachProductPurchase {
  return {
    id: 21,
    coachId: 1,
    coach: { id: 1, name: 'Marisol Reyes' },
    product: { id: 2, title: 'Habit reset: 6 weekly sessions' },
    coachProductType: 'SERVICE',
    customer: { id: 1, name: 'Jordan Whitaker', email: 'student@demo.test' },
    status: 'PAID',
    amount: 54000,
    currency: 'USD',
    purchasedAt: '2026-03-20T15:00:00Z',
    sessionsIncluded: 6,
    sessions,
  };
}

const purchaseHandler = (sessions: CoachSession[]) =>
  http.get(api('/coach_product_purchases/21'), () =>
    HttpResponse.json({ content: purchaseWith(sessions) }),
  );

describe('the student’s purchases', () => {
  test('one list for both sides: newest first, by coach', async () => {
    renderApp('/my-purchases');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My purchases and bookings' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'No. 22',
      'No. 21',
    ]);
    expect(within(table).getAllByText('Marisol Reyes')).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });

  test('within a day of a session, and after its one move, the policy says why not', async () => {
    renderApp('/my-purchases/21', { handlers: [purchaseHandler(sessionsFromNow())] });
    const list = within(await screen.findByRole('region', { name: 'Sessions' })).getByRole('list');
    const [soon, moved, later] = within(list).getAllByRole('listitem');
    expect(
      within(soon!).getByText(/starts too soon to be moved or cancelled, so it counts as used/),
    ).toBeVisible();
    expect(within(soon!).queryByRole('button')).toBeNull();
    expect(within(moved!).getByText(/moved once, and this one was moved already/)).toBeVisible();
    expect(within(moved!).queryByRole('button', { name: 'Move' })).toBeNull();
    expect(within(moved!).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(later!).getByRole('button', { name: 'Move' })).toBeVisible();
    expect(screen.getByText('3 sessions left to book.')).toBeVisible();
  });

  test('the refusal texts in Spanish', async () => {
    renderApp('/my-purchases/21', {
      locale: 'es',
      handlers: [purchaseHandler(sessionsFromNow())],
    });
    expect(
      await screen.findByText(
        /empieza demasiado pronto para moverla o cancelarla, así que cuenta como usada/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/se puede mover una vez, y esta ya se movió/)).toBeVisible();
  });

  test('cancel asks first, then the session goes back to the purchase', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/my-purchases/21', {
      handlers: [purchaseHandler(sessionsFromNow())],
    });
    const list = within(await screen.findByRole('region', { name: 'Sessions' })).getByRole('list');
    const later = within(list).getAllByRole('listitem')[2]!;
    await user.click(within(later).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveTextContent('goes back to your purchase');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Session cancelled.')).toBeVisible();
    expect(
      portal.requests.some(
        (request) => request.method === 'POST' && request.url.endsWith('/sessions/33/cancellation'),
      ),
    ).toBe(true);
  });

  test('book the next session and move one, each from the free times', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/my-purchases/21');
    await user.click(await screen.findByRole('button', { name: 'Book your next session' }));
    // Next week's times are all ahead of the change window.
    await user.click(await screen.findByRole('button', { name: 'Next week' }));
    const [first] = await screen.findAllByRole('radio');
    await user.click(first!);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText(/^Session booked for/)).toBeVisible();
    await waitFor(() => expect(screen.getByText('2 sessions left to book.')).toBeVisible());

    const booked = within(screen.getByRole('region', { name: 'Sessions' }))
      .getAllByRole('listitem')
      .at(-1)!;
    await user.click(within(booked).getByRole('button', { name: 'Move' }));
    await user.click(await screen.findByRole('button', { name: 'Next week' }));
    const [, second] = await screen.findAllByRole('radio');
    await user.click(second!);
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByText(/^Session moved to/)).toBeVisible();
    expect(
      portal.requests.some(
        (request) => request.method === 'PUT' && request.url.includes('/sessions/'),
      ),
    ).toBe(true);
  });
});
