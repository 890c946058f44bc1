import { describe, expect, test } from 'vitest';
import { isRedirect, type PageRoute } from '@hci/app-frame';
import type { LayoutName } from '../paths';
import { routeTable } from './routes';

const routes = routeTable.routes.filter(
  (route): route is PageRoute<LayoutName> => !isRedirect(route),
);

describe('the route table', () => {
  test('has every portal path, in matching order', () => {
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
      '/coaches',
      '/coaches/:coachId',
      '/coaches/:coachId/offers/:productId',
      '/my-purchases',
      '/my-purchases/:purchaseId',
      '/settings/profile',
      '/settings/agreements',
      '/settings/payment-information',
      '/settings/payment-information/receipts/:paymentId',
      '/settings/payment-method',
      '/settings/payment-plan-terms',
      '/settings/communication-preferences',
      '/settings/account-history',
      '/enrollment',
      '/enroll/:step?',
    ]);
  });

  test('every page that shows student data requires a signed-in student', () => {
    const open = routes
      .filter((r) => r.access === 'anyone' || r.access === 'guest')
      .map((r) => r.name);
    // Besides the account pages, only the coach directory and a coach's public page.
    expect(open).toEqual([
      'login',
      'tokenLogin',
      'forgotPassword',
      'resetPassword',
      'getStarted',
      'coaches',
      'coach',
    ]);
  });
});
