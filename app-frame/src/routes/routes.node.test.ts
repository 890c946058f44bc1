import { describe, expect, it } from 'vitest';
import { pathTo, routeVisits, signInPathOf, templates, type RouteSpecs } from '.';

const table = {
  root: { path: '/', redirectTo: '/home', about: 'redirects', walk: [{ as: 'visitor' }] },
  home: { path: '/home', access: 'verified', layout: 'main', about: 'home', walk: 'why not' },
  course: {
    path: '/courses/:courseId',
    access: 'verified',
    layout: 'main',
    about: 'a course',
    walk: [
      { as: 'student', url: '/courses/1', noDarkStory: true },
      { as: 'student', url: '/courses/2' },
    ],
  },
} as const satisfies RouteSpecs<'main', 'visitor' | 'student'>;

describe('pathTo', () => {
  it('fills in required and optional parameters, and leaves out an optional one not given', () => {
    expect(pathTo('/courses/:courseId', { courseId: 7 })).toBe('/courses/7');
    expect(pathTo('/coaches/:coachId/offers/:productId', { coachId: 1, productId: 2 })).toBe(
      '/coaches/1/offers/2',
    );
    expect(pathTo('/enroll/:step?', { step: 'review' })).toBe('/enroll/review');
    expect(pathTo('/enroll/:step?')).toBe('/enroll');
    expect(pathTo('/')).toBe('/');
  });

  it('encodes a value and adds a query when there is one', () => {
    expect(pathTo('/enroll/:step?', { step: 'a b' }, { promo: 'X&Y' })).toBe(
      '/enroll/a%20b?promo=X%26Y',
    );
    expect(pathTo('/login', {}, {})).toBe('/login');
    // A query string goes in as the page read it.
    expect(pathTo('/enroll/:step?', { step: 'course' }, 'promo=A%20B')).toBe(
      '/enroll/course?promo=A%20B',
    );
  });

  it('builds an app’s sign-in address: bare, remembering where to go, and saying why', () => {
    const loginPath = signInPathOf('/login');
    expect(loginPath()).toBe('/login');
    expect(loginPath('/courses/7?tab=notes')).toBe('/login?action=%2Fcourses%2F7%3Ftab%3Dnotes');
    expect(loginPath('/inbox', 'sessionExpired')).toBe(
      '/login?reason=sessionExpired&action=%2Finbox',
    );
  });

  it('types the parameters from the template', () => {
    // @ts-expect-error -- the course's id is required
    pathTo('/courses/:courseId', {});
    // @ts-expect-error -- no such parameter
    pathTo('/courses/:courseId', { courseId: 1, other: 2 });
    expect(pathTo('/enroll/:step?', {})).toBe('/enroll');
  });
});

describe('the route table', () => {
  it("gives each route's template by name", () => {
    expect(templates(table)).toEqual({ root: '/', home: '/home', course: '/courses/:courseId' });
  });

  it("lists the walk's visits with their addresses, leaving out the routes it gives a reason for", () => {
    expect(routeVisits(table)).toEqual([
      { name: 'root', as: 'visitor', url: '/', redirectTo: '/home' },
      { name: 'course', as: 'student', url: '/courses/1', noDarkStory: true, layout: 'main' },
      { name: 'course', as: 'student', url: '/courses/2', layout: 'main' },
    ]);
  });
});
