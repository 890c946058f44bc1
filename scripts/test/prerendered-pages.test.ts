// Every prerendered public page of both production builds, in Chromium under the real static
// server: it shows its heading, styled, in the visitor's language before its scripts start
// loading; then React hydrates it (the same elements stay, nothing is rendered afresh) with no
// error; what was typed into a form meanwhile is kept, a submit pressed meanwhile is not sent by
// the browser but carried out once the app has started, and so is a press of any other button.
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { prerenderedPaths } from '../lib/prerendered-file.mjs';
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

/** Opens a page with its module scripts held back until `release` is called. */
async function openHeld(url: string, language: string) {
  const context = await browser.newContext({ locale: language });
  const page = await context.newPage();
  const errors: string[] = [];
  // The API is not running: failing to reach it is expected, anything else is not.
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to (load resource|fetch)/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold up DOMContentLoaded, so only the response is waited for.
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('h1').waitFor();
  // The browser paints once the page's stylesheets are in (they block rendering, not parsing).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every(
      (link) => link.sheet,
    ),
  );
  // The early script has run (once the page has painted it adds the module scripts): from here on,
  // presses are its to keep.
  await page.locator('script[type=module][src^="/assets/"]').waitFor({ state: 'attached' });
  // The prerendered heading, to find it again once React has taken the page over.
  await page.evaluate(() => {
    (window as { prerenderedHeading?: Element | null }).prerenderedHeading =
      document.querySelector('h1');
  });
  return { context, page, errors, release };
}

const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

describe.each(['portal', 'coach'])('%s', (app) => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await serveApp({ root: join(repoRoot, app, 'dist'), config });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('prerenders its public pages', () => {
    expect(prerenderedPaths(join(repoRoot, app, 'dist')).length).toBeGreaterThanOrEqual(4);
  });

  describe.each([
    ['en-US', 'en-US'],
    ['es-ES', 'es'],
  ])('a browser in %s', (language, locale) => {
    test.each(prerenderedPaths(join(repoRoot, app, 'dist')))(
      '%s paints before its scripts and hydrates',
      async (path) => {
        const { context, page, errors, release } = await openHeld(`${server.url}${path}`, language);
        try {
          expect(await page.getAttribute('html', 'lang')).toBe(locale);
          const heading = page.locator('h1');
          expect(await heading.isVisible()).toBe(true);
          const text = await heading.textContent();
          expect(text?.trim()).not.toBe('');
          // Styled: the theme's font, not the browser's default serif.
          expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
            /sans/i,
          );
          const title = await page.title();

          release();
          await hydrated(page);
          // Its scripts started loading only once it had painted.
          const { painted, scriptsStarted } = await page.evaluate(() => ({
            painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            scriptsStarted: performance
              .getEntriesByType('resource')
              .filter(({ name }) => /\/assets\/.*\.js$/.test(name))
              .map(({ startTime }) => startTime),
          }));
          expect(painted).toBeGreaterThan(0);
          expect(scriptsStarted.length).toBeGreaterThan(0);
          expect(Math.min(...scriptsStarted)).toBeGreaterThanOrEqual(painted!);
          expect(await heading.textContent()).toBe(text);
          expect(await page.title()).toBe(title);
          expect(
            await page.evaluate(
              () =>
                (window as { prerenderedHeading?: Element | null }).prerenderedHeading ===
                document.querySelector('h1'),
            ),
          ).toBe(true);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  });

  test('what is typed into the sign-in form before hydration is kept, and the form knows it', async () => {
    const { context, page, errors, release } = await openHeld(`${server.url}/login`, 'en-US');
    try {
      const signInRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/auth/signin')) signInRequests.push(request.postData() ?? '');
      });
      await page.fill('input[type=email]', 'early@example.com');
      await page.fill('input[type=password]', 'typed-early');
      // Sent before the scripts run, the form would put the password in the address.
      await page.press('input[type=password]', 'Enter');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      expect(new URL(page.url()).search).toBe('');
      release();
      await hydrated(page);
      // The press made before the app started is carried out once (to an API that is not there),
      // with what was typed.
      await expect.poll(() => signInRequests.length, { timeout: 10_000 }).toBe(1);
      expect(JSON.parse(signInRequests[0]!)).toMatchObject({
        email: 'early@example.com',
        password: 'typed-early',
      });
      expect(await page.inputValue('input[type=email]')).toBe('early@example.com');
      expect(await page.inputValue('input[type=password]')).toBe('typed-early');
      expect(new URL(page.url()).search).toBe('');
      expect(await page.locator('[data-submit-requested]').count()).toBe(0);
      expect(await page.locator('[aria-invalid=true]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the language switch and Show password pressed before hydration take effect once it has', async () => {
    const { context, page, errors, release } = await openHeld(`${server.url}/login`, 'en-US');
    try {
      const englishHeading = await page.locator('h1').textContent();
      await page.getByRole('button', { name: /Español/ }).click();
      // Pressed twice, it is still shown once the app has started: each early press counts once.
      await page.getByRole('button', { name: 'Show password' }).click();
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await page.getAttribute('input[autocomplete=current-password]', 'type')).toBe(
        'password',
      );
      release();
      await hydrated(page);
      await expect.poll(() => page.getAttribute('html', 'lang'), { timeout: 10_000 }).toBe('es');
      expect(await page.locator('h1').textContent()).not.toBe(englishHeading);
      expect(await page.getAttribute('input[autocomplete=current-password]', 'type')).toBe('text');
      expect(await page.locator('[data-press-requested]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('portal, a form of one field', () => {
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    server = await serveApp({ root: join(repoRoot, 'portal', 'dist'), config });
  });
  afterAll(async () => {
    await server?.close();
  });
  test('Enter in the one field of a form before hydration sends nothing, then the form once', async () => {
    const { context, page, errors, release } = await openHeld(
      `${server.url}/forgot-password`,
      'en-US',
    );
    try {
      const resetRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/auth/forgot_password'))
          resetRequests.push(request.postData() ?? '');
      });
      await page.fill('input[type=email]', 'early@example.com');
      // A form of one field is sent by Enter even without a submit button.
      await page.press('input[type=email]', 'Enter');
      expect(new URL(page.url()).search).toBe('');
      release();
      await hydrated(page);
      await expect.poll(() => resetRequests.length, { timeout: 10_000 }).toBe(1);
      expect(JSON.parse(resetRequests[0]!)).toEqual({ email: 'early@example.com' });
      expect(new URL(page.url()).search).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a reload of /get-started hydrates the prerendered first step, then restores the answers', async () => {
    const { context, page, errors, release } = await openHeld(`${server.url}/get-started`, 'en-US');
    try {
      await page.evaluate(() =>
        sessionStorage.setItem(
          'hci.getStarted',
          JSON.stringify({
            step: 'password',
            program: {
              firstName: 'Nia',
              lastName: 'Park',
              email: 'nia@example.test',
              languageIso2LetterCode: 'EN',
              programTrack: 'Health Coach Training Program',
              startDate: '2027-01-15',
              graduationDate: '2027-12-15',
            },
          }),
        ),
      );
      expect(await page.locator('input[autocomplete=given-name]').count()).toBe(1);
      release();
      await hydrated(page);
      await page.locator('input[autocomplete=new-password]').first().waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      expect(await page.inputValue('input[autocomplete=given-name]')).toBe('Nia');
      // The start date's calendar, loaded once the page is live, arrives without upsetting it.
      await page.getByRole('button', { name: 'Choose a date for Start date' }).waitFor();
      // Hydration found what the server sent: React reports a mismatch as an error.
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('Enter in the one field before even the early script has arrived sends nothing', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.route(/\/scripts-after-paint\.js$/, () => new Promise<void>(() => {}));
      await page.goto(`${server.url}/forgot-password`, { waitUntil: 'commit' });
      await page.locator('input[type=email]').waitFor();
      // The browser would send the form in the same task as the key: a submit seen is one sent.
      await page.evaluate(() =>
        document.addEventListener('submit', (event) => {
          event.preventDefault();
          document.body.dataset.sent = '';
        }),
      );
      await page.fill('input[type=email]', 'early@example.com');
      await page.press('input[type=email]', 'Enter');
      expect(await page.getAttribute('body', 'data-sent')).toBeNull();
      expect(await page.inputValue('input[type=email]')).toBe('early@example.com');
    } finally {
      await context.close();
    }
  });
});
