import { describe, expect, test } from 'vitest';
import { loginPathFor } from '../paths';
import { guardRoute, type GuardSession, type GuardedRoute } from './routeGuard';
import { routeNamed, routes } from './routes';

const signedOut: GuardSession = { isAuthenticated: false, isVerifiedEmail: false, roles: [] };
const unverified: GuardSession = {
  isAuthenticated: true,
  isVerifiedEmail: false,
  roles: [{ name: 'STUDENT' }],
};
const student: GuardSession = { ...unverified, isVerifiedEmail: true };
const coachOnly: GuardSession = { ...student, roles: [{ name: 'COACH' }] };
const noRoles: GuardSession = { ...student, roles: [] };

const route = (name: string, overrides: Partial<GuardedRoute> = {}): GuardedRoute => ({
  name,
  audience: 'student',
  ...overrides,
});
const allow = { kind: 'allow' };
const to = (path: string) => ({ kind: 'redirect', to: path });

describe('the guard truth table: sign-in, e-mail verification, then role', () => {
  const home = route('home');
  const inbox = route('inbox', { accessPermission: 'STUDENT' });
  const pending = route('pendingEmailAddressVerification');
  const verify = route('verifyEmailAddress');
  const login = route('login', { audience: 'guest' });
  const reset = route('resetPassword', { audience: 'anyone' });

  // [route, session, full path, query string, expected decision]
  const table: [GuardedRoute, GuardSession, string, string, object][] = [
    [home, signedOut, '/home', '', to('/login?action=%2Fhome')],
    [inbox, signedOut, '/inbox?page=2', '?page=2', to('/login?action=%2Finbox%3Fpage%3D2')],
    [
      verify,
      signedOut,
      '/verify-email-address/123456',
      '',
      to(loginPathFor('/verify-email-address/123456')),
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
    [inbox, noRoles, '/inbox', '', allow],
    [login, student, '/login', '', to('/home')],
    [login, student, '/login?action=%2Finbox', '?action=%2Finbox', to('/inbox')],
    [login, unverified, '/login?action=%2Finbox', '?action=%2Finbox', to('/inbox')],
  ];

  test.each(table)('%o for %o at %s', (guarded, session, fullPath, search, expected) => {
    expect(guardRoute(guarded, session, fullPath, search)).toEqual(expected);
  });

  test.each([
    ['COACH', student, to('/home')],
    ['COACH', coachOnly, allow],
    [['STUDENT', 'COACH'], coachOnly, allow],
    [['!COACH'], student, allow],
    [['!COACH'], coachOnly, to('/home')],
    [['!COACH'], noRoles, allow],
    [[], student, allow],
  ] as const)('accessPermission %o with %o', (accessPermission, session, expected) => {
    expect(guardRoute(route('x', { accessPermission }), session, '/x')).toEqual(expected);
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
    expect(guardRoute(routeNamed('login'), student, `/login${search}`, search)).toEqual({
      kind: 'redirect',
      to: expected,
    });
  });
});

describe('the route table', () => {
  test('has every portal path, each with a unique name', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/login',
      '/login/token',
      '/forgot-password',
      '/reset-password',
      '/get-started',
      '/pending-email-address-verification',
      '/verify-email-address/:code',
      '/home',
      '/inbox',
      '/my-courses',
      '/my-courses/:courseId',
      '/my-bookmarks',
      '/my-awards',
      '/coaching-circles',
      '/purchases',
      '/purchases/:purchaseId',
      '/coach-profile',
      '/settings/profile',
      '/settings/agreements',
      '/settings/payment-information',
      '/settings/payment-method',
      '/settings/payment-plan-terms',
      '/settings/communication-preferences',
      '/settings/account-history',
      '/enrollment',
      '/enroll/:step?',
    ]);
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
  });

  test('every page that shows student data requires a signed-in student', () => {
    const open = routes.filter((r) => r.audience !== 'student').map((r) => r.name);
    expect(open).toEqual(['login', 'tokenLogin', 'forgotPassword', 'resetPassword', 'getStarted']);
  });
});
