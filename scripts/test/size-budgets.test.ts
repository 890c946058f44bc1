// Sizes are deterministic, so the budget is a test: each app's first page (its sign-in) loads at
// most 95 KB of JS and CSS (gzip). The figures come from the production builds `npm test` makes,
// measured as `npm run bench` prints them.
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { firstPageBudget, firstPageLoad, kb } from '../lib/bundle-report.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { repoRoot } from '../lib/run.mjs';

const config = { apiBaseUrl: 'http://127.0.0.1:4999', mediaBaseUrl: 'http://127.0.0.1:4999' };
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['portal', 'coach'])('%s', (app) => {
  const dist = join(repoRoot, app, 'dist');

  test(`/login loads at most ${kb(firstPageBudget)} of JS and CSS`, async () => {
    const { files, js, css } = await firstPageLoad({ browser, dist, path: '/login', config });
    expect(files.length).toBeGreaterThan(0);
    const list = files.map((file) => `${file.path} ${kb(file.gzip)}`).join(', ');
    expect(js + css, `JS ${kb(js)} + CSS ${kb(css)} loaded: ${list}`).toBeLessThanOrEqual(
      firstPageBudget,
    );
  });
});
