// `npm run bench` (portal part): the built portal against the reference API and its demo data, in
// Chromium. Types queries into the search of the 2,000-module "Health Coach Library" and prints the
// time from each keystroke to the updated list on screen (median and worst; target 50 ms), then
// scrolls the whole list and prints the longest task meanwhile (target: none over 100 ms).
// Figures, not a test. Expects the portal built (`npm run build -w @hci/portal`).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertChromium, chromiumArgs } from '../../scripts/lib/chromium.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { serveApp } from '../../scripts/lib/serve-app.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
execFileSync(process.execPath, [join(root, 'api-server', 'build.mjs')], {
  cwd: join(root, 'api-server'),
  stdio: 'inherit',
});
const { startApiServer } = await import(join(root, 'api-server', 'dist', 'index.mjs'));
const { chromium } = await import('playwright-core');

const queries = ['sleep', 'lesson 19', 'nutrition basics', 'zzz'];
const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;

const dataDir = await mkdtemp(join(tmpdir(), 'hci-portal-bench-'));
const appPort = await freePort();
const appOrigin = `http://127.0.0.1:${appPort}`;
const api = await startApiServer({
  port: 0,
  dataDir,
  quiet: true,
  seed: true,
  allowedOrigins: [appOrigin],
});
const app = await serveApp({
  root: join(root, 'portal', 'dist'),
  port: appPort,
  config: { apiBaseUrl: api.url, mediaBaseUrl: api.url },
});
const browser = await chromium.launch({ executablePath: assertChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email').fill('student@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Welcome2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
  await page.goto(`${app.url}/my-courses`);
  await page.getByRole('link', { name: 'Health Coach Library', exact: true }).click();
  const search = page.getByRole('searchbox', { name: 'Search modules' });
  const count = page.getByRole('status').filter({ hasText: /of 2,000 modules$/ });
  await count.filter({ hasText: /^2,000 of/ }).waitFor();

  // From the key's event to the first task after the next frame: the list re-rendered, laid
  // out and painted. Each key waits for the one before it to settle.
  await page.evaluate(() => {
    window.keyLatencies = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() =>
          setTimeout(() => window.keyLatencies.push(performance.now() - start), 0),
        );
      },
      { capture: true },
    );
  });
  await search.focus();
  for (const query of queries) {
    for (const key of query) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(120);
    }
    for (const _key of query) {
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(120);
    }
  }
  await count.filter({ hasText: /^2,000 of/ }).waitFor();
  const latencies = await page.evaluate(() => window.keyLatencies);

  // Every long task (50 ms or more) while the page scrolls from top to bottom, a step a frame.
  await search.blur();
  const scroll = await page.evaluate(async () => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let frames = 0;
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, window.innerHeight * 0.75);
      await frame();
      frames += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    observer.disconnect();
    const rows = document.querySelectorAll('li[aria-posinset]');
    return {
      frames,
      tasks,
      lastRow: rows[rows.length - 1]?.getAttribute('aria-posinset'),
    };
  });

  console.info(
    `\nportal: Health Coach Library (2,000 modules), ${latencies.length} keystrokes ` +
      `(${queries.map((query) => `"${query}"`).join(', ')}, each typed and erased); ` +
      `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
  );
  const longest = scroll.tasks.length ? ms(Math.max(...scroll.tasks)) : 'none of 50 ms or more';
  console.info(
    [
      `  keystroke to updated list: median ${ms(median(latencies))} (target ≤ 50 ms), ` +
        `worst ${ms(Math.max(...latencies))}`,
      `  longest task while scrolling the whole list (${scroll.frames} frames, to module ` +
        `${scroll.lastRow}): ${longest} (target ≤ 100 ms)`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await app.close();
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}
