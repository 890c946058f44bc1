// End to end: the built portal, served as in production, against the reference API on a fresh
// database, in Debian's Chromium.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessForFile, heading, latestMail, signIn } from '@hci/e2e-harness';
import { signInForm } from './sign-in';

const harness = harnessForFile();

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The inbox entry of the main navigation carries the unread badge, named by its exact count. */
const inboxBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('img', { name: /unread messages/ });

describe('sign-in journeys', () => {
  test('a deep link while signed out goes to /login?action= and lands there after sign-in', async () => {
    const { context, page } = await harness.newPage();
    await page.goto(`${harness.appUrl}/settings/account-history?view=activity`);
    await expect
      .poll(() => pathOf(page))
      .toBe('/login?action=%2Fsettings%2Faccount-history%3Fview%3Dactivity');
    await page.getByLabel('Email').fill('student@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Welcome2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(page).filter({ hasText: 'Account history' }).waitFor();
    expect(pathOf(page)).toBe('/settings/account-history?view=activity');
    // The address picks the view: the activity log, not the account history.
    await page.getByRole('table', { name: 'Activity log' }).waitFor();
    await context.close();
  });

  test('an unverified student is held on the verification page until the mailed code is entered, then goes on to the wanted page', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'unverified@demo.test');
    await heading(page).filter({ hasText: 'Verify your email address' }).waitFor();
    expect(pathOf(page)).toBe('/pending-email-address-verification');

    await page.goto(`${harness.appUrl}/inbox`);
    await heading(page).filter({ hasText: 'Verify your email address' }).waitFor();
    expect(pathOf(page)).toBe('/pending-email-address-verification?action=%2Finbox');

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await page.getByText('We sent you a new code.').waitFor();
    const { code } = await latestMail(harness.apiUrl, 'unverified@demo.test');
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Verification code').fill(code ?? '');
    await page.getByRole('button', { name: 'Verify email' }).click();
    // On to the page the student wanted before the hold.
    await heading(page).filter({ hasText: 'Inbox' }).waitFor();
    expect(pathOf(page)).toBe('/inbox');
    await context.close();
  });

  test('Spanish persists over a reload', async () => {
    const { context, page } = await harness.newPage();
    await page.goto(`${harness.appUrl}/login`);
    await heading(page).filter({ hasText: 'Sign in to your student portal' }).waitFor();
    await page.getByRole('button', { name: /Español/ }).click();
    await heading(page).filter({ hasText: 'Inicia sesión en tu portal del estudiante' }).waitFor();
    await page.reload();
    await heading(page).filter({ hasText: 'Inicia sesión en tu portal del estudiante' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await context.close();
  });
});

describe('the signed-in student', () => {
  test('the inbox shows 20+, three archived in bulk update the badge', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student@demo.test', { path: '/login?action=%2Finbox' });
    await heading(page).filter({ hasText: 'Inbox' }).waitFor();
    await expect.poll(() => inboxBadge(page).textContent()).toBe('20+');
    const before = Number((await inboxBadge(page).getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(before).toBeGreaterThan(20);

    const rows = page.getByRole('table', { name: 'Messages' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(21);
    const unreadRows = rows.filter({ hasText: 'Unread' });
    for (let index = 0; index < 3; index += 1)
      await unreadRows.nth(index).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Archive selected' }).click();
    await page.getByText('3 messages archived.').waitFor();
    await expect
      .poll(() => inboxBadge(page).getAttribute('aria-label'))
      .toBe(`${before - 3} unread messages`);

    const views = page.getByRole('navigation', { name: 'Messages to show' });
    await views.getByRole('link', { name: 'Archived' }).click();
    const archived = page.getByRole('table', { name: 'Archived messages' });
    await archived.waitFor();
    expect(pathOf(page)).toBe('/inbox?view=archived');
    expect(await archived.getByRole('row').count()).toBeGreaterThan(3);
    // The view is in the address: a reload keeps it, Back returns to the inbox.
    await page.reload();
    await archived.waitFor();
    expect(await views.getByRole('link', { name: 'Archived' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.goBack();
    await page.getByRole('table', { name: 'Messages' }).waitFor();
    expect(pathOf(page)).toBe('/inbox');
    await context.close();
  });

  test('the profile refuses an invalid phone, then saves a valid one', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student@demo.test', {
      path: '/login?action=%2Fsettings%2Fprofile',
    });
    await heading(page).filter({ hasText: 'Profile' }).waitFor();
    const mobile = page.getByRole('textbox', { name: /^Mobile phone/ });
    await mobile.fill('123');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('This field must be a valid number phone').first().waitFor();

    await mobile.fill('2015550123');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile has been updated.').waitFor();
    await page.reload();
    await heading(page).filter({ hasText: 'Profile' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Mobile phone/ }).inputValue())
      .toMatch(/201.*555.*0123/);
    await context.close();
  });
});

describe('a one-time sign-in link', () => {
  test('a good token signs the student in and goes on to the wanted page', async () => {
    const token = await harness.issueSsoToken('student@demo.test');
    const { context, page } = await harness.newPage();
    await page.goto(
      `${harness.appUrl}/login/token?${new URLSearchParams({ token, action: '/inbox' })}`,
    );
    await heading(page).filter({ hasText: 'Inbox' }).waitFor();
    expect(pathOf(page)).toBe('/inbox');
    await context.close();
  });

  test('a used or expired token says the access has expired and offers the password', async () => {
    const token = await harness.issueSsoToken('student@demo.test');
    const used = await fetch(`${harness.apiUrl}/auth/signin/sso`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(used.status).toBe(200);
    const { context, page } = await harness.newPage();
    await page.goto(`${harness.appUrl}/login/token?${new URLSearchParams({ token })}`);
    await page.getByText('Your access has expired.').waitFor();
    await page.getByRole('link', { name: 'Sign in with your password' }).click();
    await heading(page).filter({ hasText: 'Sign in to your student portal' }).waitFor();
    await context.close();
  });
});

describe('the theme', () => {
  test('dark, chosen in the account menu, is kept and applied before the app loads', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student@demo.test');
    await heading(page).filter({ hasText: 'Welcome' }).waitFor();
    const colorScheme = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    expect(await colorScheme()).toBe('light dark');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByText('Dark', { exact: true }).click();
    await expect.poll(colorScheme).toBe('dark');
    // Without the app's code only the script run before the first paint can set the theme.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await colorScheme()).toBe('dark');
    await context.close();
  });

  test('no page broke the Content-Security-Policy', () => {
    expect(harness.cspViolations).toEqual([]);
  });
});
