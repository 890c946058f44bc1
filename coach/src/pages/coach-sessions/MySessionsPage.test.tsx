import { unwrap, type CoachSessionInput, type CoachSessionUpdate } from '@hci/api-schema';
import {
  daysFrom,
  demoClientSessions,
  demoCoach,
  demoCoachClients,
  demoCoachProducts,
  demoCoachProfile,
  demoCoachSchedule,
  demoInstant,
  demoStudent,
  demoStudentPurchases,
  demoToday,
  instantFrom,
  nameOf,
} from '@hci/demo-world';
import { DEFAULT_MOCK_BASE_URL, emptyHandler } from '@hci/mock-api';
import { bookedTestCall, freeTimes, productIdOf } from '@hci/page-harness';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { formatTimeZoneName } from '@hci/design-system';
import { freezeTemporal } from '@hci/app-frame/demo-clock';
import { Temporal } from 'temporal-polyfill';
import { demo, renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

// Every test runs on the demo day, noon UTC (6 AM in the coach's Denver): the session of 11:00
// UTC has started, the demo student's of 22:00 and those of April are ahead.

const [, habitReset] = demoCoachProducts;
/** The first of the demo coach's published online services: her discovery call. */
const onlineService = demoCoachProducts.find(
  (product) => product.published && product.serviceSpecification?.session.type === 'ONLINE',
)!;

/** The demo coach's sessions as seeded: her clients' and the demo student's, with whom and what. */
const seeded = [
  ...demoClientSessions(demoToday).map((session) => ({
    ...session,
    client: demoCoachClients[session.client]!,
    service: demoCoachProducts[session.product]!,
  })),
  ...demoStudentPurchases(demoToday).flatMap(({ product, sessions }) =>
    sessions.map((session) => ({
      ...session,
      client: { name: nameOf(demoStudent), email: demoStudent.email },
      service: demoCoachProducts[product]!,
    })),
  ),
];
/** The API's days are UTC dates: upcoming from today's on, soonest first; past newest first. */
const upcoming = seeded
  .filter((session) => session.startsAt >= demoToday)
  .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
const past = seeded
  .filter((session) => session.startsAt < demoToday)
  .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
/** The session begun an hour before noon, not yet marked; the demo student's later today. */
const [started, ahead] = upcoming as [(typeof seeded)[number], (typeof seeded)[number]];

const coachId = () => demo().sessions.coach.coachId!;

/** The id of the demo coach's session that starts at `startsAt`. */
async function sessionAt(startsAt: string) {
  const [session] = await demo().query<{ id: number }>(
    'SELECT id FROM coach_sessions WHERE coach_id = $1 AND starts_at = $2',
    [coachId(), startsAt],
  );
  return session!.id;
}

/** The id of the demo coach's customer with this e-mail. */
async function customerId(email: string) {
  const [customer] = await demo().query<{ id: number }>(
    'SELECT id FROM coach_customers WHERE coach_id = $1 AND email = $2',
    [coachId(), email],
  );
  return customer!.id;
}

/** Another student, of the demo student's circle, books the coach's test call at `startsAt`. */
async function takenByAnother(startsAt: string) {
  await unwrap(
    demo()
      .as('circleMember')
      .POST('/coach_product_purchases', {
        body: { coachId: coachId(), productId: await productIdOf(demo(), 'test call'), startsAt },
      }),
  );
}

const openPage = async () => {
  onTestFinished(freezeTemporal(vi.spyOn));
  renderApp('/my-sessions');
  await screen.findByRole('heading', { level: 1, name: 'Your sessions' });
  await screen.findByText('Times are in Mountain Time (Denver).');
};

/** The sessions of the list shown, by the client's name and time as the cards read. */
const cards = async () => {
  await screen.findAllByRole('article');
  return screen.getAllByRole('article');
};

/** The card of one of the upcoming sessions: at its place in the API's first page of them. */
const upcomingCard = async (sessionId: number) => {
  const { content } = await unwrap(
    demo()
      .as('coach')
      .GET('/coaches/{coachId}/sessions', {
        params: { path: { coachId: coachId() }, query: { from: demoToday, size: 10 } },
      }),
  );
  const place = content.findIndex(({ id }) => id === sessionId);
  expect(place).toBeGreaterThanOrEqual(0);
  return (await cards())[place]!;
};

/** The day an instant falls on in the coach's zone, as a card's time begins. */
const dayOf = (startsAt: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: demoCoach.timeZone,
  }).format(new Date(startsAt));

const recordUpdates = () => {
  const sent: { id: string; change: CoachSessionUpdate }[] = [];
  worker.use(
    http.patch(
      `${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/sessions/:sessionId`,
      async ({ request, params }) => {
        sent.push({
          id: String(params.sessionId),
          change: (await request.clone().json()) as CoachSessionUpdate,
        });
        return undefined;
      },
    ),
  );
  return sent;
};

describe('/my-sessions: upcoming and past', () => {
  test('upcoming soonest first, past newest first, each in its tab', async () => {
    await openPage();
    const shown = await cards();
    // 11:00 UTC on March 31 is 5 AM in Denver, on summer time since March 8.
    expect(within(shown[0]!).getByText(/^Mar 31, 2026, 5:00\s.\s6:00\sAM$/)).toBeVisible();
    expect(shown).toHaveLength(upcoming.length);
    upcoming.forEach(({ startsAt }, index) =>
      expect(within(shown[index]!).getByText(new RegExp(`^${dayOf(startsAt)},`))).toBeVisible(),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('article')[0]!).getByText(
          new RegExp(`^${dayOf(past[0]!.startsAt)},`),
        ),
      ).toBeVisible(),
    );
    const pastCards = screen.getAllByRole('article');
    expect(pastCards).toHaveLength(past.length);
    expect(
      within(pastCards.at(-1)!).getByText(new RegExp(`^${dayOf(past.at(-1)!.startsAt)},`)),
    ).toBeVisible();
    expect(past[0]!.status).toBe('COMPLETED');
    expect(within(pastCards[0]!).getByText('Completed')).toBeVisible();
  });

  test('with no sessions, each tab says what it will hold', async () => {
    worker.use(emptyHandler('/coaches/{coachId}/sessions'));
    await openPage();
    expect(await screen.findByText('No upcoming sessions.')).toBeVisible();
    expect(screen.getByText(/^When clients book one of your services/)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past sessions yet.')).toBeVisible();
    expect(screen.getByText(/^Sessions move here once their time has passed/)).toBeVisible();
    expect(screen.queryByText(/^When clients book/)).toBeNull();
  });

  test('names the client’s zone beside the time when it differs from the coach’s', async () => {
    // The demo student books two more of her package's sessions: one from home in Chicago, the
    // next on a visit to Denver, the coach's zone.
    const [purchase] = await demo().query<{ id: number }>(
      `SELECT p.id FROM coach_product_purchases p JOIN coach_products pr ON pr.id = p.product_id
       WHERE p.buyer_student_id = $1 AND pr.title = $2`,
      [demo().sessions.student.studentId!, habitReset!.title],
    );
    const book = async (timeZone: string) => {
      const productId = await productIdOf(demo(), habitReset!.title);
      const [free] = await freeTimes(demo(), { productId, days: 14 });
      const { content } = await unwrap(
        demo()
          .as('student')
          .POST('/coach_product_purchases/{purchaseId}/sessions', {
            params: { path: { purchaseId: purchase!.id } },
            body: { startsAt: free!.startsAt, timeZone },
          }),
      );
      return content;
    };
    const session = await book(demoStudent.timeZone);
    const sameZone = await book(demoCoach.timeZone);
    await openPage();
    const elsewhere = new Date(session.startsAt).toLocaleTimeString('en-US', {
      timeZone: demoStudent.timeZone,
      hour: 'numeric',
      minute: '2-digit',
    });
    const zone = formatTimeZoneName(demoStudent.timeZone, 'en-US').replace(/[()]/g, '\\$&');
    const hour = elsewhere.replace(/\s?[AP]M$/, '');
    expect(
      within(await upcomingCard(session.id)).getByText(
        new RegExp(`^Client’s time: .*${hour}.*, ${zone}$`),
      ),
    ).toBeVisible();
    expect(within(await upcomingCard(sameZone.id)).queryByText(/^Client’s time/)).toBeNull();
  });
});

describe('/my-sessions: what each session is for', () => {
  /**
   * The coach books a session by hand, without a service, for one of her clients today at 13:00
   * UTC (7 AM in Denver); beside it, the session of a service on April 1.
   */
  const bookByHand = async () => {
    const [, client] = demoCoachClients;
    const { content: byHand } = await unwrap(
      demo()
        .as('coach')
        .POST('/coaches/{coachId}/sessions', {
          params: { path: { coachId: coachId() } },
          body: {
            customerId: await customerId(client!.email),
            startsAt: instantFrom(demoToday, 0, '13:00'),
            endsAt: instantFrom(demoToday, 0, '14:00'),
            deliveryMode: 'ONLINE',
          },
        }),
    );
    const ofService = upcoming.find(({ startsAt }) => startsAt.startsWith(daysFrom(demoToday, 1)))!;
    return { byHand, ofService: { ...ofService, id: await sessionAt(ofService.startsAt) } };
  };

  test('each card names the service it was booked for; one booked by hand names none', async () => {
    const { byHand, ofService } = await bookByHand();
    await openPage();
    expect(
      within(await upcomingCard(ofService.id)).getByText(`Service: ${ofService.service.title}`),
    ).toBeVisible();
    const handCard = await upcomingCard(byHand.id);
    expect(within(handCard).getByRole('heading', { name: byHand.customer.name })).toBeVisible();
    expect(within(handCard).queryByText(/^Service:/)).toBeNull();
  });

  test('the week names each booking’s service too', async () => {
    await page.viewport(1280, 900);
    const user = userEvent.setup();
    const { byHand, ofService } = await bookByHand();
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'Week' }));
    const tuesday = await screen.findByRole('listitem', { name: 'Tuesday, Mar 31' });
    const wednesday = screen.getByRole('listitem', { name: 'Wednesday, Apr 1' });
    expect(within(wednesday).getByText(`Service: ${ofService.service.title}`)).toBeVisible();
    const booking = within(tuesday)
      .getByText(/^7:00\s.\s8:00\sAM$/)
      .closest('li')!;
    expect(booking).toBeVisible();
    expect(within(booking).getByText(byHand.customer.name)).toBeVisible();
    expect(within(booking).queryByText(/^Service:/)).toBeNull();
  });

  test('reads in Spanish', async () => {
    const { ofService } = await bookByHand();
    onTestFinished(freezeTemporal(vi.spyOn));
    renderApp('/my-sessions', { locale: 'es' });
    expect(
      within(await upcomingCard(ofService.id)).getByText(`Servicio: ${ofService.service.title}`),
    ).toBeVisible();
  });
});

test('a client’s free test call shows among the sessions, named as the test call', async () => {
  // The demo student books the demo coach's test call, as the portal does.
  await bookedTestCall(demo());
  await openPage();
  const card = (await cards()).find((article) =>
    within(article).queryByText('Service: Free test call'),
  );
  expect(card).toBeDefined();
  expect(within(card!).getByRole('heading', { name: nameOf(demoStudent) })).toBeVisible();
});

describe('/my-sessions: working a session', () => {
  test('from the keyboard: a started session is completed; one not started says when it can be', async () => {
    const user = userEvent.setup();
    const sent = recordUpdates();
    const startedId = await sessionAt(started.startsAt);
    await openPage();
    const [startedCard, aheadCard] = await cards();
    const name = within(startedCard!).getByRole('heading').textContent!;
    expect(name).toBe(started.client.name);
    expect(within(aheadCard!).getByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(
      within(aheadCard!).getByRole('group', { name: /^Session with/ }),
    ).toHaveAccessibleDescription('It can be marked completed once it starts.');
    const complete = within(startedCard!).getByRole('button', { name: 'Completed' });
    complete.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', {
      name: `Mark the session with ${name} as completed?`,
    });
    expect(
      within(confirm).getByText(
        /^The session on Mar 31, 2026, 5:00\s.\s6:00\sAM\. You can undo this for 24 hours\.$/,
      ),
    ).toBeInTheDocument();
    // It opens on the way out; Tab reaches the confirmation.
    expect(within(confirm).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(await screen.findByText(`Session with ${name} marked completed.`)).toBeVisible();
    expect(sent).toEqual([{ id: String(startedId), change: { status: 'COMPLETED' } }]);

    // While it can be undone the card shows the outcome and an Undo, where focus moves on to.
    const undo = await within(startedCard!).findByRole('button', {
      name: `Undo the outcome of the session with ${name}`,
    });
    expect(within(startedCard!).getByText('Completed')).toBeVisible();
    expect(within(startedCard!).queryByRole('button', { name: 'Completed' })).toBeNull();
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Outcome undone.')).toBeVisible();
    expect(sent.at(-1)).toEqual({ id: String(startedId), change: { status: 'SCHEDULED' } });
    const again = await within(startedCard!).findByRole('button', { name: 'Completed' });
    expect(within(startedCard!).getByText('Scheduled')).toBeVisible();
    expect(within(startedCard!).queryByRole('button', { name: /^Undo/ })).toBeNull();
    await waitFor(() => expect(again).toHaveFocus());
  });

  test('a session not started yet can be marked completed as it starts, without a reload', async () => {
    const starts = Temporal.Instant.from(started.startsAt);
    let thaw = freezeTemporal(vi.spyOn, starts.subtract({ seconds: 1 }).toString());
    onTestFinished(() => thaw());
    renderApp('/my-sessions');
    const [first] = await cards();
    expect(within(first!).getByText(/^Mar 31, 2026, 5:00\s.\s6:00\sAM$/)).toBeVisible();
    expect(within(first!).getByRole('button', { name: 'Completed' })).toBeDisabled();
    // A second later the session starts: the page, left open, lets the coach complete it.
    thaw();
    thaw = freezeTemporal(vi.spyOn, starts.toString());
    await waitFor(
      () => expect(within(first!).getByRole('button', { name: 'Completed' })).toBeEnabled(),
      { timeout: 3_000 },
    );
  });

  test('going back from the outcome dialog, by button or Escape, changes nothing', async () => {
    const user = userEvent.setup();
    const sent = recordUpdates();
    await openPage();
    const [startedCard] = await cards();
    const name = within(startedCard!).getByRole('heading').textContent!;
    const missed = within(startedCard!).getByRole('button', { name: 'Client missed it' });
    await user.click(missed);
    const confirm = await screen.findByRole('alertdialog', {
      name: `Mark the session with ${name} as missed?`,
    });
    expect(within(confirm).getByRole('button', { name: 'Mark missed' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(within(startedCard!).getByRole('button', { name: 'Completed' }));
    await screen.findByRole('alertdialog', { name: `Mark the session with ${name} as completed?` });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(within(startedCard!).getByText('Scheduled')).toBeVisible();
    expect(within(startedCard!).queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  test('an outcome past its undo window shows no Undo; a refused undo says why', async () => {
    const user = userEvent.setup();
    // Yesterday, 23 and then 24 hours before the demo instant, the coach marked the two latest
    // past sessions missed (by SQL: the API's clock stands at the demo instant).
    const [undoable, settled] = past as [(typeof past)[number], (typeof past)[number]];
    for (const [hours, session] of [
      [23, undoable],
      [24, settled],
    ] as const) {
      await demo().query(
        `UPDATE coach_sessions SET status = 'NO_SHOW', outcome_set_by = 'COACH', outcome_set_at = $3
         WHERE coach_id = $1 AND starts_at = $2`,
        [
          coachId(),
          session.startsAt,
          Temporal.Instant.from(demoInstant).subtract({ hours }).toString(),
        ],
      );
    }
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() =>
      expect(within(screen.getAllByRole('article')[1]!).getByText('Missed')).toBeVisible(),
    );
    const [undoableCard, settledCard] = screen.getAllByRole('article');
    expect(within(settledCard!).getByText('Missed')).toBeVisible();
    expect(within(settledCard!).queryByRole('button')).toBeNull();
    expect(within(undoableCard!).getByText(/^You can undo this until Mar 31, 2026/)).toBeVisible();
    // Meanwhile the coach undoes it in another tab: this page's Undo finds it changed.
    await unwrap(
      demo()
        .as('coach')
        .PATCH('/coaches/{coachId}/sessions/{sessionId}', {
          params: {
            path: { coachId: coachId(), sessionId: await sessionAt(undoable.startsAt) },
          },
          body: { status: 'SCHEDULED' },
        }),
    );
    await user.click(
      within(undoableCard!).getByRole('button', {
        name: `Undo the outcome of the session with ${undoable.client.name}`,
      }),
    );
    expect(
      await screen.findByText(
        'This session was changed meanwhile, so this can no longer be done. Reload the page to see where it stands.',
      ),
    ).toBeVisible();
    expect(within(undoableCard!).getByText('Missed')).toBeVisible();
  });

  test('cancelling asks first and says a paid share is refunded', async () => {
    const user = userEvent.setup();
    const sent = recordUpdates();
    // The demo student's next session, booked with her paid package.
    const paid = upcoming.find(({ client }) => client.email === demoStudent.email)!;
    const paidId = await sessionAt(paid.startsAt);
    await openPage();
    const card = await upcomingCard(paidId);
    await user.click(within(card).getByRole('button', { name: 'Cancel session' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Cancel the session with ${paid.client.name}?`,
    });
    expect(
      within(confirm).getByText(
        /is told\. If it was paid for, its share of the price is refunded to the client’s card\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText(`Session with ${paid.client.name} cancelled.`)).toBeVisible();
    expect(sent).toEqual([{ id: String(paidId), change: { status: 'CANCELLED' } }]);
  });

  test('a refused completion says why in the institute’s words', async () => {
    const user = userEvent.setup();
    // The coach's device runs ahead of the API's clock: at the start of the demo student's
    // session there, the page offers to complete it; the API, still at noon, finds it not started.
    onTestFinished(freezeTemporal(vi.spyOn, ahead.startsAt));
    renderApp('/my-sessions');
    const [, aheadCard] = await cards();
    await user.click(within(aheadCard!).getByRole('button', { name: 'Completed' }));
    const outcome = await screen.findByRole('alertdialog', { name: /as completed\?$/ });
    await user.click(within(outcome).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('This session has not started yet.')).toBeVisible();
    // Refused, a confirmation stays open to try again or go back.
    await user.click(within(outcome).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(outcome).not.toBeInTheDocument());
  });

  test('moving to a free time; a time just taken is said at the field', async () => {
    const user = userEvent.setup();
    await openPage();
    const [, aheadCard] = await cards();
    await user.click(within(aheadCard!).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: /^Move the session with/ });
    const time = await within(dialog).findByRole('combobox', { name: /^Free time/ });
    await waitFor(() => expect(within(time).getAllByRole('option').length).toBeGreaterThan(1));
    const [, firstFree, ...others] = within(time).getAllByRole('option') as HTMLOptionElement[];
    await user.selectOptions(time, firstFree!.value);
    // Meanwhile another student books the coach's test call at that very time.
    await takenByAnother(firstFree!.value);
    await user.click(within(dialog).getByRole('button', { name: 'Move session' }));
    await waitFor(() =>
      expect(time).toHaveAccessibleDescription(
        expect.stringContaining('That time was just taken. Please choose another one.'),
      ),
    );
    // Another of the times offered, still free as the API now has them.
    const productId = await productIdOf(demo(), ahead.service.title);
    const stillFree = new Set(
      (await freeTimes(demo(), { productId, days: 14 })).map((slot) => slot.startsAt),
    );
    const another = others.find((option) => stillFree.has(option.value))!;
    await user.selectOptions(time, another.value);
    await user.click(within(dialog).getByRole('button', { name: 'Move session' }));
    expect(await screen.findByText(/^Session with .* moved to /)).toBeVisible();
  });
});

describe('/my-sessions: booking for a client', () => {
  const openBooking = async () => {
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Book a session' }));
    return screen.findByRole('dialog', { name: 'Book a session' });
  };

  test('an existing client, a service and one of its free times; the video-room link prefilled', async () => {
    const user = userEvent.setup();
    let sent: CoachSessionInput | undefined;
    worker.use(
      http.post(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/sessions`, async ({ request }) => {
        sent = (await request.clone().json()) as CoachSessionInput;
        return undefined;
      }),
    );
    const [, lucia] = demoCoachClients;
    const service = await productIdOf(demo(), onlineService.title);
    const dialog = await openBooking();
    const client = within(dialog).getByRole('combobox', { name: /^Client’s name/ });
    // The suggestions open as the name is typed once the clients have loaded; typed sooner (a
    // busy machine), they open on the next keystroke, so the name is typed again until they do.
    const option = await waitFor(async () => {
      await user.clear(client);
      await user.type(client, lucia!.name.split(' ')[0]!);
      return screen.getByRole('option', { name: lucia!.name });
    });
    await user.click(option);
    expect(client).toHaveValue(lucia!.name);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Service/ }),
      String(service),
    );
    const time = await within(dialog).findByRole('combobox', { name: /^Free time/ });
    await waitFor(() => expect(within(time).getAllByRole('option').length).toBeGreaterThan(1));
    const [, slot] = within(time).getAllByRole('option') as HTMLOptionElement[];
    await user.selectOptions(time, slot!.value);
    expect(within(dialog).getByText('Delivery: Online')).toBeVisible();
    const link = within(dialog).getByRole('textbox', { name: /^Meeting link/ });
    expect(link).toHaveValue(demoCoachProfile.coachWebConferenceUrl);
    // A link typed without its scheme gets https:// as the coach leaves the field.
    await user.clear(link);
    await user.type(link, 'meet.example.org/lucia');
    await user.tab();
    expect(link).toHaveValue('https://meet.example.org/lucia');
    await user.click(within(dialog).getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText(`Session with ${lucia!.name} booked.`)).toBeVisible();
    expect(sent).toMatchObject({
      customerId: await customerId(lucia!.email),
      productId: service,
      startsAt: slot!.value,
      deliveryMode: 'ONLINE',
      meetingUrl: 'https://meet.example.org/lucia',
    });
    expect(sent).not.toHaveProperty('customerName');
  });

  test('a time taken meanwhile is said at the time field; what is missing is said first', async () => {
    const user = userEvent.setup();
    // Typed by hand as a new client: one who bought from the coach, as the API books no one else.
    const client = demoCoachClients.at(-1)!;
    const dialog = await openBooking();
    await user.click(within(dialog).getByRole('button', { name: 'Book session' }));
    expect(within(dialog).getByRole('combobox', { name: /^Service/ })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'A new client' }));
    await user.type(within(dialog).getByLabelText(/^Client’s name/), client.name);
    await user.type(within(dialog).getByLabelText(/^Client’s email/), client.email);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Service/ }),
      String(await productIdOf(demo(), habitReset!.title)),
    );
    const time = await within(dialog).findByRole('combobox', { name: /^Free time/ });
    await waitFor(() => expect(within(time).getAllByRole('option').length).toBeGreaterThan(1));
    const [, slot] = within(time).getAllByRole('option') as HTMLOptionElement[];
    await user.selectOptions(time, slot!.value);
    // Meanwhile another student books the coach's test call at that very time.
    await takenByAnother(slot!.value);
    await user.click(within(dialog).getByRole('button', { name: 'Book session' }));
    await waitFor(() =>
      expect(time).toHaveAccessibleDescription(
        expect.stringContaining('That time was just taken. Please choose another one.'),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Book a session' })).toBeVisible();
  });

  test('someone who has not bought from the coach is said at the e-mail typed', async () => {
    const user = userEvent.setup();
    const dialog = await openBooking();
    await user.click(within(dialog).getByRole('radio', { name: 'A new client' }));
    await user.type(within(dialog).getByLabelText(/^Client’s name/), 'Dana Kim');
    const email = within(dialog).getByLabelText(/^Client’s email/);
    await user.type(email, 'dana@example.com');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Service/ }),
      String(await productIdOf(demo(), habitReset!.title)),
    );
    const time = await within(dialog).findByRole('combobox', { name: /^Free time/ });
    await waitFor(() => expect(within(time).getAllByRole('option').length).toBeGreaterThan(1));
    const [, slot] = within(time).getAllByRole('option') as HTMLOptionElement[];
    await user.selectOptions(time, slot!.value);
    await user.click(within(dialog).getByRole('button', { name: 'Book session' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Sessions can only be booked for your clients'),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Book a session' })).toBeVisible();
  });
});

describe('/my-sessions: the week', () => {
  /** A date as the week names its day. */
  const dayName = (date: string) =>
    Temporal.PlainDate.from(date).toLocaleString('en-US', {
      weekday: 'long',
      month: 'short',
      day: 'numeric',
    });

  test('hours and bookings of the week, and the next week from the keyboard', async () => {
    // Wide enough for the whole week side by side.
    await page.viewport(1280, 900);
    const user = userEvent.setup();
    const [dayOff, ownHours] = demoCoachSchedule(demoToday).overrides;
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'Week' }));
    const tuesday = await screen.findByRole('listitem', { name: 'Tuesday, Mar 31' });
    // Tuesday's hours, 13:00 to 17:00 in Denver, and the session of 5 AM.
    expect(within(tuesday).getByText(/^1:00\s.\s5:00\sPM$/)).toBeVisible();
    expect(within(tuesday).getByText(/^5:00\s.\s6:00\sAM$/)).toBeVisible();
    // A date with its own hours, 10 to 12.
    expect(ownHours!.windows).toEqual([{ startTime: '10:00', endTime: '12:00' }]);
    const own = screen.getByRole('listitem', { name: dayName(ownHours!.date) });
    expect(within(own).getByText(/^10:00\sAM\s.\s12:00\sPM$/)).toBeVisible();
    // A day off.
    expect(dayOff!.windows).toEqual([]);
    const off = screen.getByRole('listitem', { name: dayName(dayOff!.date) });
    expect(within(off).getByText('No hours')).toBeVisible();
    screen.getByRole('button', { name: 'Next week' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Week of Apr 06, 2026' })).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Tuesday, Apr 7' })).toBeVisible();
  });

  test('on a phone, one day at a time and no sideways scroll', async () => {
    await page.viewport(375, 800);
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'Week' }));
    const tuesday = await screen.findByRole('listitem', { name: 'Tuesday, Mar 31' });
    expect(tuesday).toBeVisible();
    expect(screen.queryByRole('listitem', { name: 'Wednesday, Apr 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('listitem', { name: 'Wednesday, Apr 1' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});
