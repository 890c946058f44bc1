// End to end, against the reference API with both apps served: one sign-in carries from the portal
// to the coach app and back (a one-time token in the link), and a coach with no student record who
// signs in to the portal is taken to the coach app, told why.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessForFile, heading, screenshot, signIn } from '@hci/e2e-harness';
import { signInForm } from './sign-in';

const harness = harnessForFile({ withOtherApp: true });

const originAndPath = (page: Page) => {
  const url = new URL(page.url());
  return `${url.origin}${url.pathname}`;
};

describe('a student who also coaches', () => {
  test('goes to the coach app and back without signing in again', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student.coach@demo.test');
    await heading(page).filter({ hasText: 'Welcome' }).waitFor();
    await page.goto(`${harness.appUrl}/coach-profile`);
    await page.getByRole('link', { name: 'Edit your profile in the coach app' }).click();
    await heading(page).filter({ hasText: 'Your coach profile' }).waitFor();
    expect(originAndPath(page)).toBe(`${harness.appUrls.coach}/profile`);

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('button', { name: 'Student portal' }).click();
    await heading(page).filter({ hasText: 'Welcome' }).waitFor();
    expect(originAndPath(page)).toBe(`${harness.appUrl}/home`);
    await context.close();
  });
});

describe('a coach with no student record', () => {
  test('signing in to the portal lands in the coach app, with the reason', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'coach@demo.test');
    await heading(page).filter({ hasText: 'Your coach profile' }).waitFor();
    expect(originAndPath(page)).toBe(`${harness.appUrls.coach}/profile`);
    await page
      .getByText('Your account is a coach account, so you are in the coach app.', { exact: false })
      .waitFor();
    await screenshot(page, 'coach-account-arrived');
    await context.close();
  });
});
