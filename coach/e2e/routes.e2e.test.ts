// Every route, a smoke: it renders its page (with the right guard) with its h1 and does not scroll
// sideways at a phone's width (no story renders at a phone's width); screenshotted. How each page
// state looks and its axe audits belong to its story (stories/src/coach): axe runs here in light
// only for the routes whose page state no story covers, and in dark for those no dark story covers.
// TESTING.md says which layer owns which check.
import { describe, expect, test } from 'vitest';
import {
  expectAccessible,
  expectAccessibleInDark,
  expectFitsPhone,
  heading,
  browserForFile,
  newPage,
  screenshot,
} from './browser';

/** The file's browser and the demo coach's session, signed in once for every signed-in test. */
const demo = browserForFile();

/**
 * The routes whose page state, as the demo data shows it, no story covers: audited with axe in
 * light here. None today: each route's page state has a story, audited with axe there (TESTING.md
 * names them). A route whose story goes away comes onto this list in the same change.
 */
const noStory = new Set<string>();

/** The routes whose page no dark story covers: their colours in dark are audited here. */
const noDarkStory = new Set([
  '/',
  '/faq',
  '/privacy-policy',
  '/terms-of-service',
  '/scheduling-policy',
  '/login',
  '/sign-up',
  '/reset-account-password',
  '/verify?to=%2Fprofile',
  '/login/token',
  '/no/such/page',
  '/profile',
  '/my-services',
  '/subscription',
  '/welcome',
  '/manage-account',
  '/complete-profile-information',
  // No card, or one the journeys added first: only the page with a card has a dark story.
  '/payment-methods',
]);

const publicRoutes: [string, string][] = [
  ['/', 'Coaching that fits your life'],
  ['/faq', 'Frequently asked questions'],
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of service'],
  ['/scheduling-policy', 'Scheduling policy'],
  ['/login', 'Sign in to your coach account'],
  ['/sign-up', 'Create your coach account'],
  ['/reset-account-password', 'Reset your password'],
  ['/verify?to=%2Fprofile', 'Confirm it’s you'],
  ['/login/token', 'This sign-in link did not work'],
  ['/no/such/page', 'Page not found'],
];

const coachRoutes: [string, string][] = [
  ['/profile', 'Your coach profile'],
  ['/my-services', 'Your services and products'],
  ['/my-sessions', 'Your sessions'],
  ['/my-coach-schedule', 'Your schedule'],
  ['/subscription', 'Your subscription'],
  ['/payment-methods', 'Payment method'],
  ['/purchases', 'Purchases'],
  ['/welcome', 'Welcome to your coach workspace'],
  ['/manage-account', 'Your account'],
  ['/complete-profile-information', 'Tell clients about yourself'],
];

test('every route with no story or no dark story is one the walk visits', () => {
  const walked = new Set([...publicRoutes, ...coachRoutes].map(([path]) => path));
  expect([...noStory, ...noDarkStory].filter((path) => !walked.has(path))).toEqual([]);
});

describe('signed out', () => {
  test.each(publicRoutes)('%s shows “%s”', async (path, title) => {
    const page = await newPage(demo.browser);
    await page.goto(path);
    await expect.poll(() => heading(page).textContent()).toBe(title);
    if (noStory.has(path)) await expectAccessible(page);
    const name = `visitor${path.replace(/[/?=%]+/g, '-') || '-home'}`;
    await screenshot(page, name);
    if (noDarkStory.has(path)) await expectAccessibleInDark(page, name);
    await expectFitsPhone(page, name);
    await page.context().close();
  });

  test('/coach redirects to the home page', async () => {
    const page = await newPage(demo.browser);
    await page.goto('/coach');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  test('a signed-in route sends a visitor to sign in, remembering the path', async () => {
    const page = await newPage(demo.browser);
    await page.goto('/my-services');
    await expect.poll(() => heading(page).textContent()).toBe('Sign in to your coach account');
    expect(new URL(page.url()).search).toBe('?action=%2Fmy-services');
    await page.context().close();
  });
});

describe('signed in as the demo coach', () => {
  test.each(coachRoutes)('%s shows “%s”', async (path, title) => {
    const page = await newPage(demo.browser, demo.coach);
    await page.goto(path);
    await expect.poll(() => heading(page).textContent()).toBe(title);
    // The data has loaded: no loading region is left.
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    if (noStory.has(path)) await expectAccessible(page);
    const name = `coach${path.replace(/\//g, '-')}`;
    await screenshot(page, name);
    if (noDarkStory.has(path)) await expectAccessibleInDark(page, name);
    await expectFitsPhone(page, name);
    await page.context().close();
  });

  test('/home leads to the profile', async () => {
    const page = await newPage(demo.browser, demo.coach);
    await page.goto('/home');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
    await page.context().close();
  });
});
