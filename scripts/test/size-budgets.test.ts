// Sizes are deterministic, so the budgets are tests: each app's first page (its sign-in) loads at
// most 95 KB of JS and CSS (gzip), and no route, layout or other lazily loaded chunk adds more than
// 40 KB to what the browser has by then. The figures come from the production builds `npm test`
// makes, measured as `npm run bench` prints them.
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  firstPageBudget,
  firstPageLoad,
  firstPagePath,
  kb,
  routeBudget,
  routeSizes,
} from '../lib/bundle-report.mjs';
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

  test(`${firstPagePath} loads at most ${kb(firstPageBudget)} of JS and CSS`, async () => {
    const { files, js, css } = await firstPageLoad({ browser, dist, path: firstPagePath, config });
    expect(files.length).toBeGreaterThan(0);
    const list = files.map((file) => `${file.path} ${kb(file.gzip)}`).join(', ');
    expect(js + css, `JS ${kb(js)} + CSS ${kb(css)} loaded: ${list}`).toBeLessThanOrEqual(
      firstPageBudget,
    );
  });

  test(`no route, layout or lazily loaded chunk adds more than ${kb(routeBudget)}`, () => {
    const rows = routeSizes(dist);
    expect(rows.filter((row) => row.kind === 'route').length).toBeGreaterThan(5);
    const over = rows
      .filter((row) => row.gzip > routeBudget)
      .map((row) => `${row.kind} ${row.name} ${kb(row.gzip)}`);
    expect(over, `over ${kb(routeBudget)}: ${over.join(', ')}`).toEqual([]);
  });
});
