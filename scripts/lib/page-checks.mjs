// The checks both apps' end-to-end tests make of a page as a person sees it: its accessibility
// audit and whether it fits a phone's width. One place, so both apps audit alike.
import AxeBuilder from '@axe-core/playwright';
import { animationsSettled } from './animations.mjs';
import { colourRules, wcagTags } from './axe.mjs';

/**
 * axe's violations on the page as it is now (WCAG 2.x A and AA), or of the rules that read colours
 * alone: enough for a page already audited in the other theme. Checked once dialogs and themes
 * have settled (a dialog fading in has its text at partial contrast). React Aria's live announcer
 * (an off-screen log that repeats toasts to screen readers) is left out: after a toast it holds an
 * unnamed `role="img"` entry pointing at the toast's text, which axe cannot follow.
 */
export async function axeViolations(page, { colourOnly = false } = {}) {
  await page.waitForFunction(() => !document.querySelector('[data-entering], [data-exiting]'));
  await animationsSettled(page);
  const audit = new AxeBuilder({ page }).exclude('[data-live-announcer]');
  const results = await (
    colourOnly ? audit.withRules(colourRules) : audit.withTags(wcagTags)
  ).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** A phone's width: every page fits it without scrolling sideways. */
export const phoneWidth = 375;

/**
 * What scrolls sideways at a phone's width: how far the page does (0 when it fits) and the names
 * of the tables that do (none: on a phone a wide table stacks its rows). `atPhoneWidth` runs while
 * the page is that wide (a screenshot, say); the viewport is put back afterwards.
 */
export async function sidewaysScroll(page, atPhoneWidth = async () => {}) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: phoneWidth, height: 800 });
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const scrolls = (element) => element.scrollWidth > element.clientWidth;
    return {
      page: root.scrollWidth - root.clientWidth,
      tables: [...document.querySelectorAll('[role="region"]:has(> table)')]
        .filter(scrolls)
        .map((region) => region.getAttribute('aria-label')),
    };
  });
  await atPhoneWidth();
  if (viewport) await page.setViewportSize(viewport);
  return overflow;
}
