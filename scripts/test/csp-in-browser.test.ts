// Loads each production build in Chromium under the real security headers and fails on any
// Content-Security-Policy violation, reported by the browser or seen in the page.
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { repoRoot } from '../lib/run.mjs';
import { serveApp } from '../lib/serve-app.mjs';

const config = { apiBaseUrl: 'http://127.0.0.1:4999', mediaBaseUrl: 'http://127.0.0.1:4999' };
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['portal', '/login'],
  ['coach', '/'],
])('%s', (app, path) => {
  test(`loads ${path} with no Content-Security-Policy violation`, async () => {
    const reports: unknown[] = [];
    const server = await serveApp({
      root: join(repoRoot, app, 'dist'),
      config,
      onCspViolation: (report) => reports.push(report),
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    try {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect.poll(() => page.locator('h1').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      // Give report-uri deliveries a moment to arrive before judging.
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
      expect(reports).toEqual([]);
    } finally {
      await context.close();
      await server.close();
    }
  });
});
