// `npm run bench`: builds the apps and prints figures (not a test): JS and CSS per app and per
// route chunk, the JS and CSS a browser loads for /login, then the benchmarks other workspaces
// provide (design-system CSS and tree-shaking, the portal's 2,000-module list, API load, Lighthouse).
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileSize, kb, routeSizes } from './lib/bundle-report.mjs';
import { assertChromium, chromiumArgs } from './lib/chromium.mjs';
import { ensureChromium } from './lib/chromium-install.mjs';
import { ensureInstall, npx, repoRoot, run, runOrExit } from './lib/run.mjs';
import { serveApp } from './lib/serve-app.mjs';

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

const apps = [
  { name: 'portal', firstPage: '/login' },
  { name: 'coach', firstPage: '/login' },
];
const config = { apiBaseUrl: 'http://127.0.0.1:4999', mediaBaseUrl: 'http://127.0.0.1:4999' };
const browser = await chromium.launch({ executablePath: assertChromium(), args: chromiumArgs });

for (const app of apps) {
  const dist = join(repoRoot, app.name, 'dist');
  console.info(
    `\n${app.name}: what each route adds beyond the entry and its layout, each layout beyond ` +
      'the entry, each other lazy chunk beyond the pages that load it (JS+CSS, gzip level 9; ' +
      'target < 40 KB)',
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
      'over 40 KB': row.gzip > 40 * 1024 ? 'yes' : '',
    })),
  );

  // What a browser really loads for the first page, lazily loaded route chunk included.
  const server = await serveApp({ root: dist, config });
  const page = await browser.newPage();
  const loaded = new Set();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path) && response.url().startsWith(server.url)) loaded.add(path);
  });
  await page.goto(`${server.url}${app.firstPage}`, { waitUntil: 'networkidle' });
  await page.close();
  await server.close();
  const files = [...loaded].map((path) => ({ path, ...fileSize(dist, path.slice(1)) }));
  const total = (ext) =>
    files.filter((f) => f.path.endsWith(ext)).reduce((sum, f) => sum + f.gzip, 0);
  console.info(
    `${app.name} ${app.firstPage}: ${files.length} files, JS ${kb(total('.js'))} + CSS ${kb(
      total('.css'),
    )} = ${kb(total('.js') + total('.css'))} gzip (target ≤ 95 KB)`,
  );
}
await browser.close();

const more = [
  'design-system/bench.mjs',
  'portal/bench/module-list.mjs',
  'api-server/bench/load.mjs',
  'scripts/lighthouse.mjs',
];
for (const script of more) {
  const path = join(repoRoot, script);
  if (!existsSync(path)) continue;
  console.info(`\n── ${relative(repoRoot, path)} ──`);
  await run(process.execPath, [path]);
}
