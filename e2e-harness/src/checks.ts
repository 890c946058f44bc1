// What the journeys check of a page as a person sees it, alike in both apps: its h1, its axe audit
// in light and in dark, that it fits a phone's width, and a screenshot to look at. The checks are
// soft: a walk over many pages names every page that fails, and the test still fails at its end.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { animationsSettled } from '../../scripts/lib/animations.mjs';
import { axeViolations, phoneWidth, sidewaysScroll } from '../../scripts/lib/page-checks.mjs';
import { takeScreenshots } from '../../scripts/lib/screenshots.mjs';

/** The page's h1, once the route has rendered. */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * A screenshot to look at, in the app's `e2e/screenshots/`, once the page's animations have
 * settled (not a dialog half faded in, nor colours midway to a new theme). None on CI.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!takeScreenshots) return;
  await animationsSettled(page);
  await page.screenshot({ path: join(inject('screenshotDir'), `${name}.png`), fullPage });
}

/** axe on the page as it is now: no violation (`colourOnly`: of the rules that read colours). */
export async function expectAccessible(
  page: Page,
  { colourOnly = false, name = page.url() }: { colourOnly?: boolean; name?: string } = {},
) {
  expect.soft(await axeViolations(page, { colourOnly }), `${name}: axe`).toEqual([]);
}

/**
 * The page with the device asking for dark, which the apps follow: its colours stay accessible.
 * Screenshotted as `<name>-dark`; back to light afterwards.
 */
export async function expectAccessibleInDark(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  await expectAccessible(page, { colourOnly: true, name: `${name} in dark` });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * At a phone's width neither the page nor any of its tables scrolls sideways. Screenshotted there
 * as `<name>-375`; the viewport is put back afterwards.
 */
export async function expectFitsPhone(page: Page, name: string) {
  const overflow = await sidewaysScroll(page, () => screenshot(page, `${name}-${phoneWidth}`));
  expect.soft(overflow, `${name} at ${phoneWidth} px`).toEqual({ page: 0, tables: [] });
}
