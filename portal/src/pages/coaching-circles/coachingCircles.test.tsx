import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { demoCirclePeers, demoStudent, nameOf } from '@hci/demo-world';
import { emptyHandler, errorHandler } from '@hci/mock-api';
import { demo, renderApp } from '../../test/renderApp';

const circlesPath = '/students/{studentId}/coaching_circles' as const;

/** Opens the attendance dialog of the first open session, as its leader. */
const openAttendance = async (user: ReturnType<typeof userEvent.setup>) => {
  const [take] = await screen.findAllByRole('button', { name: /^Take attendance for/ });
  await user.click(take!);
  const dialog = await screen.findByRole('dialog', { name: /^Attendance for/ });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

/** Signed in as a member of the demo student's circle, which she leads. */
const member = () => ({ session: demo().sessions.circleMember });

describe('coaching circles', () => {
  test('shows the circle’s status, leader, members of the maximum and sessions', async () => {
    renderApp('/coaching-circles');
    const circle = await screen.findByRole('article', { name: 'Tuesday evening circle' });
    expect(within(circle).getByText('In progress')).toBeVisible();
    // The demo student leads the circle.
    expect(within(circle).getByText('You')).toBeVisible();
    expect(within(circle).getByText('4 of 6 students')).toBeVisible();
    const sessions = within(circle).getByRole('table', {
      name: 'Sessions of Tuesday evening circle',
    });
    const rows = within(sessions).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('4 of 4 attended')).toBeVisible();
    expect(within(rows[1]!).getByText('3 of 4 attended')).toBeVisible();
    expect(within(rows[2]!).getByText('Open')).toBeVisible();
  });

  test('a member sees the leader by name', async () => {
    renderApp('/coaching-circles', member());
    const circle = await screen.findByRole('article', { name: 'Tuesday evening circle' });
    expect(within(circle).getByText(nameOf(demoStudent))).toBeVisible();
    expect(within(circle).queryByText('You')).not.toBeInTheDocument();
    expect(within(circle).queryByRole('button', { name: /^Take attendance/ })).toBeNull();
  });

  test('session times show in the student’s own time zone, not the browser’s', async () => {
    renderApp('/coaching-circles');
    const circle = await screen.findByRole('article', { name: 'Tuesday evening circle' });
    // 23:00 UTC on March 10 is 6 PM in Chicago, the demo student's zone.
    expect(
      await within(circle).findByRole('rowheader', { name: /^Mar 10, 2026, 6:00\s.\s6:59\sPM$/ }),
    ).toBeVisible();
  });

  test('the leader adds a student by email and is told so', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/coaching-circles');
    const email = await screen.findByRole('textbox', { name: /^Student’s email/ });
    // A student of the institute who is in no circle yet.
    const { email: newMember } = demo().sessions.applicant;
    await user.type(email, newMember);
    await user.click(screen.getByRole('button', { name: 'Add to circle' }));
    expect(
      await screen.findByText('The student has been added to the coaching circle.'),
    ).toBeVisible();
    const post = portal.requests.find((request) => request.url.endsWith('/members'));
    expect(await post?.json()).toEqual({ email: newMember });
    expect(await screen.findByText('5 of 6 students')).toBeVisible();
  });

  // The demo world's one circle, changed after the page loaded it (a transferred circle offers
  // no form): 4 members of at most 6, 2 open sessions of at least 1.
  test.each([
    [
      'exceededStudents',
      'The students limit has been reached.',
      'UPDATE coaching_circles SET max_students = 4',
    ],
    [
      'statusInvalid',
      'This circle has already been transferred.',
      "UPDATE coaching_circles SET status = 'TRANSFERRED'",
    ],
    [
      'openSessionsNumberLessThanMinimumRequired',
      'There are fewer open sessions than the minimum required.',
      'UPDATE coaching_circles SET min_open_sessions = 3',
    ],
    [
      'coachingCircleNotHaveOpenSessions',
      'This coaching circle has no open sessions.',
      "UPDATE coaching_circle_sessions SET status = 'CLOSED'",
    ],
  ] as const)('a refused addition (%s) says why', async (_key, message, change) => {
    const user = userEvent.setup();
    renderApp('/coaching-circles');
    const email = await screen.findByRole('textbox', { name: /^Student’s email/ });
    await demo().query(change);
    await user.type(email, demo().sessions.applicant.email);
    await user.click(screen.getByRole('button', { name: 'Add to circle' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  test('the leader submits attendance for an open session', async () => {
    const user = userEvent.setup();
    const [priya, , grace] = demoCirclePeers;
    const [session] = await demo().query<{ id: number; circle_id: number }>(
      "SELECT id, circle_id FROM coaching_circle_sessions WHERE status = 'OPEN' ORDER BY starts_at LIMIT 1",
    );
    const attendees = await demo().query<{ id: number }>(
      `SELECT s.id FROM students s JOIN users u ON u.id = s.user_id
       WHERE u.email = ANY($1::text[]) ORDER BY s.id`,
      [[priya!.email, grace!.email]],
    );
    const portal = renderApp('/coaching-circles');
    const dialog = await openAttendance(user);
    await user.click(
      within(dialog).getByRole('checkbox', { name: `${priya!.firstName} ${priya!.lastName}` }),
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: `${grace!.firstName} ${grace!.lastName}` }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit attendance' }));
    expect(await screen.findByText('Attendance submitted.')).toBeVisible();
    const put = portal.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toMatch(
      new RegExp(`/coaching_circles/${session!.circle_id}/sessions/${session!.id}/attendance$`),
    );
    expect(await put?.json()).toEqual({ attendeeStudentIds: attendees.map(({ id }) => id) });
  });

  test('a fast double click on "Submit attendance" submits once', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/coaching-circles');
    const dialog = await openAttendance(user);
    const submit = within(dialog).getByRole('button', { name: 'Submit attendance' });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    submit.click();
    submit.click();
    expect(await screen.findByText('Attendance submitted.')).toBeVisible();
    const puts = portal.requests.filter((request) => request.url.endsWith('/attendance'));
    expect(puts).toHaveLength(1);
  });

  test('a member who does not lead sees neither the add form nor attendance actions', async () => {
    renderApp('/coaching-circles', member());
    const circle = await screen.findByRole('article', { name: 'Tuesday evening circle' });
    expect(within(circle).getByText(nameOf(demoStudent))).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to circle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Take attendance/ })).not.toBeInTheDocument();
  });

  test('no circle says so', async () => {
    renderApp('/coaching-circles', { handlers: [emptyHandler(circlesPath)] });
    expect(
      await screen.findByRole('heading', { name: 'You are not in a coaching circle' }),
    ).toBeVisible();
  });

  test('a failed load offers a retry', async () => {
    renderApp('/coaching-circles', { handlers: [errorHandler(circlesPath)] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('reads in Spanish', async () => {
    renderApp('/coaching-circles', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Círculos de coaching' }),
    ).toBeVisible();
  });
});
