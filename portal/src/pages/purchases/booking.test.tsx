// Booking a service and buying a product, on the contract's mocks: free times, review, pay, the
// confirmation; the time taken by someone else meanwhile; the student's own purchases and their
// sessions' changes within the scheduling policy.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { focusManager } from '@tanstack/react-query';
import { describe, expect, onTestFinished, test } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { queryClientFor, type CoachProductPurchase, type CoachSession } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL } from '@hci/mock-api';
import { worker } from '@hci/app-frame/test';
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

/** The lines of the calendar file an "Add to calendar" link carries, long lines unfolded. */
const calendarLines = (link: HTMLElement) =>
  decodeURIComponent(link.getAttribute('href')!).replace(/\r\n /g, '').split('\r\n');

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
    // The time names the student's zone, and the day of the week.
    expect(
      screen.getByText(/^\w{3}, \w{3} \d{2}, \d{4}, .* Central Time \(Chicago\)$/),
    ).toBeVisible();
    // The coach's clock beside it, as the times were named.
    expect(screen.getByText('Coach’s time')).toBeVisible();
    expect(
      screen.getByText(/^\w{3}, \w{3} \d{2}, \d{4}, .* Mountain Time \(Denver\)$/),
    ).toBeVisible();
    expect(screen.getByText('Online; the link comes with your booking')).toBeVisible();
    const card = await screen.findByRole('combobox', { name: 'Card' });
    await user.selectOptions(card, 'Mastercard ending in 5454');
    await user.click(screen.getByRole('button', { name: /^Pay .*540\.00/ }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/Booked: Habit reset: 6 weekly sessions/);
    expect(status).toHaveTextContent(/Central Time \(Chicago\)\. A message is in your inbox/);
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('download')).toMatch(/\.ics$/);
    const file = calendarLines(calendar);
    expect(file).toContain('BEGIN:VEVENT');
    expect(file.find((line) => line.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    expect(file).toContain('LOCATION:https://meet.example.org/marisol-reyes');
    expect(file.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:Habit reset: 6 weekly sessions\\, a session with your coach Marisol Reyes/,
    );
    const purchase = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/coach_product_purchases'),
    )!;
    expect(purchase.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    // The zone the student books in goes along, for the coach to name beside her own.
    expect(await purchase.json()).toMatchObject({
      coachId: 1,
      productId: 2,
      paymentMethodId: 2,
      timeZone: 'America/Chicago',
    });
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

/** Free times at 9 am, 1 pm and 6 pm in Chicago (the demo student's zone) on each day given. */
function freeTimesOn(days: Temporal.PlainDate[]) {
  const slots = days.flatMap((day) =>
    [9, 13, 18].map((hour) => {
      const start = day.toZonedDateTime({
        timeZone: 'America/Chicago',
        plainTime: Temporal.PlainTime.from({ hour }),
      });
      return {
        startsAt: start.toInstant().toString(),
        endsAt: start.add({ hours: 1 }).toInstant().toString(),
      };
    }),
  );
  return http.get(api('/coaches/1/products/2/available_schedules/1'), () =>
    HttpResponse.json({
      content: { scheduleId: 1, productId: 2, timeZone: 'America/Denver', slots },
    }),
  );
}

const longDay = (day: Temporal.PlainDate) =>
  day.toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const today = () => Temporal.Now.plainDateISO('America/Chicago');

/** Chooses the first day with free times at least `ahead` days after today, in the month shown or the next. */
async function chooseDayAhead(user: User, ahead: number) {
  const loaded = () =>
    waitFor(() => {
      expect(screen.queryByText('Loading the free times…')).toBeNull();
      expect(screen.getByRole('grid')).toBeVisible();
    });
  await loaded();
  for (let offset = ahead; offset < ahead + 21; offset += 1) {
    const day = today().add({ days: offset });
    const month = day.toLocaleString('en-US', { month: 'long', year: 'numeric' });
    if (!screen.getByRole('grid').getAttribute('aria-label')?.includes(month)) {
      await user.click(screen.getAllByRole('button', { name: 'Next' })[0]!);
      await loaded();
    }
    const cell = within(screen.getByRole('grid'))
      .queryAllByRole('button', { name: new RegExp(longDay(day)) })
      .find((candidate) => candidate.getAttribute('aria-disabled') !== 'true');
    if (cell) {
      await user.click(cell);
      return day;
    }
  }
  throw new Error('No free day ahead');
}

test('an in-person session: its address on the review, the booking and in the calendar file', async () => {
  const user = userEvent.setup();
  renderApp('/coaches/1/offers/3');
  await chooseFirstTime(user);
  expect(await screen.findByRole('heading', { name: 'Review and pay' })).toBeVisible();
  const address = '2100 Larimer Street, Suite 4, Denver, CO 80205';
  expect(screen.getByText(address)).toBeVisible();
  await user.click(screen.getByRole('button', { name: /^Pay/ }));
  await screen.findByRole('status');
  const file = calendarLines(screen.getByRole('link', { name: 'Add to calendar' }));
  expect(file).toContain(`LOCATION:${address.replace(/,/g, '\\,')}`);
  expect(file.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
    `In person at ${address.replace(/,/g, '\\,')}`,
  );

  // The booking's own page says where too, and offers the same file.
  await user.click(screen.getByRole('link', { name: 'See your booking' }));
  const sessions = await screen.findByRole('region', { name: 'Sessions' });
  expect(within(sessions).getByText(`In person at ${address}`)).toBeVisible();
  const again = calendarLines(within(sessions).getByRole('link', { name: 'Add to calendar' }));
  expect(again).toContain(`LOCATION:${address.replace(/,/g, '\\,')}`);
});

describe('choosing a free time', () => {
  test('opens on the first day with free times, its times by morning, afternoon and evening', async () => {
    const first = today().add({ days: 9 });
    renderApp('/coaches/1/offers/2', { handlers: [freeTimesOn([first, first.add({ days: 2 })])] });
    expect(
      await screen.findByRole('heading', { name: `Free times on ${longDay(first)}` }),
    ).toBeVisible();
    const grid = screen.getByRole('grid');
    expect(
      within(grid)
        .getByRole('button', { name: new RegExp(longDay(first)) })
        .closest('[role=gridcell]'),
    ).toHaveAttribute('aria-selected', 'true');
    // A day without free times cannot be chosen.
    expect(
      within(grid)
        .getAllByRole('button', { name: new RegExp(longDay(first.add({ days: 1 }))) })[0]!
        .closest('[aria-disabled=true], [data-unavailable]'),
    ).not.toBeNull();
    const morning = screen.getByRole('radiogroup', { name: 'Morning' });
    const afternoon = screen.getByRole('radiogroup', { name: 'Afternoon' });
    const evening = screen.getByRole('radiogroup', { name: 'Evening' });
    expect(
      within(morning).getByRole('radio', { name: /^9:00 AM \(coach: 8:00 AM\)$/ }),
    ).toBeVisible();
    expect(within(afternoon).getByRole('radio', { name: /^1:00 PM/ })).toBeVisible();
    expect(within(evening).getByRole('radio', { name: /^6:00 PM/ })).toBeVisible();
    expect(
      screen.getByText(
        /Times in your time zone \(Central Time \(Chicago\)\); the coach’s \(Mountain Time \(Denver\)\)/,
      ),
    ).toBeVisible();
  });

  test('the month and the times by keyboard', async () => {
    const user = userEvent.setup();
    const first = today().add({ days: 9 });
    renderApp('/coaches/1/offers/2', { handlers: [freeTimesOn([first, first.add({ days: 1 })])] });
    await screen.findByRole('heading', { name: `Free times on ${longDay(first)}` });
    const grid = screen.getByRole('grid');
    within(grid)
      .getByRole('button', { name: new RegExp(longDay(first)) })
      .focus();
    await user.keyboard('{ArrowRight}{Enter}');
    const next = first.add({ days: 1 });
    expect(
      await screen.findByRole('heading', { name: `Free times on ${longDay(next)}` }),
    ).toBeVisible();
    // Into the times: the arrows go through the morning, afternoon and evening in turn.
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: /^9:00 AM/ })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^1:00 PM/ })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^6:00 PM/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The keyboard goes on from the next step's heading, not from the top of the page.
    const review = await screen.findByRole('heading', { name: 'Review and pay' });
    expect(review).toBeVisible();
    await waitFor(() => expect(review).toHaveFocus());
    expect(screen.getByText(/6:00 – 7:00 PM Central Time \(Chicago\)$/)).toBeVisible();
    // Back from the review: the chosen time's day, its time still chosen.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Choose a time' })).toHaveFocus(),
    );
    expect(
      await screen.findByRole('heading', { name: `Free times on ${longDay(next)}` }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /^6:00 PM/ })).toBeChecked();
  });

  test('a month without free times says when the next one is', async () => {
    const user = userEvent.setup();
    // Next month's first free day: this month has none.
    const first = today().with({ day: 1 }).add({ months: 1, days: 14 });
    renderApp('/coaches/1/offers/2', { handlers: [freeTimesOn([first])] });
    await screen.findByRole('heading', { name: `Free times on ${longDay(first)}` });
    await user.click(screen.getAllByRole('button', { name: 'Previous' })[0]!);
    const month = today().toLocaleString('en-US', { month: 'long', year: 'numeric' });
    expect(
      await screen.findByText(`No free times in ${month}. The next one is on ${longDay(first)}.`),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: `Show ${longDay(first)}` }));
    expect(screen.queryByText(/No free times in/)).toBeNull();
  });

  test('a time within the least notice of its start is not offered, whatever the list says', async () => {
    const minute = Temporal.Now.instant().round({ smallestUnit: 'minute', roundingMode: 'ceil' });
    const slot = (start: Temporal.Instant) => ({
      startsAt: start.toString(),
      endsAt: start.add({ hours: 1 }).toString(),
    });
    const later = minute.add({ hours: 3 });
    renderApp('/coaches/1/offers/2', {
      handlers: [
        http.get(api('/coaches/1/products/2/available_schedules/1'), () =>
          HttpResponse.json({
            content: {
              scheduleId: 1,
              productId: 2,
              timeZone: 'America/Denver',
              slots: [slot(minute.add({ minutes: 10 })), slot(later)],
            },
          }),
        ),
      ],
    });
    const time = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(later.epochMilliseconds)
      .split(/\s/)[0];
    const offered = await screen.findAllByRole('radio');
    expect(offered).toHaveLength(1);
    expect(offered[0]).toHaveAccessibleName(new RegExp(`^${time}\\s`));
  });

  test('no free times at all in the weeks asked', async () => {
    renderApp('/coaches/1/offers/2', { handlers: [freeTimesOn([])] });
    expect(await screen.findByText(/^No free times from .* through .*\.$/)).toBeVisible();
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
    calendarSequence: rescheduled ? 1 : 0,
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
    // The moved session's calendar file is its entry's next version: same UID, higher SEQUENCE.
    const movedFile = calendarLines(within(moved!).getByRole('link', { name: 'Add to calendar' }));
    expect(movedFile).toContain('UID:session-32@healthcoachinstitute');
    expect(movedFile).toContain('SEQUENCE:1');
    expect(calendarLines(within(later!).getByRole('link', { name: 'Add to calendar' }))).toContain(
      'SEQUENCE:0',
    );
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

  test('an outcome the coach undid reads as booked again: coming back, and on regaining focus', async () => {
    const [started, ...rest] = sessionsFromNow();
    const missed = { ...started!, status: 'NO_SHOW' as const, outcomeSetBy: 'COACH' as const };
    const portal = renderApp('/my-purchases/21', {
      handlers: [purchaseHandler([{ ...missed, outcomeSetAt: missed.startsAt }, ...rest])],
    });
    // The app's own cache keeps answers 30 seconds and ignores focus; this page must not.
    queryClientFor(portal.session).setDefaultOptions({
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    });
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    const first = () => within(sessions).getAllByRole('listitem')[0]!;
    expect(await within(first()).findByText('Missed')).toBeVisible();

    // The coach undoes it; the student goes to the list and comes back within the 30 seconds.
    portal.location.navigate('/my-purchases');
    await screen.findByRole('heading', { level: 1, name: 'My purchases and bookings' });
    worker.use(purchaseHandler([started!, ...rest]));
    portal.location.navigate('/my-purchases/21');
    const again = await screen.findByRole('region', { name: 'Sessions' });
    await waitFor(() =>
      expect(within(within(again).getAllByRole('listitem')[0]!).getByText('Booked')).toBeVisible(),
    );

    // Marked again while the page is open: the page reads it when the window regains focus.
    worker.use(purchaseHandler([{ ...missed, outcomeSetAt: missed.startsAt }, ...rest]));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onTestFinished(() => focusManager.setFocused(undefined));
    await waitFor(() =>
      expect(within(within(again).getAllByRole('listitem')[0]!).getByText('Missed')).toBeVisible(),
    );
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
    // Days ahead of the change window, so the booked session may be moved.
    await chooseDayAhead(user, 3);
    const [first] = await screen.findAllByRole('radio');
    await user.click(first!);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText(/^Session booked for/)).toBeVisible();
    await waitFor(() => expect(screen.getByText('2 sessions left to book.')).toBeVisible());

    const booked = within(screen.getByRole('region', { name: 'Sessions' }))
      .getAllByRole('listitem')
      .at(-1)!;
    await user.click(within(booked).getByRole('button', { name: 'Move' }));
    await chooseDayAhead(user, 3);
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
