// Shared Vitest settings: every workspace writes a JSON report that `npm test` sums into one line,
// and browser tests run in Debian's Chromium through Playwright, drawing text in the fonts the
// project ships (scripts/lib/fonts.conf).
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

export const reporters = ['default', 'json'];

export const outputFile = { json: '.reports/vitest.json' };

/**
 * Limits for the tests' waits, generous enough for a 2-core machine kept busy by other work: a wait
 * ends as soon as its condition holds, so a long limit costs a fast machine nothing; only a test
 * that is failing anyway waits it out. `find` is Testing Library's limit, set in the setup files
 * the browser tests share (which cannot import this file).
 */
export const patience = { test: 60_000, hook: 180_000, poll: 15_000 } as const;

/** The test options of a project whose tests run in a browser page. */
export const browserTestLimits = {
  testTimeout: patience.test,
  hookTimeout: patience.hook,
  expect: { poll: { timeout: patience.poll } },
};

/**
 * A fresh browser block per Vitest project (a shared one mislabels projects). `page` sizes the
 * page that holds the test frame; Vitest scales the frame down when it does not fit there.
 */
export function chromiumBrowser({ page }: { page?: { width: number; height: number } } = {}) {
  return {
    enabled: true,
    headless: true,
    // Failure screenshots would land beside the committed visual baselines.
    screenshotFailures: false,
    provider: playwright({
      launchOptions: chromiumLaunchOptions(),
      contextOptions: page && { viewport: page },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}
