// Chromium for the journeys: one browser per file, a fresh context (own storage) per test, and the
// checks every route gets: axe with zero violations and a screenshot to look at.
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { animationsSettled } from '../../scripts/lib/animations.mjs';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { axeViolations, phoneWidth, sidewaysScroll } from '../../scripts/lib/page-checks.mjs';
import { takeScreenshots } from '../../scripts/lib/screenshots.mjs';

const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

export const appUrl = () => inject('appUrl');
export const apiUrl = () => inject('apiUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** What a context holds: the app keeps its session in localStorage. */
export type StorageState = BrowserContextOptions['storageState'];

/** A fresh context and its first page; given a signed-in context's storage, it starts signed in. */
export async function newPage(browser: Browser, storageState?: StorageState): Promise<Page> {
  const context = await browser.newContext({
    baseURL: appUrl(),
    viewport: { width: 1280, height: 900 },
    storageState,
  });
  return context.newPage();
}

/** The page's h1, once the route has rendered. */
export function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** axe on the current state of the page: no violation. */
export async function expectAccessible(page: Page, { colourOnly = false } = {}) {
  expect(await axeViolations(page, { colourOnly })).toEqual([]);
}

/** The page's colours with the device asking for dark, which the app follows; screenshotted too. */
export async function expectAccessibleInDark(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  await expectAccessible(page, { colourOnly: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * The page as it settles, to look at: not a dialog half faded in, nor colours midway to a new
 * theme. None on CI.
 */
export async function screenshot(page: Page, name: string) {
  if (!takeScreenshots) return;
  await animationsSettled(page);
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}

/**
 * At a phone's width the page does not scroll sideways; screenshotted there too. The viewport is
 * put back afterwards.
 */
export async function expectFitsPhone(page: Page, name: string) {
  const overflow = await sidewaysScroll(page, () => screenshot(page, `${name}-375`));
  expect(overflow.page, `${page.url()} scrolls sideways at ${phoneWidth} px`).toBe(0);
}

/** The newest code the development mailbox holds for an address. */
export async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${apiUrl()}/dev/mailbox?${new URLSearchParams({ email })}`);
  const { content } = (await response.json()) as { content: { code?: string }[] };
  const code = content.find((message) => message.code)?.code;
  if (!code) throw new Error(`No verification code was e-mailed to ${email}`);
  return code;
}

export const demoPassword = 'Welcome2026';

export async function signIn(page: Page, email: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in once the app moves on; the password check takes a while on a busy machine.
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Signs in once and returns the session's storage, for each later test of a file to start from
 * (`newPage(browser, state)`): every sign-in checks the password, which costs the API seconds of
 * CPU on a busy machine. The access token lasts 15 minutes, longer than any file.
 */
export async function signedInState(browser: Browser, email: string): Promise<StorageState> {
  const page = await newPage(browser);
  await signIn(page, email);
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

/**
 * A test file's browser, launched before its tests and closed after them, with the demo coach's
 * session signed in once (`signedInState`). The object is filled in when the file starts.
 */
export function browserForFile(): { browser: Browser; coach: StorageState } {
  const file = {} as { browser: Browser; coach: StorageState };
  beforeAll(async () => {
    file.browser = await launchBrowser();
    file.coach = await signedInState(file.browser, 'coach@demo.test');
  });
  afterAll(async () => {
    await file.browser?.close();
  });
  return file;
}
