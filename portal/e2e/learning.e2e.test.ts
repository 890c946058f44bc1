// End to end: the learning pages against the reference API, whose demo student has three courses
// and the 2,000-module "Health Coach Library".
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { harnessForFile, heading, screenshot, signIn } from '@hci/e2e-harness';
import { signInForm } from './sign-in';

const harness = harnessForFile();

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const count = (page: Page) => page.getByRole('status').filter({ hasText: / of [\d,]+ modules?$/ });
const toggle = (page: Page, module: string) =>
  page.getByRole('button', { name: `Bookmark ${module}`, exact: true });

async function signedIn() {
  const { context, page } = await harness.newPage();
  await signIn(page, signInForm, 'student@demo.test');
  await heading(page).filter({ hasText: 'Welcome' }).waitFor();
  return { context, page };
}

async function openCourse(page: Page, title: string) {
  await page.goto(`${harness.appUrl}/my-courses`);
  await page.getByRole('link', { name: title, exact: true }).click();
  await heading(page).filter({ hasText: title }).waitFor();
  await count(page).waitFor();
}

describe('courses and their modules', () => {
  test('search and filter the 2,000 modules; a reload shows the same list', async () => {
    const { context, page } = await signedIn();
    await openCourse(page, 'Health Coach Library');
    await expect.poll(() => count(page).textContent()).toBe('2,000 of 2,000 modules');
    const list = page.getByRole('list', { name: 'Modules of Health Coach Library' });
    // Only the rows near the screen are in the document, each with its place in the whole.
    const rendered = await list.getByRole('listitem').count();
    expect(rendered).toBeLessThan(60);
    await expect
      .poll(() => list.getByRole('listitem').first().getAttribute('aria-setsize'))
      .toBe('2000');

    await page.getByRole('searchbox', { name: 'Search modules' }).fill('lesson 1');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
    await expect.poll(() => count(page).textContent()).toMatch(/^\d+ of 2,000 modules$/);
    const filtered = await count(page).textContent();
    expect(pathOf(page)).toMatch(/\?q=lesson\+1&status=completed$/);
    const titles = await list.getByRole('listitem').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toMatch(/Lesson 1\d*:.*Completed/);

    await page.reload();
    await heading(page).filter({ hasText: 'Health Coach Library' }).waitFor();
    await expect.poll(() => count(page).textContent()).toBe(filtered);
    expect(await page.getByRole('searchbox', { name: 'Search modules' }).inputValue()).toBe(
      'lesson 1',
    );
    expect(await list.getByRole('listitem').allTextContents()).toEqual(titles);
    await context.close();
  });

  test('bookmark two modules in two courses, see them marked and across courses, remove one', async () => {
    const { context, page } = await signedIn();
    await openCourse(page, 'Health Coach Library');
    const first = 'Lesson 2: Listening skills';
    await page.getByRole('searchbox', { name: 'Search modules' }).fill('lesson 2:');
    await expect(toggle(page, first).getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle(page, first).click();
    await page.getByText('Bookmark added.').waitFor();
    expect(await toggle(page, first).getAttribute('aria-pressed')).toBe('true');

    await openCourse(page, 'Orientation');
    const list = page.getByRole('list', { name: 'Modules of Orientation' });
    const secondToggle = list.getByRole('button', { name: /^Bookmark /, pressed: false }).first();
    const second = (await secondToggle.getAttribute('aria-label'))!.replace(/^Bookmark /, '');
    await secondToggle.click();
    await expect.poll(() => toggle(page, second).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('combobox', { name: 'Bookmarks' }).selectOption({ label: 'Bookmarked' });
    expect(pathOf(page)).toMatch(/view=marked$/);
    await expect.poll(() => list.getByRole('listitem').allTextContents()).toHaveLength(1);
    expect(await list.getByRole('listitem').textContent()).toContain(second);

    await page.getByRole('link', { name: 'All my bookmarks' }).click();
    await heading(page).filter({ hasText: 'My bookmarks' }).waitFor();
    const library = page.getByRole('list', { name: 'Bookmarked modules of Health Coach Library' });
    const orientation = page.getByRole('list', { name: 'Bookmarked modules of Orientation' });
    await library.waitFor();
    expect(await library.textContent()).toContain(first);
    expect(await orientation.textContent()).toContain(second);

    await toggle(page, second).click();
    await page.getByText('Bookmark removed.').waitFor();
    await expect.poll(() => orientation.count()).toBe(0);
    await page.reload();
    await library.waitFor();
    expect(await page.getByText(second).count()).toBe(0);
    expect(await library.textContent()).toContain(first);
    await context.close();
  });

  test('keyboard only: search, then bookmark with Space', async () => {
    const { context, page } = await signedIn();
    await openCourse(page, 'The Business of Coaching');
    await page.getByRole('searchbox', { name: 'Search modules' }).focus();
    await page.keyboard.type('discovery');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.getAttribute('aria-pressed')).toBe('false');
    expect(await focused.getAttribute('aria-label')).toMatch(/^Bookmark The discovery call/);
    await page.keyboard.press('Space');
    await expect.poll(() => focused.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Bookmark added.').waitFor();
    await context.close();
  });
});

describe('the learning views the route walk does not visit', () => {
  // The route walk (routes.e2e.test.ts) checks the learning routes themselves (h1, a phone's
  // width); their axe audits, and these views', belong to their stories (stories/src/portal). What
  // is left is these views' fit at a phone's width, which no story renders.
  const views = ['/my-courses/3?group=flat&view=marked', '/my-courses/99'];

  test('a course filtered to marked lessons, and a missing course, fit a phone', async () => {
    const { context, page } = await signedIn();
    await page.setViewportSize({ width: 375, height: 900 });
    for (const path of views) {
      await page.goto(`${harness.appUrl}${path}`);
      await heading(page).waitFor();
      await page.waitForLoadState('networkidle');
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await screenshot(
        page,
        `learning-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-375`,
      );
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect.soft(sideways, `${path} at 375 scrolls sideways`).toBe(false);
    }
    await context.close();
  });

  test('no page broke the Content-Security-Policy', () => {
    expect(harness.cspViolations).toEqual([]);
  });
});
