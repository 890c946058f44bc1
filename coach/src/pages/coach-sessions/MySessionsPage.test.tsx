import type { CoachSessionInput } from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL, errorHandler, fixtures } from '@hci/api-schema/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test } from 'vitest';
import { page } from 'vitest/browser';
import { Temporal } from 'temporal-polyfill';
import { renderApp } from '../../test/renderApp';
import { worker } from '@hci/app-frame/test';

/** The demo coach's own zone (Mountain Time), not the browser's. */
const coachZone = fixtures.coach.user!.timeZone;

const openBooking = async () => {
  renderApp('/my-sessions');
  await screen.findByRole('heading', { level: 1, name: 'Your sessions' });
  // Once the coach's record is in, times are read in the coach's zone.
  await screen.findByText('Times are in Mountain Time (Denver).');
  await userEvent.click(screen.getByRole('button', { name: 'Book a session' }));
  return screen.findByRole('dialog', { name: 'Book a session' });
};

/** Types a whole value at once (pasted): quicker than key by key, the same to the form. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

const chooseTime = async (dialog: HTMLElement, field: string, time: string) => {
  const select = within(dialog).getByRole('combobox', { name: field });
  await userEvent.selectOptions(select, within(select).getByRole('option', { name: time }));
};

/** A day ahead: a session is booked from today on. */
const day = Temporal.Now.plainDateISO().add({ days: 7 }).toString();

describe('/my-sessions: booking a session', () => {
  test('books it in the coach’s own time zone, named in the form, and lists it', async () => {
    let sent: CoachSessionInput | undefined;
    worker.use(
      http.post(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/sessions`, async ({ request }) => {
        sent = (await request.clone().json()) as CoachSessionInput;
        return undefined;
      }),
    );
    const dialog = await openBooking();
    await fill(within(dialog).getByLabelText(/Client’s name/), 'Dana Kim');
    await fill(within(dialog).getByLabelText(/Client’s email/), 'dana@example.com');
    await fill(within(dialog).getByLabelText(/^Date/), day);
    await chooseTime(dialog, 'Starts at', '2:00 PM');
    await chooseTime(dialog, 'Ends at', '3:30 PM');
    expect(within(dialog).getByText('Times are in Mountain Time (Denver).')).toBeVisible();
    await fill(within(dialog).getByLabelText(/Meeting link/), 'https://meet.example.com/dana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText('Session with Dana Kim booked.')).toBeVisible();
    const at = (time: string) =>
      Temporal.PlainDateTime.from(`${day}T${time}`)
        .toZonedDateTime(coachZone)
        .toInstant()
        .toString();
    expect(sent).toEqual({
      customerName: 'Dana Kim',
      customerEmail: 'dana@example.com',
      startsAt: at('14:00'),
      endsAt: at('15:30'),
      deliveryMode: 'ONLINE',
      meetingUrl: 'https://meet.example.com/dana',
      notes: null,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Kim' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('says what is missing or wrong before calling the API', async () => {
    const dialog = await openBooking();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book session' }));
    const name = within(dialog).getByLabelText(/Client’s name/);
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAccessibleDescription(
      /This field is required/,
    );
    await fill(name, 'D');
    await fill(within(dialog).getByLabelText(/Client’s email/), 'dana');
    await userEvent.type(within(dialog).getByLabelText(/^Date/), '02302026');
    await fill(within(dialog).getByLabelText(/Meeting link/), 'meet.example.com');
    expect(name).toHaveAccessibleDescription('This field must have between 2 and 100 characters');
    expect(within(dialog).getByLabelText(/Client’s email/)).toHaveAccessibleDescription(
      'Please type your email in the format [name@example.com]',
    );
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAccessibleDescription(
      /This field must be a valid date/,
    );
    expect(within(dialog).getByLabelText(/Meeting link/)).toHaveAccessibleDescription(
      /Please enter a valid URL/,
    );
    // A day gone by: a session is booked ahead.
    const date = within(dialog).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '01012020');
    const today = Temporal.Now.plainDateISO(coachZone);
    const shown = [today.month, today.day].map((part) => String(part).padStart(2, '0'));
    expect(date).toHaveAccessibleDescription(
      new RegExp(`This field must be a date same or after than ${shown.join('-')}-${today.year}`),
    );
  });

  test('an end before the start is refused with the API’s own message', async () => {
    const dialog = await openBooking();
    await fill(within(dialog).getByLabelText(/Client’s name/), 'Dana Kim');
    await fill(within(dialog).getByLabelText(/Client’s email/), 'dana@example.com');
    await fill(within(dialog).getByLabelText(/^Date/), day);
    await chooseTime(dialog, 'Starts at', '11:00 AM');
    await chooseTime(dialog, 'Ends at', '10:00 AM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book session' }));
    expect(
      await within(dialog).findAllByText('The start time must be earlier than the end time.'),
    ).not.toHaveLength(0);
    // The error summary takes focus and names the problem.
    expect(document.activeElement).toHaveTextContent(
      'The start time must be earlier than the end time.',
    );
  });

  test('an API failure is reported in a toast and the dialog stays open', async () => {
    worker.use(errorHandler('/coaches/{coachId}/sessions', { method: 'post' }));
    const dialog = await openBooking();
    await fill(within(dialog).getByLabelText(/Client’s name/), 'Dana Kim');
    await fill(within(dialog).getByLabelText(/Client’s email/), 'dana@example.com');
    await fill(within(dialog).getByLabelText(/^Date/), day);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Book a session' })).toBeVisible();
  });
});

describe('/my-sessions: deleting a session', () => {
  const deleteFirst = async () => {
    renderApp('/my-sessions');
    // The labels name the time, which is in the coach's zone once their record is in.
    await screen.findByText('Times are in Mountain Time (Denver).');
    const [button] = await screen.findAllByRole('button', { name: /^Delete the session with/ });
    const name = button!.getAttribute('aria-label')!.replace(/^Delete the session with /, '');
    await userEvent.click(button!);
    return name;
  };

  test('asks first, then removes it from the list, the keyboard going on to the next one', async () => {
    const label = await deleteFirst();
    const next = screen.getAllByRole('article', { hidden: true })[1]!;
    const confirm = await screen.findByRole('alertdialog', { name: /^Delete the session with/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete session' }));
    expect(await screen.findByText('The coaching session has been deleted.')).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `Delete the session with ${label}` }),
      ).not.toBeInTheDocument(),
    );
    // Not the page's heading: the next session, where the deleted one was.
    await waitFor(() => expect(next).toContainElement(document.activeElement as HTMLElement));
  });

  test('a failed delete keeps the session and says so', async () => {
    worker.use(errorHandler('/coaches/{coachId}/sessions/{sessionId}', { method: 'delete' }));
    const label = await deleteFirst();
    const confirm = await screen.findByRole('alertdialog', { name: /^Delete the session with/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete session' }));
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
    expect(
      screen.getByRole('button', { name: `Delete the session with ${label}` }),
    ).toBeInTheDocument();
  });
});

describe('/my-sessions: the list', () => {
  test('shows each session in the coach’s own time zone and names it', async () => {
    renderApp('/my-sessions');
    expect(await screen.findByText('Times are in Mountain Time (Denver).')).toBeVisible();
    // 15:00 UTC on March 17 is 9 AM in Denver, on summer time since March 8.
    expect(
      await screen.findByText(/^Mar 17, 2026, 9:00\s.\s10:00\sAM$/, {}, { timeout: 3000 }),
    ).toBeVisible();
  });

  test('shows what was booked with it: the client’s e-mail, the meeting link and the notes', async () => {
    const session = fixtures.coachSessions.find((candidate) => candidate.notes)!;
    worker.use(
      http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/sessions`, () =>
        HttpResponse.json({ content: [session], pagination: { total: 1, page: 0, size: 50 } }),
      ),
    );
    renderApp('/my-sessions');
    const heading = await screen.findByRole('heading', { level: 2, name: session.customer.name });
    const card = heading.parentElement!;
    expect(within(card).getByText(session.customer.email)).toBeVisible();
    expect(within(card).getByRole('link', { name: /^Meeting link/ })).toHaveAttribute(
      'href',
      session.meetingUrl,
    );
    expect(within(card).getByText(`Notes: ${session.notes}`)).toBeVisible();
  });

  test('on a phone, a long e-mail or a long word in the notes wraps rather than widening the page', async () => {
    await page.viewport(375, 800);
    onTestFinished(() => page.viewport(414, 896));
    const session = {
      ...fixtures.coachSessions.find((candidate) => candidate.notes)!,
      customer: {
        id: 90,
        name: 'Maximiliana Castellanos',
        email: 'maximiliana.fernandez.castellanos@a-very-long-domain-name.example.com',
      },
      notes: `Bring ${'x'.repeat(80)}`,
    };
    worker.use(
      http.get(`${DEFAULT_MOCK_BASE_URL}/coaches/:coachId/sessions`, () =>
        HttpResponse.json({ content: [session], pagination: { total: 1, page: 0, size: 50 } }),
      ),
    );
    renderApp('/my-sessions');
    await screen.findByText(session.customer.email);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});
