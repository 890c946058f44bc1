// `npm run bench`: builds the apps and prints figures (not a test): JS and CSS per app and per
// route chunk, the JS and CSS a browser loads for /login, then the benchmarks other workspaces
// provide (design-system CSS and tree-shaking, the portal's 2,000-module list, API load, the API's
// due day on PostgreSQL, Lighthouse).
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  firstPageBudget,
  firstPageLoad,
  firstPagePath,
  kb,
  routeBudget,
  routeSizes,
} from './lib/bundle-report.mjs';
import { assertChromium, chromiumArgs } from './lib/chromium.mjs';
import { ensureChromium } from './lib/chromium-install.mjs';
import { ensureInstall, npx, repoRoot, run, runOrExit } from './lib/run.mjs';

await ensureInstall();
await ensureChromium();
// Installed by the line above on a fresh clone, so imported only now.
const { chromium } = await import('playwright-core');
await runOrExit(npx('turbo'), [
  'run',
  'build',
  '--filter=@hci/portal',
  '--filter=@hci/coach',
  '--output-logs=errors-only',
]);

const apps = ['portal', 'coach'];
const config = { apiBaseUrl: 'http://127.0.0.1:4999', mediaBaseUrl: 'http://127.0.0.1:4999' };
const browser = await chromium.launch({ executablePath: assertChromium(), args: chromiumArgs });

for (const app of apps) {
  const dist = join(repoRoot, app, 'dist');
  console.info(
    `\n${app}: what each route adds beyond the first page (${firstPagePath}) and its layout, ` +
      'each layout beyond the first page, each other lazy chunk beyond the pages that load it ' +
      `(JS+CSS, gzip level 9; ${firstPagePath} itself beyond the entry; budget ≤ ${kb(routeBudget)}, ` +
      'a test)',
  );
  // The phone metadata is one chunk per calling code (215 of them): one line for them all.
  const rows = routeSizes(dist);
  const isCallingCode = (row) => row.kind === 'chunk' && /^\d{1,3}$/.test(row.name);
  const callingCodes = rows.filter(isCallingCode);
  const shown = rows.filter((row) => !isCallingCode(row));
  if (callingCodes.length)
    shown.push({
      kind: 'chunk',
      name: `phone metadata, per calling code (${callingCodes.length}; the largest)`,
      gzip: Math.max(...callingCodes.map((row) => row.gzip)),
    });
  console.table(
    shown.map((row) => ({
      [row.kind]: row.name,
      adds: kb(row.gzip),
      [`over ${kb(routeBudget)}`]: row.gzip > routeBudget ? 'yes' : '',
    })),
  );

  // What a browser really loads for the first page, lazily loaded route chunk included.
  const { files, js, css } = await firstPageLoad({ browser, dist, path: firstPagePath, config });
  console.info(
    `${app} ${firstPagePath}: ${files.length} files, JS ${kb(js)} + CSS ${kb(css)} = ${kb(
      js + css,
    )} gzip (target ≤ ${kb(firstPageBudget)})`,
  );
}
await browser.close();

const more = [
  'design-system/bench.mjs',
  'portal/bench/module-list.mjs',
  'api-server/bench/load.mjs',
  'api-server/bench/due-day.mjs',
  'scripts/lighthouse.mjs',
];
for (const script of more) {
  const path = join(repoRoot, script);
  if (!existsSync(path)) continue;
  console.info(`\n── ${relative(repoRoot, path)} ──`);
  await run(process.execPath, [path]);
}
