// End to end, against the reference API: coaching circles, a student coach's purchases and public
// profile, and the coach elements a plain student never sees.
import type { Page } from 'playwright-core';
import { demoCirclePeers } from '@hci/demo-world';
import { describe, expect, test } from 'vitest';
import { harnessForFile, heading, screenshot, signIn } from '@hci/e2e-harness';
import { signInForm } from './sign-in';

const harness = harnessForFile();

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * A settled page fits a phone's width; pictures at desktop and phone widths. Its axe audit belongs
 * to the page's stories (stories/src/portal), which render these states.
 */
async function audit(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('a circle leader', () => {
  test('adds a student to the circle and submits attendance; a member sees it without her controls', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student@demo.test');
    await heading(page).filter({ hasText: 'Welcome' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Circles' })
      .click();
    const circle = page.getByRole('article', { name: 'Tuesday evening circle' });
    await circle.waitFor();
    await expect.poll(() => circle.getByText('4 of 6 students').count()).toBe(1);
    await audit(page, 'coaching-circles');

    await circle.getByLabel('Student’s email').fill('coach@demo.test');
    await circle.getByRole('button', { name: 'Add to circle' }).click();
    await page.getByText('The student has been added to the coaching circle.').waitFor();
    await expect.poll(() => circle.getByText('5 of 6 students').count()).toBe(1);

    await circle
      .getByRole('button', { name: /^Take attendance for/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Attendance for/ });
    await dialog.getByRole('checkbox', { name: 'Marisol Reyes' }).check();
    await dialog.getByRole('checkbox', { name: 'Jordan Whitaker' }).check();
    await dialog.getByRole('button', { name: 'Submit attendance' }).click();
    await page.getByText('Attendance submitted.').waitFor();
    const sessions = circle.getByRole('table', { name: 'Sessions of Tuesday evening circle' });
    await expect.poll(() => sessions.getByText('2 of 5 attended').count()).toBe(1);

    // The API kept both changes.
    await page.reload();
    const kept = page.getByRole('article', { name: 'Tuesday evening circle' });
    await expect.poll(() => kept.getByText('2 of 5 attended').count()).toBe(1);
    // Taking attendance closed the session: one open session is left to take.
    await expect
      .poll(() => kept.getByRole('button', { name: /^Take attendance for/ }).count())
      .toBe(1);
    await context.close();

    // A member who does not lead sees the circle without the leader's controls.
    const member = await harness.newPage();
    await signIn(member.page, signInForm, demoCirclePeers[0]!.email);
    await expect.poll(() => pathOf(member.page)).not.toBe('/login');
    await member.page.goto(`${harness.appUrl}/coaching-circles`);
    await member.page.getByRole('article', { name: 'Tuesday evening circle' }).waitFor();
    await member.page.waitForLoadState('networkidle');
    expect(await member.page.getByRole('button', { name: 'Add to circle' }).count()).toBe(0);
    await member.context.close();
  });
});
describe('a student who is also a coach', () => {
  test('filters purchases by status, pages, opens one, reloads and keeps the filter', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student.coach@demo.test');
    await page.getByRole('link', { name: 'See purchases' }).click();
    await heading(page).filter({ hasText: 'Purchases' }).waitFor();
    await page.getByRole('table', { name: 'Purchases' }).waitFor();
    await audit(page, 'purchases');

    await page.getByLabel('Status').selectOption({ label: 'Paid' });
    await expect.poll(() => pathOf(page)).toBe('/purchases?status=PAID');
    await page.getByText('1–10 of 12').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => pathOf(page)).toBe('/purchases?status=PAID&page=2');
    const rows = page.getByRole('table', { name: 'Purchases' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByRole('table', { name: 'Purchases' }).getByText('Refunded').count()).toBe(
      0,
    );

    const link = page.getByRole('table', { name: 'Purchases' }).getByRole('link').first();
    const id = ((await link.textContent()) ?? '').replace(/\D/g, '');
    await link.click();
    await heading(page)
      .filter({ hasText: `Purchase No. ${id}` })
      .waitFor();
    await page.getByText('Sleep reset session').waitFor();
    await audit(page, 'purchase');
    await page.getByRole('link', { name: 'Back to purchases' }).click();
    await expect.poll(() => pathOf(page)).toBe('/purchases?status=PAID&page=2');

    await page.reload();
    await page.getByText('11–12 of 12').waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('PAID');
    await context.close();
  });

  test('sees the public coach profile with a link to edit it', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student.coach@demo.test');
    await page.getByRole('link', { name: 'See your coach profile' }).click();
    await heading(page).filter({ hasText: 'Your public coach profile' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Sam Okafor' }).waitFor();
    expect(
      await page
        .getByRole('link', { name: /^Edit your profile in the coach app/ })
        .getAttribute('href'),
    ).toBe(`${harness.appUrls.coach}/profile`);
    await audit(page, 'coach-profile');
    await context.close();
  });
});

describe('a plain student', () => {
  test('never sees coach elements, and coach addresses lead home', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student@demo.test');
    await heading(page).filter({ hasText: 'Welcome' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Your coaching practice' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'See purchases' }).count()).toBe(0);
    for (const path of ['/purchases', '/purchases/1', '/coach-profile']) {
      await page.goto(`${harness.appUrl}${path}`);
      await expect.poll(() => pathOf(page)).toBe('/home');
    }
    await context.close();
  });
});
