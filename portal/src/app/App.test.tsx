import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { idleTimeoutMs, lastActivityKey, unwrap } from '@hci/api-schema';
import { demoPassword, demoStudent } from '@hci/demo-world';
import type { DemoSignIn } from '@hci/page-harness';
import { demo, renderApp } from '../test/renderApp';

/** The calls that report a session's end to the API, in the order they were made. */
const sessionReports = (requests: Request[]) =>
  requests
    .map((request) => {
      const url = new URL(request.url);
      return `${request.method} ${url.pathname}${url.search}`;
    })
    .filter((call) => /\/(session\?|logout)/.test(call));

/** Signed in as the demo world's student who has not verified the e-mail address yet. */
const unverified = () => ({ session: demo().sessions.unverified });

/** The demo student's inbox messages not read yet, out of the archive. */
async function unreadCount() {
  const [unread] = await demo().query<{ count: number }>(
    `SELECT count(*)::int AS count FROM communication_intents
     WHERE student_id = $1 AND status <> 'READ' AND NOT archived`,
    [demo().sessions.student.studentId!],
  );
  return unread!.count;
}

describe('guards in the running app', () => {
  test('a signed-out deep link goes to /login?action= and back there after sign-in', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/settings/agreements', { session: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your student portal' }),
    ).toBeVisible();
    expect(portal.currentPath()).toBe('/login?action=%2Fsettings%2Fagreements');

    await user.type(screen.getByLabelText('Email', { exact: false }), demoStudent.email);
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), demoPassword);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Agreements' })).toBeVisible();
    expect(portal.currentPath()).toBe('/settings/agreements');
  });

  test('an unverified student is held on the verification page', async () => {
    const portal = renderApp('/inbox', unverified());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your email address' }),
    ).toBeVisible();
    expect(portal.currentPath()).toBe('/pending-email-address-verification?action=%2Finbox');
  });

  test('a student held there with the wrong account signs out to the sign-in page', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/pending-email-address-verification', unverified());
    const track = vi.spyOn(portal.api.analytics, 'track');
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent you a new code.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // Counted as the coach app counts it: one sign-out, one rule.
    expect(track).toHaveBeenCalledWith('signOut');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your student portal' }),
    ).toBeVisible();
    expect(portal.currentPath()).toBe('/login');
    expect(portal.session.getSnapshot().isAuthenticated).toBe(false);
    // The toast about the signed-out account does not follow onto the sign-in page.
    expect(screen.queryByText('We sent you a new code.')).toBeNull();
  });

  test('the root path leads to /home', async () => {
    const portal = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    expect(portal.currentPath()).toBe('/home');
  });

  test('an unknown path shows the not-found page', async () => {
    renderApp('/no/such/page', { session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

describe('page headings', () => {
  // [path, who is signed in (null: nobody), the h1, the page's name in the document title]
  const pages: [string, DemoSignIn | null, string | RegExp, string][] = [
    ['/login', null, 'Sign in to your student portal', 'Sign in'],
    ['/forgot-password', null, 'Reset your password', 'Reset your password'],
    ['/reset-password?token=abc', null, 'Choose a new password', 'Choose a new password'],
    ['/get-started', null, 'Get started', 'Get started'],
    [
      '/pending-email-address-verification',
      'unverified',
      'Verify your email address',
      'Verify your email address',
    ],
    [
      '/verify-email-address/123456',
      'unverified',
      'Verify your email address',
      'Verify your email address',
    ],
    ['/home', 'student', /^Welcome/, 'Home'],
    ['/inbox', 'student', 'Inbox', 'Inbox'],
    ['/my-courses', 'student', 'My courses', 'My courses'],
    ['/my-bookmarks', 'student', 'My bookmarks', 'My bookmarks'],
    ['/my-awards', 'student', 'Awards', 'Awards'],
    ['/settings/profile', 'student', 'Profile', 'Profile'],
    ['/settings/agreements', 'student', 'Agreements', 'Agreements'],
    ['/settings/payment-information', 'student', 'Payment information', 'Payment information'],
    ['/settings/payment-method', 'student', 'Payment method', 'Payment method'],
    ['/settings/payment-plan-terms', 'student', 'Payment plan terms', 'Payment plan terms'],
    [
      '/settings/communication-preferences',
      'student',
      'Communication preferences',
      'Communication preferences',
    ],
    ['/settings/account-history', 'student', 'Account history', 'Account history'],
  ];
  // A page opened directly, with no navigation to focus its h1 yet, renders it focusable.
  test.each(pages)(
    '%s: the h1 is focusable by script and names the document',
    async (path, who, heading, page) => {
      document.title = '';
      renderApp(path, { session: who && demo().sessions[who] });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toHaveAttribute(
        'tabindex',
        '-1',
      );
      await waitFor(() => expect(document.title).toBe(`${page} · Student portal`));
    },
  );
});

describe('idle time-out', () => {
  test('a session restored after more than 300000 ms idle ends, with the sessionExpired message', async () => {
    const portal = renderApp('/inbox', {
      stored: { [lastActivityKey]: String(Date.now() - idleTimeoutMs - 1) },
    });
    expect(await screen.findByText('Your session expired, please login again')).toBeVisible();
    expect(portal.currentPath()).toBe('/login?reason=sessionExpired&action=%2Finbox');
    // Signing in again starts from the address of the session that ended.
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(demoStudent.email);
    expect(portal.session.getSnapshot().isAuthenticated).toBe(false);
    // The API hears that the session expired, then revokes it.
    const { studentId } = demo().sessions.student;
    await expect
      .poll(() => sessionReports(portal.requests))
      .toEqual([
        `PATCH /students/${studentId}/session?status=EXPIRED`,
        `POST /students/${studentId}/logout`,
      ]);
  });

  test('a session restored within the time-out continues', async () => {
    renderApp('/inbox', { stored: { [lastActivityKey]: String(Date.now() - 60_000) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });
});

describe('sign-in', () => {
  test('a wrong password shows the failedLogin message atop the form, focused', async () => {
    const user = userEvent.setup();
    renderApp('/login', { session: null });
    // No account has this address.
    await user.type(await screen.findByLabelText('Email', { exact: false }), 'nobody@demo.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Welcome2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('Invalid username or password.');
    await waitFor(() => expect(summary).toHaveFocus());
    // Inside the form, above its first field: where the user is looking.
    const form = summary.closest('form')!;
    expect(form).not.toBeNull();
    expect(
      summary.compareDocumentPosition(within(form).getByLabelText('Email', { exact: false })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  test('an empty form shows the required messages and sends nothing', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/login', { session: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(portal.requests.some((request) => request.url.includes('/auth/signin'))).toBe(false);
  });

  test('an expired session shows the sessionExpired message', async () => {
    renderApp('/login?reason=sessionExpired', { session: null });
    expect(await screen.findByText('Your session expired, please login again')).toBeVisible();
  });
});

describe('/login/token', () => {
  test('signs in once with the link’s token and goes on to the wanted page', async () => {
    // A sign-in link's token, as the coach app hands the student over with one.
    const { content } = await unwrap(demo().as('student').POST('/auth/handover_token'));
    const portal = renderApp(
      `/login/token?${new URLSearchParams({ token: content.token, action: '/inbox' })}`,
      { session: null },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(portal.currentPath()).toBe('/inbox');
    expect(portal.session.getSnapshot().isAuthenticated).toBe(true);
    const signIns = portal.requests.filter((request) => request.url.endsWith('/auth/signin/sso'));
    // The link is single-use: one request.
    expect(signIns).toHaveLength(1);
  });

  test('an expired link says so and offers the password sign-in, in Spanish too', async () => {
    const portal = renderApp('/login/token?token=stale', {
      session: null,
      stored: { 'hci.language': 'es' },
    });
    expect(await screen.findByText('Tu acceso ha caducado.')).toBeVisible();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Este enlace de inicio de sesión no funcionó',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Iniciar sesión con tu contraseña' })).toBeVisible();
    expect(portal.session.getSnapshot().isAuthenticated).toBe(false);
  });

  test('a link without its token says it is incomplete', async () => {
    renderApp('/login/token', { session: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This sign-in link did not work' }),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'This sign-in link is incomplete. Open the link from your email again.',
      ),
    ).toBeVisible();
  });
});

describe('the frame', () => {
  test('the header badge shows the unread count', async () => {
    // All but the three newest read: the demo world has more unread than the badge counts.
    await demo().query(
      `UPDATE communication_intents SET status = 'READ', read_at = created_at
       WHERE student_id = $1 AND id NOT IN (
         SELECT id FROM communication_intents WHERE student_id = $1 ORDER BY created_at DESC LIMIT 3)`,
      [demo().sessions.student.studentId!],
    );
    const unread = await unreadCount();
    renderApp('/home');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      await within(navigation).findByRole('img', { name: `${unread} unread messages` }),
    ).toHaveTextContent(String(unread));
  });

  test('Payments is in the main navigation, marked on the payment pages instead of Settings', async () => {
    renderApp('/settings/payment-method');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    const payments = within(navigation).getByRole('link', { name: 'Payments' });
    expect(payments).toHaveAttribute('href', '/settings/payment-information');
    expect(payments).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Settings' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test('the header badge caps at 20+', async () => {
    // The demo student has more than 20 messages unread.
    const unread = await unreadCount();
    expect(unread).toBeGreaterThan(20);
    renderApp('/settings/agreements');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      await within(navigation).findByRole('img', { name: `${unread} unread messages` }),
    ).toHaveTextContent('20+');
  });

  test('Spanish is used when chosen, and the choice persists', async () => {
    const user = userEvent.setup();
    renderApp('/login', { session: null });
    await user.click(await screen.findByRole('button', { name: /^Español/ }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Inicia sesión en tu portal del estudiante',
      }),
    ).toBeVisible();
    expect(localStorage.getItem('hci.language')).toBe('es');
  });

  test('the account menu reveals the theme and its links to the keyboard; Profile goes to the profile', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/home');
    const account = await screen.findByRole('button', { name: /^Account menu/ });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    account.focus();
    await user.keyboard('{Enter}');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    // First the theme, on the device's choice until the student picks one.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Same as this device' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect.poll(() => portal.currentPath()).toBe('/settings/profile');
  });

  test('signing out ends the session and returns to the sign-in page', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your student portal' }),
    ).toBeVisible();
    expect(portal.session.getSnapshot().isAuthenticated).toBe(false);
    expect(localStorage.getItem('hci.session')).toBeNull();
    const { studentId } = demo().sessions.student;
    await expect
      .poll(() => sessionReports(portal.requests))
      .toEqual([`POST /students/${studentId}/logout`]);
  });
});
