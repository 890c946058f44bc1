// What an app's end-to-end file starts: the reference API on its own copy of the seeded data
// folder (global-setup.ts), with a clock the file can move; the built app under test served as in
// production (CSP included), and the other app too for the journeys that cross to it; Debian's
// Chromium.
import { cpSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from '@hci/api-server';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { reservePort } from '../../scripts/lib/free-port.mjs';
import { serveApp } from '../../scripts/lib/serve-app.mjs';
import type { App } from './provided';

const dist = (app: App) => fileURLToPath(new URL(`../../${app}/dist`, import.meta.url));

export interface Harness {
  /** The app under test: the app whose e2e project runs the file. */
  app: App;
  apiUrl: string;
  /** The app under test's address, each page's base URL. */
  appUrl: string;
  /** Both apps' addresses; the other app answers only when the harness serves it. */
  appUrls: Record<App, string>;
  browser: Browser;
  /** The Content-Security-Policy violations the served apps were told of. */
  cspViolations: unknown[];
  /** A one-time sign-in token for a demo user. */
  issueSsoToken(email: string): Promise<string>;
  /**
   * Moves the API's clock forward (its development clock: real time plus what was advanced) and
   * resolves once every job falling due by then has run (charges, renewals, mail), so a test need
   * not wait for the simulated advisor's steps, a payment's cooldown or a due date.
   */
  advanceClock(ms: number): Promise<void>;
  /** The API's time now (ms), as its development clock reads it. */
  clockNow(): Promise<number>;
  /**
   * Moves the API's clock forward to `instant` (ms; never back), as `advanceClock` does: a due
   * date named by the day, whatever the clock was moved by before.
   */
  moveClockTo(instant: number): Promise<void>;
  /** A fresh context (own storage) and its first page, as the options describe the browser. */
  newPage(options?: BrowserOptions): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** A time zone of the browser's own. */
  timezoneId?: string;
  /** The language the browser prefers, which the app then speaks; English unless given. */
  locale?: string;
  /** A phone's screen (375 × 812) instead of a desktop's. */
  phone?: boolean;
  colorScheme?: 'light' | 'dark';
  /** Starts signed in, with the session the file signed in once (`signInOnce`). */
  signedIn?: boolean;
}

export interface HarnessOptions {
  /** Serves the other app too, for the journeys that cross to it. */
  withOtherApp?: boolean;
  /**
   * Signs in once, on a page of the app under test, before the file's tests: each page opened
   * `signedIn` then starts from that session (the apps keep it in localStorage). Every sign-in
   * checks the password, seconds of the API's CPU on a busy machine; the access token outlasts
   * any file.
   */
  signInOnce?: (page: Page) => Promise<void>;
}

export async function startHarness({
  withOtherApp = false,
  signInOnce,
}: HarnessOptions = {}): Promise<Harness> {
  const app = inject('e2eApp');
  const other: App = app === 'portal' ? 'coach' : 'portal';
  // Built already by `npm test` (every workspace is built before any test runs).
  if (withOtherApp && !existsSync(join(dist(other), 'index.html')))
    throw new Error(`No ${other} build: run \`npm run build -w @hci/${other}\` first.`);
  const dataDir = await mkdtemp(join(tmpdir(), `hci-${app}-e2e-`));
  // Copied in one blocking call: fs.promises.cp takes three times as long over the database's
  // thousand small files.
  cpSync(inject('apiTemplateDir'), dataDir, { recursive: true });
  // Held until each app listens: the API, started first, must not be given either port.
  const portalPort = await reservePort();
  const coachPort = await reservePort();
  const appUrls = {
    portal: `http://127.0.0.1:${portalPort.port}`,
    coach: `http://127.0.0.1:${coachPort.port}`,
  };
  const api = await startApiServer({
    port: 0,
    dataDir,
    quiet: true,
    devMailbox: true,
    allowedOrigins: [appUrls.portal],
    coachOrigins: [appUrls.coach],
    devClock: true,
  });
  const cspViolations: unknown[] = [];
  const configs = {
    portal: { apiBaseUrl: api.url, mediaBaseUrl: api.url, coachAppUrl: appUrls.coach },
    coach: {
      apiBaseUrl: api.url,
      mediaBaseUrl: api.url,
      analyticsUrl: api.url,
      portalUrl: appUrls.portal,
    },
  };
  const ports = { portal: portalPort, coach: coachPort };
  const served: { close(): Promise<void> }[] = [];
  for (const each of withOtherApp ? [app, other] : [app]) {
    await ports[each].release();
    served.push(
      await serveApp({
        root: dist(each),
        port: ports[each].port,
        config: configs[each],
        onCspViolation: (report) => cspViolations.push(report),
      }),
    );
  }
  if (!withOtherApp) await ports[other].release();
  const browser = await chromium.launch(chromiumLaunchOptions());
  let session: BrowserContextOptions['storageState'];

  const harness: Harness = {
    app,
    apiUrl: api.url,
    appUrl: appUrls[app],
    appUrls,
    browser,
    cspViolations,
    issueSsoToken: (email) => api.issueSsoToken(email),
    async advanceClock(ms) {
      const moved = await fetch(`${api.url}/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMs: ms }),
      });
      if (!moved.ok) throw new Error(`The development clock did not move: ${moved.status}`);
    },
    async clockNow() {
      const read = await fetch(`${api.url}/dev/clock`);
      if (!read.ok) throw new Error(`The development clock did not answer: ${read.status}`);
      return Date.parse(((await read.json()) as { now: string }).now);
    },
    async moveClockTo(instant) {
      await harness.advanceClock(Math.max(0, instant - (await harness.clockNow())));
    },
    async newPage({ timezoneId, locale, phone = false, colorScheme, signedIn = false } = {}) {
      if (signedIn && !session) throw new Error('No session: give the harness `signInOnce`.');
      const context = await browser.newContext({
        baseURL: appUrls[app],
        viewport: phone ? { width: 375, height: 812 } : { width: 1280, height: 900 },
        timezoneId,
        locale,
        colorScheme,
        storageState: signedIn ? session : undefined,
      });
      const page = await context.newPage();
      // Generous for a 2-core machine kept busy by other work; a wait ends once its element is there.
      page.setDefaultTimeout(45_000);
      return { context, page };
    },
    async close() {
      await browser.close();
      for (const server of served) await server.close();
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  if (signInOnce) {
    try {
      const { context, page } = await harness.newPage();
      await signInOnce(page);
      session = await context.storageState();
      await context.close();
    } catch (error) {
      await harness.close();
      throw error;
    }
  }
  return harness;
}

/**
 * The harness of one test file: started before its tests, closed after them. The object is filled
 * in when it starts, so tests use it as it is.
 */
export function harnessForFile(options?: HarnessOptions): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    Object.assign(harness, await startHarness(options));
  });
  afterAll(async () => {
    await harness.close?.();
  });
  return harness;
}
