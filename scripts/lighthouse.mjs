// Lighthouse (mobile emulation, Debian's Chromium) on the first pages of both production builds,
// served by the real static server with its security headers. Prints figures; it is not a test.
// LIGHTHOUSE_REPORTS=<folder> keeps the full JSON reports there.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertChromium, chromiumArgs } from './lib/chromium.mjs';
import { npx, repoRoot, toolEnv } from './lib/run.mjs';
import { serveApp } from './lib/serve-app.mjs';

const pages = [
  { app: 'portal', path: '/login' },
  { app: 'coach', path: '/' },
  { app: 'coach', path: '/login' },
];

// The API is optional here: the first pages render without it, and a missing one costs nothing.
const config = { apiBaseUrl: 'http://127.0.0.1:4999', mediaBaseUrl: 'http://127.0.0.1:4999' };
const work = await mkdtemp(join(tmpdir(), 'hci-lighthouse-'));
const reports = process.env.LIGHTHOUSE_REPORTS || work;
const rows = [];

for (const { app, path } of pages) {
  const server = await serveApp({ root: join(repoRoot, app, 'dist'), config });
  const output = join(reports, `${app}-${path.replace(/\W/g, '_')}.json`);
  // A run now and then fails to record its trace (NO_NAVSTART); a second attempt gets past it.
  let code = 1;
  for (let attempt = 0; attempt < 2 && code !== 0; attempt += 1) {
    code = await new Promise((done) => {
      const child = spawn(
        npx('lighthouse'),
        [
          `${server.url}${path}`,
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
  await server.close();
  if (code !== 0) {
    rows.push({ page: `${app} ${path}`, error: `lighthouse exited ${code}` });
    continue;
  }
  const report = JSON.parse(await readFile(output, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.displayValue ?? '';
  rows.push({
    page: `${app} ${path}`,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    FCP: metric('first-contentful-paint'),
    LCP: metric('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
  });
}
await rm(work, { recursive: true, force: true });
console.info('Lighthouse, mobile emulation (targets: performance ≥ 95, accessibility 100)');
console.table(rows);
