import { expect, it } from 'vitest';
import type { RouteSpecs } from '../routes';
import { pageRoutes } from './pageRoutes';

const table = {
  root: { path: '/', redirectTo: '/home', about: 'redirects', walk: 'a redirect' },
  home: { path: '/home', access: 'verified', layout: 'main', about: 'home', walk: [] },
  inbox: {
    path: '/inbox',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'main',
    about: 'messages',
    walk: [],
  },
} as const satisfies RouteSpecs<'main'>;

const Page = () => null;

it("names each route and its lazily loaded page by the route's key, in the table's order", () => {
  const routes = pageRoutes(table, {
    home: () => Promise.resolve(Page),
    inbox: () => Promise.resolve(Page),
  });
  expect(routes.map(({ name, path }) => [name, path])).toEqual([
    ['root', '/'],
    ['home', '/home'],
    ['inbox', '/inbox'],
  ]);
  expect(routes[0]).toEqual({ name: 'root', path: '/', redirectTo: '/home' });
  const [, home, inbox] = routes;
  expect(home).toMatchObject({ access: 'verified', layout: 'main' });
  expect(home).not.toHaveProperty('accessPermission');
  expect(inbox).toMatchObject({ accessPermission: 'STUDENT' });
  expect(inbox && 'page' in inbox && inbox.page.Page).toHaveProperty(
    'displayName',
    'RoutePage(inbox)',
  );
});
