// Every route, a smoke, each visit as the route table (src/paths.ts) lists it, with the reason
// beside each route the walk leaves out: it renders its page (with the right guard) with its h1 and
// does not scroll sideways at a phone's width (no story renders at a phone's width); screenshotted.
// How each page state looks and its axe audits belong to its story (stories/src/coach): axe runs
// here in light only for the visits marked `noStory` (none today: a route whose story goes away is
// marked in the same change), and in dark for those marked `noDarkStory`. TESTING.md says which
// layer owns which check.
import {
  expectAccessible,
  expectAccessibleInDark,
  expectFitsPhone,
  harnessForFile,
  heading,
  screenshot,
  signIn,
} from '@hci/e2e-harness';
import { routeVisits, type RouteVisit } from '@hci/app-frame/routes';
import { describe, expect, test } from 'vitest';
import { routes, type Visitor } from '../src/paths';
import { signInForm } from './sign-in';

/** The demo coach signed in once, for every signed-in test. */
const harness = harnessForFile({
  signInOnce: (page) => signIn(page, signInForm, 'coach@demo.test'),
});

const visits = routeVisits(routes);
const pagesAs = (visitor: Visitor) =>
  visits.filter((visit) => visit.as === visitor && visit.redirectTo === undefined);
const redirectsAs = (visitor: Visitor) =>
  visits.filter((visit) => visit.as === visitor && visit.redirectTo !== undefined);

/** An address no route matches: the not-found page. */
const unknown: RouteVisit<Visitor> & { url: string } = {
  as: 'visitor',
  url: '/no/such/page',
  heading: 'Page not found',
  noDarkStory: true,
};

describe('signed out', () => {
  test.each([...pagesAs('visitor'), unknown])('$url shows “$heading”', async (visit) => {
    const { url: path, noStory, noDarkStory } = visit;
    const { context, page } = await harness.newPage();
    const response = await page.goto(path);
    // The not-found page is answered as one; every route's page is there.
    expect(response?.status()).toBe(visit === unknown ? 404 : 200);
    await expect.poll(() => heading(page).textContent()).toBe(visit.heading);
    if (noStory) await expectAccessible(page);
    const name = `visitor${path.replace(/[/?=%]+/g, '-') || '-home'}`;
    await screenshot(page, name);
    if (noDarkStory) await expectAccessibleInDark(page, name);
    await expectFitsPhone(page, name);
    await context.close();
  });

  test.each(redirectsAs('visitor'))('$url leads to $redirectTo', async ({ url, redirectTo }) => {
    const { context, page } = await harness.newPage();
    expect((await page.goto(url))?.status()).toBe(200);
    await expect.poll(() => new URL(page.url()).pathname).toBe(redirectTo);
    await context.close();
  });

  test('a signed-in route sends a visitor to sign in, remembering the path', async () => {
    const { context, page } = await harness.newPage();
    await page.goto('/my-services');
    await expect.poll(() => heading(page).textContent()).toBe('Sign in to your coach account');
    expect(new URL(page.url()).search).toBe('?action=%2Fmy-services');
    await context.close();
  });
});

describe('signed in as the demo coach', () => {
  test.each(pagesAs('coach'))('$url shows “$heading”', async (visit) => {
    const { url: path, noStory, noDarkStory } = visit;
    const { context, page } = await harness.newPage({ signedIn: true });
    await page.goto(path);
    await expect.poll(() => heading(page).textContent()).toBe(visit.heading);
    // The data has loaded: no loading region is left.
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    if (noStory) await expectAccessible(page);
    const name = `coach${path.replace(/\//g, '-')}`;
    await screenshot(page, name);
    if (noDarkStory) await expectAccessibleInDark(page, name);
    await expectFitsPhone(page, name);
    await context.close();
  });

  test.each(redirectsAs('coach'))('$url leads to $redirectTo', async ({ url, redirectTo }) => {
    const { context, page } = await harness.newPage({ signedIn: true });
    await page.goto(url);
    await expect.poll(() => new URL(page.url()).pathname).toBe(redirectTo);
    await context.close();
  });
});
