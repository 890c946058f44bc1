// No lost work on the profile: leaving it changed asks first, a minute before the idle sign-out a
// dialog offers to stay, and what the form held when the session ended by time is offered back
// after signing in again.
import {
  idleTimeoutMs,
  idleWarningMs,
  lastActivityKey,
  unwrap,
  type AuthSession,
} from '@hci/api-schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { demoPassword, demoStudent } from '@hci/demo-world';
import { demo, renderApp } from '../../test/renderApp';

/**
 * A session of the demo student's own, signed in for a test that ends it: the one every test
 * shares would stay revoked after the test.
 */
async function ownSession(): Promise<AuthSession> {
  const { content } = await unwrap(
    demo()
      .as('student')
      .POST('/auth/signin/student', {
        body: { email: demoStudent.email, password: demoPassword },
      }),
  );
  return content;
}

const middleName = () => screen.findByRole('textbox', { name: /^Middle name/ });

/** Changes the middle name, so the form holds an unsaved change. */
async function changeMiddleName(user: ReturnType<typeof userEvent.setup>, value: string) {
  const field = await middleName();
  await user.clear(field);
  await user.type(field, value);
}

describe('leaving a changed form', () => {
  test('a link away asks first; "Stay on this page" keeps the change, "Leave" goes', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/settings/profile');
    await changeMiddleName(user, 'Sam');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(portal.currentPath()).toBe('/settings/profile');
    expect(await middleName()).toHaveValue('Sam');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await vi.waitFor(() => expect(portal.currentPath()).toBe('/home'));
  });

  test('no question when nothing changed, or once the change is saved', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/settings/profile');
    await middleName();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await vi.waitFor(() => expect(portal.currentPath()).toBe('/home'));
    portal.unmount();

    const again = renderApp('/settings/profile');
    await changeMiddleName(user, 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await vi.waitFor(() => expect(again.currentPath()).toBe('/home'));
    expect(screen.queryByRole('alertdialog', { name: 'Leave without saving?' })).toBeNull();
  });

  test('the browser’s Back asks first; "Stay" keeps the page and its address, "Leave" goes back', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/home', { browserHistory: true });
    await user.click(await screen.findByRole('link', { name: 'Payments' }));
    await screen.findByRole('heading', { level: 1, name: 'Payment information' });
    history.pushState(null, '', '/settings/profile');
    await changeMiddleName(user, 'Sam');

    history.back();
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(portal.currentPath()).toBe('/settings/profile');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(await middleName()).toHaveValue('Sam');
    expect(portal.currentPath()).toBe('/settings/profile');

    history.back();
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment information' }),
    ).toBeVisible();
    expect(portal.currentPath()).toBe('/settings/payment-information');
    // Forward again to the profile, nothing unsaved now: no question.
    history.forward();
    expect(await middleName()).toHaveValue(demoStudent.personalInfo.middleName);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('signing out asks first; "Stay" keeps the session and the change', async () => {
    const user = userEvent.setup();
    const portal = renderApp('/settings/profile', { session: await ownSession() });
    await changeMiddleName(user, 'Sam');
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(portal.session.getSnapshot().isAuthenticated).toBe(true);
    expect(await middleName()).toHaveValue('Sam');

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your student portal' }),
    ).toBeVisible();
    expect(portal.session.getSnapshot().isAuthenticated).toBe(false);
  });

  test('closing the tab asks the browser to confirm only while a change is unsaved', async () => {
    const user = userEvent.setup();
    renderApp('/settings/profile');
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await middleName();
    expect(closing()).toBe(false);
    await changeMiddleName(user, 'Sam');
    expect(closing()).toBe(true);
  });
});

describe('the idle sign-out', () => {
  /** Fake clocks that still move with real time, so the page's own work goes on. */
  function fakeClock() {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const start = Date.now();
    /** Moves the clock to `ms` after the start. */
    const at = (ms: number) => act(() => void vi.advanceTimersByTime(start + ms - Date.now()));
    return { start, at };
  }

  test('warns at four minutes, counts down, "Stay signed in" starts again, signs out at five', async () => {
    const clock = fakeClock();
    const user = userEvent.setup({ delay: null });
    const portal = renderApp('/settings/profile', {
      session: await ownSession(),
      stored: { [lastActivityKey]: String(clock.start) },
    });
    await middleName();
    // The page's own scrolling on load counts as activity: the clock runs from the last one shared.
    await clock.at(Date.now() - clock.start + 1_100);
    const since = Number(localStorage.getItem(lastActivityKey)) - clock.start;
    await clock.at(since + idleTimeoutMs - idleWarningMs - 500);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await clock.at(since + idleTimeoutMs - idleWarningMs + 500);
    const dialog = await screen.findByRole('alertdialog', { name: 'You will be signed out soon' });
    expect(dialog).toHaveTextContent('you will be signed out in 60 seconds');
    await clock.at(since + idleTimeoutMs - idleWarningMs + 10_500);
    expect(dialog).toHaveTextContent('you will be signed out in 50 seconds');

    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const stayed = Number(localStorage.getItem(lastActivityKey));
    expect(stayed).toBeGreaterThan(clock.start + since + idleTimeoutMs - idleWarningMs);

    // Five minutes from "stay", not from the start.
    await clock.at(stayed - clock.start + idleTimeoutMs - idleWarningMs - 500);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(portal.session.getSnapshot().isAuthenticated).toBe(true);
    await clock.at(stayed - clock.start + idleTimeoutMs - idleWarningMs + 500);
    expect(
      await screen.findByRole('alertdialog', { name: 'You will be signed out soon' }),
    ).toHaveTextContent('you will be signed out in 60 seconds');
    await clock.at(stayed - clock.start + idleTimeoutMs + 500);
    expect(await screen.findByText('Your session expired, please login again')).toBeVisible();
    expect(portal.currentPath()).toBe('/login?reason=sessionExpired&action=%2Fsettings%2Fprofile');
    expect(portal.session.getSnapshot().isAuthenticated).toBe(false);
  });

  test('what the form held is offered back after signing in again', async () => {
    const clock = fakeClock();
    const user = userEvent.setup({ delay: null });
    const portal = renderApp('/settings/profile', {
      session: await ownSession(),
      stored: { [lastActivityKey]: String(clock.start) },
    });
    await changeMiddleName(user, 'Sam');
    const typed = Number(localStorage.getItem(lastActivityKey));
    await clock.at(typed - clock.start + idleTimeoutMs + 1_000);
    expect(await screen.findByText('Your session expired, please login again')).toBeVisible();

    // The sign-in starts from the address of the session that ended.
    expect(screen.getByLabelText('Email', { exact: false })).toHaveValue(demoStudent.email);
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), demoPassword);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Restore what you typed?')).toBeVisible();
    expect(portal.currentPath()).toBe('/settings/profile');
    expect(await middleName()).toHaveValue(demoStudent.personalInfo.middleName);

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await middleName()).toHaveValue('Sam');
    expect(screen.queryByText('Restore what you typed?')).toBeNull();
    // Restored, it is the form's own unsaved change again, and no longer kept on the device.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('hci.keptWork.'))).toEqual([]);
  });
});
