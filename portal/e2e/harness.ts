// Starts what an end-to-end run needs: the reference API on its own copy of the seeded database
// (global-setup.ts), the built portal served as in production (CSP included), the built coach app
// for the journeys that cross to it, and Debian's Chromium.
import { cpSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from '@hci/api-server';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { animationsSettled } from '../../scripts/lib/animations.mjs';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { axeViolations, sidewaysScroll } from '../../scripts/lib/page-checks.mjs';
import { serveApp } from '../../scripts/lib/serve-app.mjs';
import { reservePort } from '../../scripts/lib/free-port.mjs';
import { takeScreenshots } from '../../scripts/lib/screenshots.mjs';
import { messagesFor, type Locale, type Messages } from './messages';

export const demoPassword = 'Welcome2026';
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const coachDist = fileURLToPath(new URL('../../coach/dist', import.meta.url));
/** Screenshots to look at; git-ignored. */
const screenshotDir = fileURLToPath(new URL('../.screenshots', import.meta.url));

export interface Harness {
  apiUrl: string;
  appUrl: string;
  /** The coach app, when the harness was started with it. */
  coachAppUrl: string;
  browser: Browser;
  cspViolations: unknown[];
  /** A one-time sign-in token for a demo user. */
  issueSsoToken(email: string): Promise<string>;
  /**
   * Moves the API's clock forward (real time plus what was advanced), so a test need not wait for
   * the simulated advisor's steps or a payment's cooldown.
   */
  advanceClock(ms: number): void;
  /** A fresh context (own storage) and its first page, as the options describe the browser. */
  newPage(options?: BrowserOptions): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** A time zone of the browser's own. */
  timezoneId?: string;
  /** The language the browser prefers, which the portal then speaks; English unless given. */
  locale?: Locale;
  /** A phone's screen (375 × 812) instead of a desktop's. */
  phone?: boolean;
  colorScheme?: 'light' | 'dark';
}

export async function startHarness({ withCoachApp = false } = {}): Promise<Harness> {
  // Built already by `npm test` (every workspace is built before any test runs).
  if (withCoachApp && !existsSync(join(coachDist, 'index.html')))
    throw new Error('No coach build: run `npm run build -w @hci/coach` first.');
  const dataDir = await mkdtemp(join(tmpdir(), 'hci-portal-e2e-'));
  // Copied in one blocking call: fs.promises.cp takes three times as long over the database's
  // thousand small files.
  cpSync(inject('apiTemplateDir'), dataDir, { recursive: true });
  // Held until each app listens: the API, started first, must not be given either port.
  const appPort = await reservePort();
  const appOrigin = `http://127.0.0.1:${appPort.port}`;
  const coachPort = await reservePort();
  const coachOrigin = `http://127.0.0.1:${coachPort.port}`;
  let clockOffset = 0;
  const api = await startApiServer({
    port: 0,
    dataDir,
    quiet: true,
    devMailbox: true,
    allowedOrigins: [appOrigin],
    ...(withCoachApp && { coachOrigins: [coachOrigin] }),
    clock: { now: () => Date.now() + clockOffset },
  });
  const cspViolations: unknown[] = [];
  await appPort.release();
  const app = await serveApp({
    root: dist,
    port: appPort.port,
    config: { apiBaseUrl: api.url, mediaBaseUrl: api.url, coachAppUrl: coachOrigin },
    onCspViolation: (report) => cspViolations.push(report),
  });
  await coachPort.release();
  const coachApp = withCoachApp
    ? await serveApp({
        root: coachDist,
        port: coachPort.port,
        config: {
          apiBaseUrl: api.url,
          mediaBaseUrl: api.url,
          analyticsUrl: api.url,
          portalUrl: appOrigin,
        },
        onCspViolation: (report) => cspViolations.push(report),
      })
    : null;
  const browser = await chromium.launch(chromiumLaunchOptions());
  return {
    apiUrl: api.url,
    appUrl: app.url,
    coachAppUrl: coachOrigin,
    browser,
    cspViolations,
    issueSsoToken: (email) => api.issueSsoToken(email),
    advanceClock(ms) {
      clockOffset += ms;
    },
    async newPage({ timezoneId, locale, phone = false, colorScheme } = {}) {
      const context = await browser.newContext({
        viewport: phone ? { width: 375, height: 812 } : { width: 1280, height: 900 },
        timezoneId,
        locale,
        colorScheme,
      });
      const page = await context.newPage();
      // Generous for a 2-core machine kept busy by other work; a wait ends once its element is there.
      page.setDefaultTimeout(45_000);
      return { context, page };
    },
    async close() {
      await browser.close();
      await app.close();
      await coachApp?.close();
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The harness of one test file: started before its tests, closed after them. The object is filled in when it starts, so tests use it as it is.
 */
export function harnessForFile(options?: { withCoachApp?: boolean }): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    Object.assign(harness, await startHarness(options));
  });
  afterAll(async () => {
    await harness.close?.();
  });
  return harness;
}

/** The page's h1, once the route has rendered. */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const english = messagesFor('en-US');

export async function signIn(
  page: Page,
  appUrl: string,
  email: string,
  path = '/login',
  messages: Messages = english,
) {
  await page.goto(`${appUrl}${path}`);
  await submitSignIn(page, email, messages);
}

async function submitSignIn(page: Page, email: string, { text }: Messages) {
  await page.getByLabel(text('frame.account.email')).fill(email);
  await page.getByLabel(text('frame.account.password'), { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: text('frame.account.signIn') }).click();
}

/**
 * Signs up a new student, verifies the address and lands on the home page, in a browser as the
 * options describe it; `onPage` is handed each page on the way there (sign-in, verification).
 */
export async function newStudent(
  harness: Harness,
  student: { email: string; firstName: string; lastName: string },
  {
    onPage = async () => {},
    ...browser
  }: BrowserOptions & { onPage?: (page: Page, name: string) => Promise<void> } = {},
) {
  const messages = messagesFor(browser.locale ?? 'en-US');
  const { text } = messages;
  const signUp = await fetch(`${harness.apiUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...student, password: demoPassword }),
  });
  if (signUp.status !== 201) throw new Error(`Sign-up of ${student.email}: ${signUp.status}`);
  const { context, page } = await harness.newPage(browser);
  await page.goto(`${harness.appUrl}/login`);
  await heading(page)
    .filter({ hasText: text('portal.login.title') })
    .waitFor();
  await onPage(page, 'login');
  await submitSignIn(page, student.email, messages);
  await heading(page)
    .filter({ hasText: text('portal.verification.title') })
    .waitFor();
  await onPage(page, 'verification');
  await page
    .getByLabel(text('frame.account.code'))
    .fill((await latestMail(harness.apiUrl, student.email)).code!);
  await page.getByRole('button', { name: text('portal.verification.submit') }).click();
  await heading(page)
    .filter({ hasText: text('portal.home.greetingNoName') })
    .waitFor();
  await page.getByRole('link', { name: text('portal.home.startEnrollment') }).waitFor();
  return { context, page };
}

/** The newest message of the development mailbox for an address. */
export async function latestMail(apiUrl: string, email: string) {
  const response = await fetch(`${apiUrl}/dev/mailbox?${new URLSearchParams({ email })}`);
  const body = (await response.json()) as {
    content: { subject: string; code?: string; link?: string }[];
  };
  const [mail] = body.content;
  if (!mail) throw new Error(`No mail for ${email}`);
  return mail;
}

export { axeViolations };

/**
 * What scrolls sideways at a phone's width (the page, and any table), with a screenshot at that
 * width.
 */
export const sidewaysScrollOnPhone = (page: Page, screenshotName: string) =>
  sidewaysScroll(page, () => screenshot(page, screenshotName));

/**
 * A full-page screenshot to look at, in the screenshot folder, once the page's animations have
 * settled (a theme switched just before is still fading between its colours). None on CI.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!takeScreenshots) return;
  await animationsSettled(page);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}
