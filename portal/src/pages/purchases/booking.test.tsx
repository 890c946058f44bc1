// Booking a service and buying a product, on the reference API: free times, review, pay, the
// confirmation; the time taken by someone else meanwhile; the student's own purchases and their
// sessions' changes within the scheduling policy.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { describe, expect, onTestFinished, test } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { queryClientFor, unwrap } from '@hci/api-schema';
import {
  demoCoach,
  demoCoachProducts,
  demoStudent,
  demoStudentCards,
  nameOf,
} from '@hci/demo-world';
import { coachHours, noWeeklyHours } from '@hci/page-harness';
import { demo, renderApp } from '../../test/renderApp';

type User = ReturnType<typeof userEvent.setup>;

const [, habitReset, pantryMakeover, mealPlanner] = demoCoachProducts;
const coachName = nameOf(demoCoach);
const [, reserveCard] = demoStudentCards;
const reserveCardName = `Mastercard ending in ${reserveCard!.number.slice(-4)}`;

/** The demo coach's offer by its title (or her test call): its ids and its checkout. */
async function offer(title: string | 'test call') {
  const coachId = demo().sessions.coach.coachId!;
  const [product] = await demo().query<{ id: number }>(
    title === 'test call'
      ? 'SELECT id FROM coach_products WHERE coach_id = $1 AND test_call'
      : 'SELECT id FROM coach_products WHERE coach_id = $1 AND title = $2',
    title === 'test call' ? [coachId] : [coachId, title],
  );
  const productId = product!.id;
  return { coachId, productId, checkout: `/coaches/${coachId}/offers/${productId}` };
}

/** The id of the demo student's saved card ending in `last4`. */
async function cardId(last4: string) {
  const [card] = await demo().query<{ id: number }>(
    'SELECT id FROM payment_methods WHERE student_id = $1 AND last4 = $2 AND deleted_at IS NULL',
    [demo().sessions.student.studentId!, last4],
  );
  return card!.id;
}

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
    const { coachId, productId, checkout } = await offer(habitReset!.title);
    const portal = renderApp(checkout);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Book ${habitReset!.title}` }),
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
    await user.selectOptions(card, reserveCardName);
    await user.click(screen.getByRole('button', { name: /^Pay .*540\.00/ }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`Booked: ${habitReset!.title}`);
    expect(status).toHaveTextContent(/Central Time \(Chicago\)\. A message is in your inbox/);
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('download')).toMatch(/\.ics$/);
    const file = calendarLines(calendar);
    expect(file).toContain('BEGIN:VEVENT');
    expect(file.find((line) => line.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    expect(file).toContain('LOCATION:https://meet.example.org/marisol-reyes');
    expect(file.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(
      new RegExp(`^DESCRIPTION:${habitReset!.title}\\\\, a session with your coach ${coachName}`),
    );
    const purchase = portal.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/coach_product_purchases'),
    )!;
    expect(purchase.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    // The zone the student books in goes along, for the coach to name beside her own.
    expect(await purchase.json()).toMatchObject({
      coachId,
      productId,
      paymentMethodId: await cardId(reserveCard!.number.slice(-4)),
      timeZone: demoStudent.timeZone,
    });
    await user.click(screen.getByRole('link', { name: 'See your booking' }));
    expect(await screen.findByRole('heading', { level: 1, name: habitReset!.title })).toBeVisible();
    expect(screen.getByText('5 sessions left to book.')).toBeVisible();
  });

  test('a time taken meanwhile: the refreshed times, the card still chosen', async () => {
    const user = userEvent.setup();
    const { coachId, checkout } = await offer(habitReset!.title);
    const testCall = await offer('test call');
    const portal = renderApp(checkout);
    const chosen = (await chooseFirstTime(user)) as HTMLInputElement;
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Card' }),
      reserveCardName,
    );
    // Another student books the coach's test call at that very time, so the coach is busy then.
    await unwrap(
      demo()
        .as('circleMember')
        .POST('/coach_product_purchases', {
          body: {
            coachId,
            productId: testCall.productId,
            startsAt: chosen.value,
            timeZone: demoStudent.timeZone,
          },
        }),
    );
    const asked = () =>
      portal.requests.filter((request) => request.url.includes('available_schedules')).length;
    const before = asked();
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(/Someone booked that time just before you/)).toBeVisible();
    await expect.poll(asked).toBeGreaterThan(before);
    // The refreshed times no longer offer the one taken.
    await waitFor(() =>
      expect(
        screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value),
      ).not.toContain(chosen.value),
    );
    await chooseFirstTime(user);
    expect(await screen.findByRole('combobox', { name: 'Card' })).toHaveDisplayValue(
      reserveCardName,
    );
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Booked/);
  });
});

/**
 * The demo coach's hours become one hour from each start given, on those days only (in her
 * zone, or in `timeZone`), so the hour-long package has exactly those free times.
 */
async function coachFreeOnlyAt(starts: Temporal.ZonedDateTime[], timeZone = demoCoach.timeZone) {
  const overrides = new Map<string, { startTime: string; endTime: string }[]>();
  for (const start of starts.map((time) => time.withTimeZone(timeZone))) {
    const hhmm = (time: Temporal.ZonedDateTime) => time.toPlainTime().toString().slice(0, 5);
    const date = start.toPlainDate().toString();
    overrides.set(date, [
      ...(overrides.get(date) ?? []),
      { startTime: hhmm(start), endTime: hhmm(start.add({ hours: 1 })) },
    ]);
  }
  await coachHours({
    timeZone,
    overrides: [...overrides].map(([date, windows]) => ({ date, windows })),
  })(demo());
}

/** Free times at 9 am, 1 pm and 6 pm in Chicago (the demo student's zone) on each day given. */
const freeTimesOn = (days: Temporal.PlainDate[]) =>
  coachFreeOnlyAt(
    days.flatMap((day) =>
      [9, 13, 18].map((hour) =>
        day.toZonedDateTime({
          timeZone: demoStudent.timeZone,
          plainTime: Temporal.PlainTime.from({ hour }),
        }),
      ),
    ),
  );

const longDay = (day: Temporal.PlainDate) =>
  day.toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const today = () => Temporal.Now.plainDateISO(demoStudent.timeZone);

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
  renderApp((await offer(pantryMakeover!.title)).checkout);
  await chooseFirstTime(user);
  expect(await screen.findByRole('heading', { name: 'Review and pay' })).toBeVisible();
  const address = pantryMakeover!.location!;
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
    await freeTimesOn([first, first.add({ days: 2 })]);
    renderApp((await offer(habitReset!.title)).checkout);
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
    await freeTimesOn([first, first.add({ days: 1 })]);
    renderApp((await offer(habitReset!.title)).checkout);
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
    await freeTimesOn([first]);
    renderApp((await offer(habitReset!.title)).checkout);
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
    // The API's clock stands on the demo day, months before the page's: it lists a time that
    // starts within the next half hour, as a list read a while ago would.
    const soon = Temporal.Now.zonedDateTimeISO(demoCoach.timeZone).round({
      smallestUnit: 'minute',
      roundingIncrement: 30,
      roundingMode: 'ceil',
    });
    const later = soon.add({ hours: 3 });
    // A day's window ends within the day: the hours are set in a zone where neither hour-long
    // time crosses midnight, the coach's or else UTC (they never both do).
    const withinTheDay = (zone: string) =>
      [soon, later].every((start) => start.withTimeZone(zone).hour < 23);
    await coachFreeOnlyAt([soon, later], [demoCoach.timeZone, 'UTC'].find(withinTheDay));
    renderApp((await offer(habitReset!.title)).checkout);
    const time = new Intl.DateTimeFormat('en-US', {
      timeZone: demoStudent.timeZone,
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
    await noWeeklyHours(demo());
    renderApp((await offer(habitReset!.title)).checkout);
    expect(await screen.findByText(/^No free times from .* through .*\.$/)).toBeVisible();
  });
});

describe('buying a product', () => {
  test('review → pay → confirmation, listed among the student’s purchases', async () => {
    const user = userEvent.setup();
    renderApp((await offer(mealPlanner!.title)).checkout);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Buy ${mealPlanner!.title}` }),
    ).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Card' })).toHaveDisplayValue(
      `Visa ending in ${demoStudentCards[0]!.number.slice(-4)}`,
    );
    await user.click(screen.getByRole('button', { name: /^Pay .*19\.00/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Bought: ${mealPlanner!.title}.`);
    await user.click(screen.getByRole('link', { name: 'See your purchase' }));
    await user.click(await screen.findByRole('link', { name: 'Back to my purchases' }));
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(mealPlanner!.title);
    expect(rows[0]).toHaveTextContent(coachName);
  });
});

test('paying with a new card: added with the card form, then chosen', async () => {
  const user = userEvent.setup();
  const portal = renderApp((await offer(mealPlanner!.title)).checkout);
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
  expect((await bought.json()).paymentMethodId).toBe(await cardId('4444'));
});

/** The demo student's purchases, newest first: the planner, then the habit-reset package. */
async function studentPurchaseIds() {
  const purchases = await demo().query<{ id: number }>(
    `SELECT p.id FROM coach_product_purchases p JOIN coach_customers c ON c.id = p.customer_id
     WHERE c.email = $1 ORDER BY p.purchased_at DESC`,
    [demoStudent.email],
  );
  return purchases.map(({ id }) => id);
}

/**
 * The package's three booked sessions, moved around the page's clock (the API's stands on the
 * demo day, months before): one in 2 hours, one in 3 days already moved once, one in 5 days. Set
 * by SQL, since no request books a time within the notice or marks a session moved.
 */
async function sessionsFromNow() {
  const [, purchaseId] = await studentPurchaseIds();
  const sessions = await demo().query<{ id: number }>(
    'SELECT id FROM coach_sessions WHERE purchase_id = $1 ORDER BY starts_at',
    [purchaseId!],
  );
  const at = (hours: number) => Temporal.Now.instant().add({ hours }).round('minute').toString();
  const placed: [hours: number, moved: boolean][] = [
    [2, false],
    [72, true],
    [120, false],
  ];
  for (const [index, [hours, moved]] of placed.entries()) {
    await demo().query(
      `UPDATE coach_sessions SET starts_at = $2, ends_at = $3, status = 'SCHEDULED',
         rescheduled = $4, calendar_sequence = $5, outcome_set_at = NULL, outcome_set_by = NULL
       WHERE id = $1`,
      [sessions[index]!.id, at(hours), at(hours + 1), moved, moved ? 1 : 0],
    );
  }
  return { page: `/my-purchases/${purchaseId}`, sessionIds: sessions.map(({ id }) => id) };
}

/** The coach marks the session missed, or undoes it (SQL: the API's clock is before it starts). */
const markMissed = (sessionId: number, missed: boolean) =>
  demo().query(
    missed
      ? `UPDATE coach_sessions SET status = 'NO_SHOW', outcome_set_by = 'COACH',
           outcome_set_at = starts_at WHERE id = $1`
      : `UPDATE coach_sessions SET status = 'SCHEDULED', outcome_set_by = NULL,
           outcome_set_at = NULL WHERE id = $1`,
    [sessionId],
  );

describe('the student’s purchases', () => {
  test('one list for both sides: newest first, by coach', async () => {
    renderApp('/my-purchases');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My purchases and bookings' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Purchases' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      (await studentPurchaseIds()).map((id) => `No. ${id}`),
    );
    expect(within(table).getAllByText(coachName)).toHaveLength(2);
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });

  test('within a day of a session, and after its one move, the policy says why not', async () => {
    const { page, sessionIds } = await sessionsFromNow();
    renderApp(page);
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
    expect(movedFile).toContain(`UID:session-${sessionIds[1]}@healthcoachinstitute`);
    expect(movedFile).toContain('SEQUENCE:1');
    expect(calendarLines(within(later!).getByRole('link', { name: 'Add to calendar' }))).toContain(
      'SEQUENCE:0',
    );
    expect(screen.getByText('3 sessions left to book.')).toBeVisible();
  });

  test('the refusal texts in Spanish', async () => {
    renderApp((await sessionsFromNow()).page, { locale: 'es' });
    expect(
      await screen.findByText(
        /empieza demasiado pronto para moverla o cancelarla, así que cuenta como usada/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/se puede mover una vez, y esta ya se movió/)).toBeVisible();
  });

  test('an outcome the coach undid reads as booked again: coming back, and on regaining focus', async () => {
    const { page, sessionIds } = await sessionsFromNow();
    await markMissed(sessionIds[0]!, true);
    const portal = renderApp(page);
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
    await markMissed(sessionIds[0]!, false);
    portal.location.navigate(page);
    const again = await screen.findByRole('region', { name: 'Sessions' });
    await waitFor(() =>
      expect(within(within(again).getAllByRole('listitem')[0]!).getByText('Booked')).toBeVisible(),
    );

    // Marked again while the page is open: the page reads it when the window regains focus.
    await markMissed(sessionIds[0]!, true);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    onTestFinished(() => focusManager.setFocused(undefined));
    await waitFor(() =>
      expect(within(within(again).getAllByRole('listitem')[0]!).getByText('Missed')).toBeVisible(),
    );
  });

  test('cancel asks first, then the session goes back to the purchase', async () => {
    const user = userEvent.setup();
    const { page, sessionIds } = await sessionsFromNow();
    const portal = renderApp(page);
    const list = within(await screen.findByRole('region', { name: 'Sessions' })).getByRole('list');
    const later = within(list).getAllByRole('listitem')[2]!;
    await user.click(within(later).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveTextContent('goes back to your purchase');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Session cancelled.')).toBeVisible();
    expect(
      portal.requests.some(
        (request) =>
          request.method === 'POST' &&
          request.url.endsWith(`/sessions/${sessionIds[2]}/cancellation`),
      ),
    ).toBe(true);
  });

  test('book the next session and move one, each from the free times', async () => {
    const user = userEvent.setup();
    const [, purchaseId] = await studentPurchaseIds();
    const portal = renderApp(`/my-purchases/${purchaseId}`);
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
