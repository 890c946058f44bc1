import { describe, expect, test } from 'vitest';
import { guardRoute, type GuardPaths, type GuardSession, type GuardedRoute } from './routeAccess';

// The portal's paths: the hold remembers the wanted path, but not its home.
const paths: GuardPaths = {
  home: '/home',
  login: (wanted) => `/login?${new URLSearchParams({ action: wanted })}`,
  pendingVerification: (wanted) =>
    wanted === '/home'
      ? '/pending-email-address-verification'
      : `/pending-email-address-verification?${new URLSearchParams({ action: wanted })}`,
};

const signedOut: GuardSession = { isAuthenticated: false, isVerifiedEmail: false, roles: [] };
const unverified: GuardSession = {
  isAuthenticated: true,
  isVerifiedEmail: false,
  roles: [{ name: 'STUDENT' }],
};
const student: GuardSession = { ...unverified, isVerifiedEmail: true };
const coachOnly: GuardSession = { ...student, roles: [{ name: 'COACH' }] };
const noRoles: GuardSession = { ...student, roles: [] };

const route = (overrides: Partial<GuardedRoute> = {}): GuardedRoute => ({
  access: 'verified',
  ...overrides,
});
const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('the guard truth table: sign-in, e-mail verification, then role', () => {
  const home = route();
  const inbox = route({ accessPermission: 'STUDENT' });
  const pending = route({ access: 'unverified' });
  const verify = route({ access: 'signedIn' });
  const login = route({ access: 'guest' });
  const reset = route({ access: 'anyone' });

  // [route, session, full path, query string, expected decision]
  const table: [GuardedRoute, GuardSession, string, string, object][] = [
    [home, signedOut, '/home', '', to('/login?action=%2Fhome')],
    [inbox, signedOut, '/inbox?page=2', '?page=2', to('/login?action=%2Finbox%3Fpage%3D2')],
    [
      verify,
      signedOut,
      '/verify-email-address/123456',
      '',
      to('/login?action=%2Fverify-email-address%2F123456'),
    ],
    [login, signedOut, '/login', '', allow],
    [reset, signedOut, '/reset-password?token=t', '?token=t', allow],
    [home, unverified, '/home', '', to('/pending-email-address-verification')],
    [inbox, unverified, '/inbox', '', to('/pending-email-address-verification?action=%2Finbox')],
    [pending, unverified, '/pending-email-address-verification', '', allow],
    [verify, unverified, '/verify-email-address/123456', '', allow],
    [reset, unverified, '/reset-password', '', allow],
    [pending, student, '/pending-email-address-verification', '', to('/home')],
    [
      pending,
      student,
      '/pending-email-address-verification?action=%2Finbox',
      '?action=%2Finbox',
      to('/inbox'),
    ],
    [verify, student, '/verify-email-address/123456', '', allow],
    [home, student, '/home', '', allow],
    [inbox, student, '/inbox', '', allow],
    [inbox, coachOnly, '/inbox', '', to('/home')],
    // A session with no role opens no route a role decides, and goes home (which needs none).
    [inbox, noRoles, '/inbox', '', to('/home')],
    [home, noRoles, '/home', '', allow],
    [login, student, '/login', '', to('/home')],
    [login, student, '/login?action=%2Finbox', '?action=%2Finbox', to('/inbox')],
    [login, unverified, '/login?action=%2Finbox', '?action=%2Finbox', to('/inbox')],
  ];

  test.each(table)('%o for %o at %s', (guarded, session, fullPath, search, expected) => {
    expect(guardRoute(guarded, session, paths, fullPath, search)).toEqual(expected);
  });

  test.each([
    ['COACH', student, to('/home')],
    ['COACH', coachOnly, allow],
    [['STUDENT', 'COACH'], coachOnly, allow],
    [['!COACH'], student, allow],
    [['!COACH'], coachOnly, to('/home')],
    [['!COACH'], noRoles, to('/home')],
    [[], student, allow],
  ] as const)('accessPermission %o with %o', (accessPermission, session, expected) => {
    expect(guardRoute(route({ accessPermission }), session, paths, '/x')).toEqual(expected);
  });
});

describe('the path after sign-in', () => {
  test.each([
    [null, '/home'],
    ['', '/home'],
    ['/inbox?page=2', '/inbox?page=2'],
    ['https://elsewhere.example/phish', '/home'],
    ['//elsewhere.example', '/home'],
    ['/\\elsewhere.example', '/home'],
    ['javascript:alert(1)', '/home'],
  ])('action %o goes to %s', (action, expected) => {
    const search = action === null ? '' : `?${new URLSearchParams({ action })}`;
    expect(guardRoute({ access: 'guest' }, student, paths, `/login${search}`, search)).toEqual({
      kind: 'redirect',
      to: expected,
    });
  });
});
