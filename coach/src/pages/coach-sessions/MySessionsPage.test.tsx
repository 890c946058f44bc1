import type { CoachSession, CoachSessionInput, CoachSessionUpdate } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL, emptyHandler, errorHandler, fixtures } from '@hci/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { formatTimeZoneName } from '@hci/design-system';
import { freezeTemporal } from '@hci/app-frame/demo-clock';
import { Temporal } from 'temporal-polyfill';
import { renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

// Every test runs on the mocks' demo day, noon UTC (6 AM in the coach's Denver): the session of
// 11:00 UTC has started, those of April are ahead.

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
    const upcoming = await cards();
    // 11:00 UTC on March 31 is 5 AM in Denver, on summer time since March 8.
    expect(within(upcoming[0]!).getByText(/^Mar 31, 2026, 5:00\s.\s6:00\sAM$/)).toBeVisible();
    expect(within(upcoming[1]!).getByText(/^Apr 01, 2026/)).toBeVisible();
    expect(upcoming).toHaveLength(8);
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() =>
      expect(within(screen.getAllByRole('article')[0]!).getByText(/^Mar 28, 2026/)).toBeVisible(),
    );
    const past = screen.getAllByRole('article');
    expect(within(past.at(-1)!).getByText(/^Mar 17, 2026/)).toBeVisible();
    expect(within(past[0]!).getByText('Completed')).toBeVisible();
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
    const [session, sameZone] = fixtures.coachSessions.slice(5, 7) as [CoachSession, CoachSession];
    worker.use(
      http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/sessions`, () =>
        HttpResponse.json({
          content: [
            { ...session, clientTimeZone: 'America/New_York' },
            { ...sameZone, clientTimeZone: fixtures.coachSchedule.timeZone },
          ],
          pagination: { total: 2, page: 0, size: 100 },
        }),
      ),
    );
    await openPage();
    const [first, second] = await cards();
    const newYork = new Date(session.startsAt).toLocaleTimeString('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(
      within(first!).getByText(
        new RegExp(
          `^Client’s time: .*${newYork.replace(/\s?[AP]M$/, '')}.*, ${formatTimeZoneName('America/New_York', 'en-US').replace(/[()]/g, '\\$&')}$`,
        ),
      ),
    ).toBeVisible();
    expect(within(second!).queryByText(/^Client’s time/)).toBeNull();
  });
});

describe('/my-sessions: what each session is for', () => {
  /** A session of a service and one the coach booked by hand, without one. */
  const answerWithByHand = () => {
    const { productId: _id, productTitle: _title, ...byHand } = fixtures.coachSessions[12]!;
    const ofService = fixtures.coachSessions[5]!;
    worker.use(
      http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/sessions`, () =>
        HttpResponse.json({
          content: [byHand, ofService],
          pagination: { total: 2, page: 0, size: 100 },
        }),
      ),
    );
    return { byHand, ofService };
  };

  test('each card names the service it was booked for; one booked by hand names none', async () => {
    const { byHand, ofService } = answerWithByHand();
    await openPage();
    const [first, second] = await cards();
    expect(within(second!).getByText(`Service: ${ofService.productTitle!}`)).toBeVisible();
    expect(within(first!).getByRole('heading', { name: byHand.customer.name })).toBeVisible();
    expect(within(first!).queryByText(/^Service:/)).toBeNull();
  });

  test('the week names each booking’s service too', async () => {
    await page.viewport(1280, 900);
    const user = userEvent.setup();
    const { ofService } = answerWithByHand();
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'Week' }));
    const tuesday = await screen.findByRole('listitem', { name: 'Tuesday, Mar 31' });
    const wednesday = screen.getByRole('listitem', { name: 'Wednesday, Apr 1' });
    expect(within(wednesday).getByText(`Service: ${ofService.productTitle!}`)).toBeVisible();
    expect(within(tuesday).getByText(/^5:00\s.\s6:00\sAM$/)).toBeVisible();
    expect(within(tuesday).queryByText(/^Service:/)).toBeNull();
  });

  test('reads in Spanish', async () => {
    answerWithByHand();
    onTestFinished(freezeTemporal(vi.spyOn));
    renderApp('/my-sessions', { locale: 'es' });
    const [, second] = await cards();
    expect(
      within(second!).getByText(`Servicio: ${fixtures.coachSessions[5]!.productTitle!}`),
    ).toBeVisible();
  });
});

test('a client’s free test call shows among the sessions, named as the test call', async () => {
  // The demo student books the demo coach's test call through the mocks, as the portal does.
  const testCall = fixtures.products.find((product) => product.testCall)!;
  const asStudent = { authorization: `Bearer ${fixtures.demoStudentSession.accessToken}` };
  const times = await fetch(
    `${DEFAULT_MOCK_BASE_URL}/coaches/1/products/${testCall.id}/available_schedules/${fixtures.coachSchedule.id}?startDate=2026-04-01&endDate=2026-04-07`,
  ).then((answer) => answer.json());
  const booked = await fetch(`${DEFAULT_MOCK_BASE_URL}/coach_product_purchases`, {
    method: 'POST',
    headers: { ...asStudent, 'content-type': 'application/json' },
    body: JSON.stringify({
      coachId: 1,
      productId: testCall.id,
      startsAt: times.content.slots[0].startsAt,
    }),
  });
  expect(booked.status).toBe(201);
  await openPage();
  const card = (await cards()).find((article) =>
    within(article).queryByText('Service: Free test call'),
  );
  expect(card).toBeDefined();
  expect(
    within(card!).getByRole('heading', {
      name: `${fixtures.student.personalInfo.firstName} ${fixtures.student.personalInfo.lastName}`,
    }),
  ).toBeVisible();
});

describe('/my-sessions: working a session', () => {
  test('from the keyboard: a started session is completed; one not started says when it can be', async () => {
    const user = userEvent.setup();
    const sent = recordUpdates();
    await openPage();
    const [started, ahead] = await cards();
    const name = within(started!).getByRole('heading').textContent!;
    expect(within(ahead!).getByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(
      within(ahead!).getByRole('group', { name: /^Session with/ }),
    ).toHaveAccessibleDescription('It can be marked completed once it starts.');
    const complete = within(started!).getByRole('button', { name: 'Completed' });
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
    expect(sent).toEqual([{ id: '13', change: { status: 'COMPLETED' } }]);

    // While it can be undone the card shows the outcome and an Undo, where focus moves on to.
    const undo = await within(started!).findByRole('button', {
      name: `Undo the outcome of the session with ${name}`,
    });
    expect(within(started!).getByText('Completed')).toBeVisible();
    expect(within(started!).queryByRole('button', { name: 'Completed' })).toBeNull();
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Outcome undone.')).toBeVisible();
    expect(sent.at(-1)).toEqual({ id: '13', change: { status: 'SCHEDULED' } });
    const again = await within(started!).findByRole('button', { name: 'Completed' });
    expect(within(started!).getByText('Scheduled')).toBeVisible();
    expect(within(started!).queryByRole('button', { name: /^Undo/ })).toBeNull();
    await waitFor(() => expect(again).toHaveFocus());
  });

  test('a session not started yet can be marked completed as it starts, without a reload', async () => {
    const session = fixtures.coachSessions.find((entry) => entry.id === 13)!;
    const starts = Temporal.Instant.from(session.startsAt);
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
    const [started] = await cards();
    const name = within(started!).getByRole('heading').textContent!;
    const missed = within(started!).getByRole('button', { name: 'Client missed it' });
    await user.click(missed);
    const confirm = await screen.findByRole('alertdialog', {
      name: `Mark the session with ${name} as missed?`,
    });
    expect(within(confirm).getByRole('button', { name: 'Mark missed' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(within(started!).getByRole('button', { name: 'Completed' }));
    await screen.findByRole('alertdialog', { name: `Mark the session with ${name} as completed?` });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(within(started!).getByText('Scheduled')).toBeVisible();
    expect(within(started!).queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  test('an outcome past its undo window shows no Undo; a refused undo says why', async () => {
    const user = userEvent.setup();
    const started = fixtures.coachSessions.find((s) => s.startsAt === '2026-03-31T11:00:00Z')!;
    const outcome = { status: 'NO_SHOW', outcomeSetBy: 'COACH' } as const;
    const sessions = [
      // Set 23 hours and 24 hours before the demo day's noon.
      { ...started, ...outcome, outcomeSetAt: '2026-03-30T13:00:00Z' },
      { ...started, ...outcome, id: 99, outcomeSetAt: '2026-03-30T12:00:00Z' },
    ];
    worker.use(
      http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/sessions`, () =>
        HttpResponse.json({ content: sessions, pagination: { total: 2, page: 0, size: 10 } }),
      ),
      errorHandler('/coaches/{coachId}/sessions/{sessionId}', {
        method: 'patch',
        status: 409,
        key: 'sessionStatusChanged',
      }),
    );
    await openPage();
    const [undoable, settled] = await cards();
    expect(within(settled!).getByText('Missed')).toBeVisible();
    expect(within(settled!).queryByRole('button')).toBeNull();
    expect(within(undoable!).getByText(/^You can undo this until Mar 31, 2026/)).toBeVisible();
    await user.click(
      within(undoable!).getByRole('button', {
        name: `Undo the outcome of the session with ${started.customer.name}`,
      }),
    );
    expect(
      await screen.findByText(
        'This session was changed meanwhile, so this can no longer be done. Reload the page to see where it stands.',
      ),
    ).toBeVisible();
    expect(within(undoable!).getByText('Missed')).toBeVisible();
  });

  test('cancelling asks first and says a paid share is refunded', async () => {
    const user = userEvent.setup();
    const sent = recordUpdates();
    const paid = { ...fixtures.coachSessions[5]!, purchaseId: 7 };
    worker.use(
      http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/sessions`, () =>
        HttpResponse.json({ content: [paid], pagination: { total: 1, page: 0, size: 10 } }),
      ),
    );
    await openPage();
    const [card] = await cards();
    await user.click(within(card!).getByRole('button', { name: 'Cancel session' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: `Cancel the session with ${paid.customer.name}?`,
    });
    expect(
      within(confirm).getByText(
        /is told\. If it was paid for, its share of the price is refunded to the client’s card\.$/,
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText(`Session with ${paid.customer.name} cancelled.`)).toBeVisible();
    expect(sent).toEqual([{ id: String(paid.id), change: { status: 'CANCELLED' } }]);
  });

  test('a refused cancel or completion says why in the institute’s words', async () => {
    const user = userEvent.setup();
    worker.use(
      errorHandler('/coaches/{coachId}/sessions/{sessionId}', {
        method: 'patch',
        status: 409,
        key: 'changeWindowClosed',
      }),
    );
    await openPage();
    const [started, ahead] = await cards();
    await user.click(within(ahead!).getByRole('button', { name: 'Cancel session' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel session' }));
    expect(
      await screen.findByText(
        'This session starts too soon to be moved or cancelled, so it counts as used (see the scheduling policy).',
      ),
    ).toBeVisible();
    worker.use(
      errorHandler('/coaches/{coachId}/sessions/{sessionId}', {
        method: 'patch',
        status: 409,
        key: 'sessionNotStarted',
      }),
    );
    // Refused, a confirmation stays open to try again or go back.
    await user.click(within(confirm).getByRole('button', { name: 'Keep session' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await user.click(within(started!).getByRole('button', { name: 'Completed' }));
    const outcome = await screen.findByRole('alertdialog', { name: /as completed\?$/ });
    await user.click(within(outcome).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('This session has not started yet.')).toBeVisible();
    expect(within(outcome).getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  test('moving to a free time; a time just taken is said at the field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    // The first time asked was just taken; the second is free.
    worker.use(
      http.patch(
        `${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/sessions/:sessionId`,
        async ({ request }) => {
          if (refuse) {
            refuse = false;
            return HttpResponse.json(
              { key: 'slotUnavailable', status: 409, message: 'Taken' },
              { status: 409 },
            );
          }
          const { startsAt } = (await request.json()) as { startsAt: string };
          return HttpResponse.json({
            content: { ...fixtures.coachSessions[5]!, startsAt, endsAt: startsAt },
          });
        },
      ),
    );
    await openPage();
    const [, ahead] = await cards();
    await user.click(within(ahead!).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: /^Move the session with/ });
    const time = await within(dialog).findByRole('combobox', { name: /^Free time/ });
    await waitFor(() => expect(within(time).getAllByRole('option').length).toBeGreaterThan(1));
    const [, firstFree] = within(time).getAllByRole('option') as HTMLOptionElement[];
    await user.selectOptions(time, firstFree!.value);
    await user.click(within(dialog).getByRole('button', { name: 'Move session' }));
    await waitFor(() =>
      expect(time).toHaveAccessibleDescription(
        expect.stringContaining('That time was just taken. Please choose another one.'),
      ),
    );
    await user.selectOptions(time, firstFree!.value);
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
    const dialog = await openBooking();
    const client = within(dialog).getByRole('combobox', { name: /^Client’s name/ });
    // The suggestions open as the name is typed once the clients have loaded; typed sooner (a
    // busy machine), they open on the next keystroke, so the name is typed again until they do.
    const lucia = await waitFor(async () => {
      await user.clear(client);
      await user.type(client, 'Lucía');
      return screen.getByRole('option', { name: 'Lucía Fernández' });
    });
    await user.click(lucia);
    expect(client).toHaveValue('Lucía Fernández');
    const service = fixtures.products.find(
      (product) => product.published && product.serviceSpecification?.session.type === 'ONLINE',
    )!;
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /^Service/ }),
      String(service.id),
    );
    const time = await within(dialog).findByRole('combobox', { name: /^Free time/ });
    await waitFor(() => expect(within(time).getAllByRole('option').length).toBeGreaterThan(1));
    const [, slot] = within(time).getAllByRole('option') as HTMLOptionElement[];
    await user.selectOptions(time, slot!.value);
    expect(within(dialog).getByText('Delivery: Online')).toBeVisible();
    const link = within(dialog).getByRole('textbox', { name: /^Meeting link/ });
    expect(link).toHaveValue(fixtures.coach.coachWebConferenceUrl);
    // A link typed without its scheme gets https:// as the coach leaves the field.
    await user.clear(link);
    await user.type(link, 'meet.example.org/lucia');
    await user.tab();
    expect(link).toHaveValue('https://meet.example.org/lucia');
    await user.click(within(dialog).getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText('Session with Lucía Fernández booked.')).toBeVisible();
    expect(sent).toMatchObject({
      customerId: 101,
      productId: service.id,
      startsAt: slot!.value,
      deliveryMode: 'ONLINE',
      meetingUrl: 'https://meet.example.org/lucia',
    });
    expect(sent).not.toHaveProperty('customerName');
  });

  test('a time taken meanwhile is said at the time field; what is missing is said first', async () => {
    const user = userEvent.setup();
    worker.use(
      errorHandler('/coaches/{coachId}/sessions', {
        method: 'post',
        status: 409,
        key: 'slotUnavailable',
      }),
    );
    const dialog = await openBooking();
    await user.click(within(dialog).getByRole('button', { name: 'Book session' }));
    expect(within(dialog).getByRole('combobox', { name: /^Service/ })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'A new client' }));
    await user.type(within(dialog).getByLabelText(/^Client’s name/), 'Dana Kim');
    await user.type(within(dialog).getByLabelText(/^Client’s email/), 'dana@example.com');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Service/ }), '2');
    const time = await within(dialog).findByRole('combobox', { name: /^Free time/ });
    await waitFor(() => expect(within(time).getAllByRole('option').length).toBeGreaterThan(1));
    const [, slot] = within(time).getAllByRole('option') as HTMLOptionElement[];
    await user.selectOptions(time, slot!.value);
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
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Service/ }), '2');
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
  test('hours and bookings of the week, and the next week from the keyboard', async () => {
    // Wide enough for the whole week side by side.
    await page.viewport(1280, 900);
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'Week' }));
    const tuesday = await screen.findByRole('listitem', { name: 'Tuesday, Mar 31' });
    // Tuesday's hours, 13:00 to 17:00 in Denver, and the session of 5 AM.
    expect(within(tuesday).getByText(/^1:00\s.\s5:00\sPM$/)).toBeVisible();
    expect(within(tuesday).getByText(/^5:00\s.\s6:00\sAM$/)).toBeVisible();
    // A date with its own hours: Sunday, April 5, 10 to 12.
    const sunday = screen.getByRole('listitem', { name: 'Sunday, Apr 5' });
    expect(within(sunday).getByText(/^10:00\sAM\s.\s12:00\sPM$/)).toBeVisible();
    // A day off: Saturday, April 4.
    const saturday = screen.getByRole('listitem', { name: 'Saturday, Apr 4' });
    expect(within(saturday).getByText('No hours')).toBeVisible();
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
