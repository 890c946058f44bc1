// Every route of the built portal, served as in production, against the reference API: signed out,
// as a student and as a student who is also a coach, each visit as the route table (src/paths.ts)
// lists it, with the reason beside each route the walk leaves out. A smoke per route: the page
// loads with its h1 and does not scroll sideways at a phone's width (no story renders at a phone's
// width). How each page state looks and its axe audits, light and dark, belong to its story
// (stories/src/portal); only the visits marked `noStory` are audited here in light, and those
// marked `noDarkStory` in dark. TESTING.md says which layer owns which check.
import { routeVisits, type RouteVisit } from '@hci/app-frame/routes';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { routes, type Visitor } from '../src/paths';
import {
  demoPassword,
  expectAccessible,
  expectAccessibleInDark,
  expectFitsPhone,
  harnessForFile,
  heading,
  screenshot,
  signIn,
} from '@hci/e2e-harness';
import { signInForm } from './sign-in';

const harness = harnessForFile();

/** A visit of the walk: a route's (see `routeVisits`) or the unknown address's. */
type Visit = RouteVisit<Visitor> & { url: string };

describe('every route', () => {
  const visits = routeVisits(routes);
  const visitsAs = (visitor: Visitor) => visits.filter((visit) => visit.as === visitor);
  /** An address no route matches: the not-found page. */
  const unknown: Visit = {
    as: 'visitor',
    url: '/no/such/page',
    noDarkStory: true,
  };
  const signedOut = [...visitsAs('visitor'), unknown];
  // The student's pages in two tests, the settings apart, each within its time.
  const settings = visitsAs('student').filter((visit) => visit.layout === 'settings');
  const portalFrame = visitsAs('student').filter((visit) => visit.layout !== 'settings');

  async function check(page: Page, visit: Visit) {
    const { url: path, noStory, noDarkStory } = visit;
    const response = await page.goto(`${harness.appUrl}${path}`);
    // The not-found page is answered as one; every route's page is there.
    expect.soft(response?.status(), path).toBe(visit === unknown ? 404 : 200);
    await heading(page).waitFor();
    // Loading states settle before the picture and the audit.
    await page.waitForLoadState('networkidle');
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
    await screenshot(page, name);
    if (noStory) await expectAccessible(page, { name: path });
    if (noDarkStory) await expectAccessibleInDark(page, name);
    await expectFitsPhone(page, name);
  }

  // Each page is loaded and checked on a phone, some audited: minutes on a busy machine.
  test('signed out: each route loads, screenshots taken', async () => {
    const { context, page } = await harness.newPage();
    for (const visit of signedOut) await check(page, visit);
    await context.close();
  }, 180_000);

  test('signed in: each settings route loads, screenshots taken', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student@demo.test');
    await heading(page).filter({ hasText: 'Welcome' }).waitFor();
    for (const visit of settings) await check(page, visit);
    await context.close();
  }, 240_000);

  test('signed in: home, inbox, courses, circles and enrollment load', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student@demo.test');
    await heading(page).filter({ hasText: 'Welcome' }).waitFor();
    for (const visit of portalFrame) await check(page, visit);
    await context.close();
  }, 240_000);

  test('a student who is also a coach: purchases and the coach profile load', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, 'student.coach@demo.test');
    await heading(page).filter({ hasText: 'Welcome' }).waitFor();
    for (const visit of visitsAs('studentCoach')) await check(page, visit);
    await context.close();
  }, 120_000);

  test('the verification hold loads', async () => {
    // A new sign-up is unverified (the demo's unverified student may be verified by now).
    const email = 'new.student@demo.test';
    const signUp = await fetch(`${harness.apiUrl}/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: demoPassword, firstName: 'Nia', lastName: 'Reyes' }),
    });
    expect(signUp.status).toBe(201);
    const { context, page } = await harness.newPage();
    await signIn(page, signInForm, email);
    await heading(page).filter({ hasText: 'Verify your email address' }).waitFor();
    for (const visit of visitsAs('unverified')) await check(page, visit);
    await context.close();
  });

  test('no page broke the Content-Security-Policy', () => {
    expect(harness.cspViolations).toEqual([]);
  });
});
