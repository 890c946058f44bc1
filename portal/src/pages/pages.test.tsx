import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { unwrap } from '@hci/api-schema';
import { demoEmails } from '@hci/demo-world';
import { DEFAULT_MOCK_BASE_URL, emptyHandler, errorHandler } from '@hci/mock-api';
import { mailedPath } from '@hci/page-harness';
import { demo, mockConfig, renderApp } from '../test/renderApp';

const intents = '/students/{studentId}/communication_intents' as const;

/** Waits as long as testing-library's queries do here, not expect.poll's default second. */
const settled = { timeout: 5_000 };

/** Holds back the answer for one page of a list until `release` is called. */
function holdPage(path: string, page: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = http.get(`${DEFAULT_MOCK_BASE_URL}${path}`, async ({ request }) => {
    if (new URL(request.url).searchParams.get('page') === page) await held;
    return undefined;
  });
  return { handler, release };
}

/** Goes to the next page of `table`'s list, whose answer `release` lets through. */
async function nextPageWhileHeld(table: string, release: () => void) {
  const user = userEvent.setup();
  const shown = await screen.findByRole('table', { name: table });
  const firstPage = within(shown)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  // The last page stays, marked busy, until the next one has come.
  await expect.poll(() => shown.closest('[aria-busy="true"]'), settled).not.toBeNull();
  expect(
    within(shown)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(firstPage);
  release();
  await expect.poll(() => shown.closest('[aria-busy]'), settled).toBeNull();
  const secondPage = screen.getByRole('table', { name: table });
  expect(
    within(secondPage)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).not.toEqual(firstPage);
  // The second page is the last: Next is disabled, and Previous has the focus.
  expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
}

/** Checks the second and third messages; returns the checkbox of the fourth, which stays. */
async function selectTwo(user: ReturnType<typeof userEvent.setup>, table: HTMLElement) {
  const rows = within(table).getAllByRole('row').slice(1);
  for (const row of rows.slice(1, 3)) await user.click(within(row).getByRole('checkbox'));
  return within(rows[3]!).getByRole('checkbox');
}

describe('inbox', () => {
  test('pages 20 at a time and archives the selected messages in bulk', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/inbox');
    const table = await screen.findByRole('table', { name: 'Messages' });
    // The badge asks for a count (size 1); the list asks for a page of 20.
    const pageSizes = portal.requests
      .filter((request) => request.url.includes('/communication_intents?'))
      .map((request) => new URL(request.url).searchParams.get('size'));
    expect(pageSizes).toContain('20');

    const actions = screen.getByRole('group', { name: 'Actions for the selected messages' });
    const archive = within(actions).getByRole('button', { name: 'Archive selected' });
    expect(archive).toBeDisabled();
    expect(within(actions).getByRole('status')).toHaveTextContent(
      'Check the messages you want to act on.',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows.slice(0, 3)) {
      // Each checkbox is named by its row's subject (and the preview under it).
      const subject = within(row).getAllByRole('button')[0]!.textContent ?? '';
      await user.click(within(row).getByRole('checkbox', { name: new RegExp(`^${subject}`) }));
    }
    expect(within(actions).getByRole('status')).toHaveTextContent('3 messages selected');
    // The three checked rows are the three newest messages.
    const newest = await demo().query<{ id: number }>(
      `SELECT id FROM communication_intents WHERE student_id = $1 AND NOT archived
         ORDER BY created_at DESC LIMIT 3`,
      [demo().sessions.student.studentId!],
    );
    await user.click(archive);
    // The toast waits for the list and the badge to refetch, which takes over a second here.
    expect(await screen.findByText('3 messages archived.', {}, { timeout: 5000 })).toBeVisible();
    const archiveRequests = portal.requests.filter((request) =>
      request.url.endsWith('/communication_intents/archive'),
    );
    expect(archiveRequests).toHaveLength(1);
    const selected = newest.map(({ id }) => id);
    const { communicationIntentIds } = (await archiveRequests[0]!.json()) as {
      communicationIntentIds: number[];
    };
    const ascending = (a: number, b: number) => a - b;
    expect(communicationIntentIds.toSorted(ascending)).toEqual(selected.toSorted(ascending));
    // The list reloads without them: 22 of the 25 messages are left in the inbox.
    expect(await screen.findByText(/^1–20 of 22/)).toBeVisible();
  });

  test('opening a message marks it read', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/inbox');
    const table = await screen.findByRole('table', { name: 'Messages' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    const subject = within(firstRow).getAllByRole('button')[0]!;
    await user.click(subject);
    const dialog = await screen.findByRole('dialog', { name: subject.textContent ?? '' });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    expect(
      portal.requests.some(
        (request) => request.method === 'PATCH' && request.url.includes('status=READ'),
      ),
    ).toBe(true);
  });

  test('a message reads from its type and facts, and its link opens what it is about', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/inbox');
    const table = await screen.findByRole('table', { name: 'Messages' });
    // The newest message is this week's module.
    const subject = within(table).getByRole('button', {
      name: 'New module: Your first practice session',
    });
    // The list previews the body under the subject.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'The module “Your first practice session” of Health Coach Training Program: Foundations is open.',
    );
    // A meeting's time reads in the student's zone (Chicago), not as the instant sent.
    expect(
      within(table).getAllByText(
        /meets on Tue, Mar 24, 2026, 6:00\sPM Central Time \(Chicago\)\.$/,
      )[0],
    ).toBeVisible();
    await user.click(subject);
    const dialog = await screen.findByRole('dialog', {
      name: 'New module: Your first practice session',
    });
    await user.click(within(dialog).getByRole('link', { name: 'Open the module' }));
    await expect
      .poll(() => portal.currentPath())
      .toMatch(/^\/my-courses\/\d+\?q=Your\+first\+practice\+session$/);
  });

  test('a message reads in Spanish for a student who reads Spanish', async () => {
    renderApp('/inbox', { stored: { 'hci.language': 'es' } });
    const table = await screen.findByRole('table', { name: 'Mensajes' });
    expect(
      within(table).getByRole('button', { name: 'Nuevo módulo: Your first practice session' }),
    ).toBeVisible();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'El módulo «Your first practice session» de Health Coach Training Program: Foundations está abierto.',
    );
    expect(within(table).queryByText(/New module|Session booked/)).toBeNull();
  });

  test('the views are links with their own address, and the page number is in it too', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/inbox?page=2');
    const views = await screen.findByRole('navigation', { name: 'Messages to show' });
    expect(within(views).getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // 25 messages in the inbox: the second page holds the last 5.
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText(/^21–25 of 25/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await expect.poll(() => portal.currentPath()).toBe('/inbox');

    await user.click(within(views).getByRole('link', { name: 'Archived' }));
    expect(await screen.findByRole('table', { name: 'Archived messages' })).toBeVisible();
    expect(portal.currentPath()).toBe('/inbox?view=archived');
    expect(within(views).getByRole('link', { name: 'Archived' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  test('keeps the last page on screen, marked busy, until the next one has come', async () => {
    const { handler, release } = holdPage('/students/:studentId/communication_intents', '1');
    renderApp('/inbox', { handlers: [handler] });
    await nextPageWhileHeld('Messages', release);
  });

  test('delete asks for confirmation first', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/inbox?view=archived');
    const table = await screen.findByRole('table', { name: 'Archived messages' });
    await user.click(within(within(table).getAllByRole('row')[1]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 1 message?' });
    expect(portal.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete messages' }));
    expect(await screen.findByText('1 message deleted.')).toBeVisible();
  });

  test.each([
    { path: '/inbox', table: 'Messages', action: 'Archive selected', done: '2 messages archived.' },
    {
      path: '/inbox?view=archived',
      table: 'Archived messages',
      action: 'Move selected to inbox',
      done: '2 messages moved to the inbox.',
    },
  ])(
    '$action from the keyboard leaves focus on the message after the ones it moved',
    async ({ path, table, action, done }) => {
      const user = userEvent.setup();
      renderApp(path);
      const next = await selectTwo(user, await screen.findByRole('table', { name: table }));
      screen.getByRole('button', { name: action }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText(done, {}, { timeout: 5000 })).toBeVisible();
      await waitFor(() => expect(next).toHaveFocus());
    },
  );

  test('marking as read from the keyboard leaves focus on the first message marked', async () => {
    const user = userEvent.setup();
    renderApp('/inbox');
    const table = await screen.findByRole('table', { name: 'Messages' });
    await selectTwo(user, table);
    const first = within(within(table).getAllByRole('row')[2]!).getByRole('checkbox');
    const button = screen.getByRole('button', { name: 'Mark selected as read' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/marked as read\.$/)).toBeVisible();
    await waitFor(() => expect(button).toBeDisabled());
    expect(first).toHaveFocus();
  });

  test('deleting from the keyboard leaves focus on the message after the deleted ones', async () => {
    const user = userEvent.setup();
    renderApp('/inbox?view=archived');
    const next = await selectTwo(
      user,
      await screen.findByRole('table', { name: 'Archived messages' }),
    );
    screen.getByRole('button', { name: 'Delete selected' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 messages?' });
    within(dialog).getByRole('button', { name: 'Delete messages' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('2 messages deleted.')).toBeVisible();
    await waitFor(() => expect(next).toHaveFocus());
  });

  test('an empty inbox says so', async () => {
    renderApp('/inbox', { handlers: [emptyHandler(intents, { method: 'post' })] });
    expect(await screen.findByRole('heading', { name: 'Your inbox is empty' })).toBeVisible();
  });

  test('a failed load offers a retry that works', async () => {
    const user = userEvent.setup();
    let failures = 1;
    // Only the list fails once; the badge's count (size 1) keeps working.
    const flaky = http.post(
      `${mockConfig.apiBaseUrl}/students/:id/communication_intents`,
      ({ request }) =>
        new URL(request.url).searchParams.get('size') === '20' && failures-- > 0
          ? HttpResponse.json({ key: 'default', status: 500, message: 'x' }, { status: 500 })
          : undefined,
    );
    renderApp('/inbox', { handlers: [flaky] });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Messages' })).toBeVisible();
  });
});

describe('profile', () => {
  test('an invalid phone is refused with the spec message, a valid one is saved', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/settings/profile');
    const mobile = await screen.findByRole('textbox', { name: /^Mobile phone/ });
    await user.clear(mobile);
    await user.type(mobile, '123');
    const save = screen.getByRole('button', { name: 'Save changes' });
    // As wide as its label, as on the other settings pages.
    expect(save.getBoundingClientRect().width).toBeLessThan(
      save.closest('form')!.getBoundingClientRect().width / 2,
    );
    await user.click(save);
    expect(
      (await screen.findAllByText('This field must be a valid number phone'))[0],
    ).toBeVisible();
    expect(portal.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.clear(mobile);
    await user.type(mobile, '2015550123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeVisible();
    const put = portal.requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toMatchObject({
      contactInfo: { mobilePhone: '+12015550123' },
      user: { timeZone: expect.any(String) },
    });
  });

  test('the photo, a private file, loads through a URL made for it alone', async () => {
    const photo = 'student-photo.png';
    await demo().query('UPDATE students SET photo = $1 WHERE id = $2', [
      photo,
      demo().sessions.student.studentId!,
    ]);
    const portal = renderApp('/settings/profile');
    await waitFor(() =>
      expect(
        portal.requests
          .map((request) => new URL(request.url))
          .find((url) => url.pathname.endsWith('/files/generate_presigned_url'))
          ?.searchParams.get('fileName'),
      ).toBe(photo),
    );
  });

  test('a server error keeps the form and says what happened', async () => {
    const user = userEvent.setup();
    renderApp('/settings/profile', {
      handlers: [errorHandler('/students/{studentId}', { method: 'put', status: 500 })],
    });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('An error found, please try again.')).toBeVisible();
  });
});

describe('password reset', () => {
  test.each(['tokenInvalid', 'invalidToken'] as const)(
    'an expired link (%s) says so and offers a new one',
    async (key) => {
      const user = userEvent.setup();
      renderApp('/reset-password?token=old', {
        session: null,
        handlers: [errorHandler('/auth/reset_password', { method: 'post', status: 400, key })],
      });
      await user.type(
        await screen.findByLabelText(/^New password/, { selector: 'input' }),
        'Welcome2027',
      );
      await user.type(
        screen.getByLabelText(/^Confirm new password/, { selector: 'input' }),
        'Welcome2027',
      );
      await user.click(screen.getByRole('button', { name: 'Save new password' }));
      expect(
        await screen.findByText(
          key === 'tokenInvalid'
            ? 'This reset link has expired. Please request a new one.'
            : 'This form has expired. Please send a new forgot password request.',
        ),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();
      // The form went with the focus; the heading takes it rather than the page.
      expect(
        screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
      ).toHaveFocus();
    },
  );

  test('a new password saved, focus goes to the heading above the way to sign in', async () => {
    const user = userEvent.setup();
    await unwrap(
      demo()
        .as('student')
        .POST('/auth/forgot_password', { body: { email: demoEmails.student } }),
    );
    // The link is mailed just after the answer.
    const link = await vi.waitFor(() => mailedPath(demo(), demoEmails.student));
    renderApp(link, { session: null });
    await user.type(
      await screen.findByLabelText(/^New password/, { selector: 'input' }),
      'Welcome2027',
    );
    await user.type(
      screen.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'Welcome2027{Enter}',
    );
    expect(
      await screen.findByRole('link', { name: 'Sign in with your new password' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toHaveFocus();
  });

  test('a reset link sent, focus goes to the heading above the message', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password', { session: null });
    await user.type(
      await screen.findByRole('textbox', { name: /^Email/ }),
      'student@demo.test{Enter}',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/student@demo\.test/);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toHaveFocus();
  });
});

describe('communication preferences', () => {
  test('saves the channels and topics with a toast', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/settings/communication-preferences');
    await user.click(await screen.findByRole('switch', { name: 'Text messages (SMS)' }));
    await user.click(screen.getByRole('checkbox', { name: 'News and offers' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Your communication preferences have been saved.'),
    ).toBeVisible();
    const put = portal.requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toMatchObject({
      smsEnabled: true,
      topics: expect.arrayContaining(['PROMOTIONS']),
    });
  });

  test('a fast double click on "Save changes" saves once', async () => {
    const portal = renderApp('/settings/communication-preferences');
    const save = await screen.findByRole('button', { name: 'Save changes' });
    // Two clicks in one go, as a fast double click lands: before React has drawn the first.
    save.click();
    save.click();
    expect(
      await screen.findByText('Your communication preferences have been saved.'),
    ).toBeVisible();
    expect(portal.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});

describe('account history', () => {
  test('asks for 10 rows sorted by eventDate, newest first, and can flip the order', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/settings/account-history');
    await screen.findByRole('table', { name: 'Account history' });
    const first = portal.requests.find((request) => request.url.includes('/account_history'));
    const query = new URL(first?.url ?? '').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      size: '10',
      page: '0',
      sortBy: 'eventDate',
      descending: 'true',
    });
    const date = screen.getByRole('columnheader', { name: /Date/ });
    expect(date).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(date).getByRole('button'));
    await expect
      .poll(() =>
        portal.requests.some(
          (request) =>
            request.url.includes('/account_history') && request.url.includes('descending=false'),
        ),
      )
      .toBe(true);
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(portal.currentPath()).toBe('/settings/account-history?order=oldest');
  });

  test('keeps the last page on screen, marked busy, until the next one has come', async () => {
    const { handler, release } = holdPage('/students/:studentId/account_history', '1');
    renderApp('/settings/account-history', { handlers: [handler] });
    await nextPageWhileHeld('Account history', release);
  });

  test('the activity log has its own address, a link styled as a tab', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/settings/account-history?view=activity');
    expect(await screen.findByRole('table', { name: 'Activity log' })).toBeVisible();
    const views = screen.getByRole('navigation', { name: 'History to show' });
    expect(within(views).getByRole('link', { name: 'Activity log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(views).getByRole('link', { name: 'Account history' }));
    expect(await screen.findByRole('table', { name: 'Account history' })).toBeVisible();
    expect(portal.currentPath()).toBe('/settings/account-history');
  });
});
