import { describe, expect, test } from 'vitest';
import { isRedirect, type PageRoute } from '@hci/app-frame';
import type { LayoutName } from '../paths';
import { routeTable } from './routes';

const routes = routeTable.routes.filter(
  (route): route is PageRoute<LayoutName> => !isRedirect(route),
);

describe('the route table', () => {
  test('leads each path to its own route: none is shadowed by one before it', () => {
    // A template as the router matches it: `:name` one segment, `:name?` an optional one.
    const pattern = (template: string) =>
      new RegExp(`^${template.replace(/\/:\w+\?/g, '(?:/[^/]+)?').replace(/:\w+/g, '[^/]+')}/?$`);
    for (const route of routeTable.routes) {
      const path = route.path.replace(/:\w+\??/g, '1');
      const first = routeTable.routes.find((candidate) => pattern(candidate.path).test(path));
      expect(first?.name, path).toBe(route.name);
    }
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
