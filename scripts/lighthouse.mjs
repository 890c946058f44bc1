// Lighthouse (mobile emulation, Debian's Chromium) on every prerendered public page of both
// production builds, served by the real static server with its security headers: three runs a
// page, the median (by performance score) printed. Prints figures; it is not a test.
// LIGHTHOUSE_REPORTS=<folder> keeps the full JSON reports there; LIGHTHOUSE_RUNS=<n> sets the runs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { assertChromium, chromiumArgs } from './lib/chromium.mjs';
import { repoRoot, toolEnv } from './lib/run.mjs';
import { prerenderedPaths } from './lib/prerendered-file.mjs';
import { serveApp } from './lib/serve-app.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Each page with the query it was rendered with, so the prerendered page is the one measured.
const pages = ['portal', 'coach'].flatMap((app) =>
  prerenderedPaths(join(repoRoot, app, 'dist')).map((path) => ({ app, path })),
);

// The API is optional here: the first pages render without it, and a missing one costs nothing.
const config = { apiBaseUrl: 'http://127.0.0.1:4999', mediaBaseUrl: 'http://127.0.0.1:4999' };
const work = await mkdtemp(join(tmpdir(), 'hci-lighthouse-'));
const reports = process.env.LIGHTHOUSE_REPORTS || work;
const rows = [];

// The CLI of the Lighthouse this workspace declares, wherever npm placed it.
const lighthouseManifest = createRequire(import.meta.url).resolve('lighthouse/package.json');
const lighthouseCli = join(dirname(lighthouseManifest), 'cli', 'index.js');

/** One Lighthouse run on a page: its report, or undefined when it would not run. */
async function lighthouse(url, output) {
  // A run now and then fails to record its trace (NO_NAVSTART); a second attempt gets past it.
  let code = 1;
  for (let attempt = 0; attempt < 2 && code !== 0; attempt += 1) {
    code = await new Promise((done) => {
      const child = spawn(
        process.execPath,
        [
          lighthouseCli,
          url,
          '--quiet',
          '--output=json',
          `--output-path=${output}`,
          '--only-categories=performance,accessibility,best-practices',
          `--chrome-flags=--headless ${chromiumArgs.join(' ')} --user-data-dir=${join(work, 'profile')}`,
        ],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
          env: { ...toolEnv, CHROME_PATH: assertChromium() },
        },
      );
      child.on('exit', (exitCode) => done(exitCode ?? 1));
    });
  }
  return code === 0 ? JSON.parse(await readFile(output, 'utf8')) : undefined;
}

const performanceOf = (report) => report.categories.performance?.score ?? 0;

for (const { app, path } of pages) {
  const server = await serveApp({ root: join(repoRoot, app, 'dist'), config });
  const reportsOfPage = [];
  for (let run = 1; run <= runs; run += 1) {
    const output = join(reports, `${app}-${path.replace(/\W/g, '_')}-${run}.json`);
    const report = await lighthouse(`${server.url}${path}`, output);
    if (report) reportsOfPage.push(report);
  }
  await server.close();
  if (reportsOfPage.length === 0) {
    rows.push({ page: `${app} ${path}`, error: 'lighthouse would not run' });
    continue;
  }
  const sorted = reportsOfPage.sort((a, b) => performanceOf(a) - performanceOf(b));
  const report = sorted[Math.floor(sorted.length / 2)];
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.displayValue ?? '';
  rows.push({
    page: `${app} ${path}`,
    runs: reportsOfPage.length,
    performance: score('performance'),
    'all runs': sorted.map((run) => Math.round(performanceOf(run) * 100)).join(' '),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    FCP: metric('first-contentful-paint'),
    LCP: metric('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
  });
}
await rm(work, { recursive: true, force: true });
console.info(
  `Lighthouse, mobile emulation, median of ${runs} runs (targets: performance ≥ 99, accessibility 100)`,
);
console.table(rows);
