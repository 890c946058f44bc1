import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { emptyHandler, errorHandler, fixtures } from '@hci/mock-api';
import { mockConfig, renderApp } from '../../test/renderApp';

const circlesPath = '/students/{studentId}/coaching_circles' as const;

/** Opens the attendance dialog of the first open session, as its leader. */
const openAttendance = async (user: ReturnType<typeof userEvent.setup>) => {
  const [take] = await screen.findAllByRole('button', { name: /^Take attendance for/ });
  await user.click(take!);
  const dialog = await screen.findByRole('dialog', { name: /^Attendance for/ });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const membersPath = '/coaching_circles/{circleId}/members' as const;

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
    const ledByAnother = fixtures.coachingCircles.map((circle) => ({
      ...circle,
      leaderStudentId: 20,
      leaderName: 'Sam Okafor',
    }));
    renderApp('/coaching-circles', {
      handlers: [
        http.get(`${mockConfig.apiBaseUrl}/students/:id/coaching_circles`, () =>
          HttpResponse.json({
            content: ledByAnother,
            pagination: { total: ledByAnother.length, page: 0, size: 10 },
          }),
        ),
      ],
    });
    const circle = await screen.findByRole('article', { name: 'Tuesday evening circle' });
    expect(within(circle).getByText('Sam Okafor')).toBeVisible();
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
    await user.type(email, 'new.member@example.org');
    await user.click(screen.getByRole('button', { name: 'Add to circle' }));
    expect(
      await screen.findByText('The student has been added to the coaching circle.'),
    ).toBeVisible();
    const post = portal.requests.find((request) => request.url.endsWith('/members'));
    expect(await post?.json()).toEqual({ email: 'new.member@example.org' });
    expect(await screen.findByText('5 of 6 students')).toBeVisible();
  });

  test.each([
    ['exceededStudents', 'The students limit has been reached.'],
    ['statusInvalid', 'This circle has already been transferred.'],
    [
      'openSessionsNumberLessThanMinimumRequired',
      'There are fewer open sessions than the minimum required.',
    ],
    ['coachingCircleNotHaveOpenSessions', 'This coaching circle has no open sessions.'],
  ] as const)('a refused addition (%s) says why', async (key, message) => {
    const user = userEvent.setup();
    renderApp('/coaching-circles', {
      handlers: [errorHandler(membersPath, { method: 'post', status: 409, key })],
    });
    await user.type(
      await screen.findByRole('textbox', { name: /^Student’s email/ }),
      'new.member@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'Add to circle' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  test('the leader submits attendance for an open session', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/coaching-circles');
    const dialog = await openAttendance(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Priya Raman' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Grace Liu' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit attendance' }));
    expect(await screen.findByText('Attendance submitted.')).toBeVisible();
    const put = portal.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toMatch(/\/coaching_circles\/1\/sessions\/12\/attendance$/);
    expect(await put?.json()).toEqual({ attendeeStudentIds: [11, 13] });
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
    renderApp('/coaching-circles', {
      session: { ...fixtures.demoStudentSession, studentId: 11 },
    });
    const circle = await screen.findByRole('article', { name: 'Tuesday evening circle' });
    expect(within(circle).getByText('Jordan Whitaker')).toBeVisible();
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
