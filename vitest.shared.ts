// Shared Vitest settings: every workspace writes a JSON report that `npm test` sums into one line,
// and browser tests run in Debian's Chromium through Playwright, drawing text in the fonts the
// project ships (scripts/lib/fonts.conf).
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

export const reporters = ['default', 'json'];

export const outputFile = { json: '.reports/vitest.json' };

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
