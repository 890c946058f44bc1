import type { ComponentType } from 'react';
import type { PageRouteName, RouteSpecs } from '../routes';
import { lazyPage } from './lazyPage';
import type { AppRoute } from './RouteOutlet';

/** Each page route's page, by the route's name: its chunk's `import()`, picking the named export. */
export type PageLoaders<Table extends RouteSpecs> = {
  [Name in PageRouteName<Table>]: () => Promise<ComponentType>;
};

/**
 * The outlet's routes from an app's route table and its pages: each page lazily loaded under its
 * route's name (the chunk's name when it fails to load), in the table's order.
 */
export function pageRoutes<Layout extends string, Table extends RouteSpecs<Layout>>(
  table: Table,
  pages: PageLoaders<Table>,
): AppRoute<Layout>[] {
  const loaders: Record<string, () => Promise<ComponentType>> = pages;
  return Object.entries(table).map(([name, spec]) => {
    if ('redirectTo' in spec) return { name, path: spec.path, redirectTo: spec.redirectTo };
    const { path, access, accessPermission, layout } = spec;
    const page = lazyPage(name, loaders[name]!);
    return { name, path, access, ...(accessPermission && { accessPermission }), layout, page };
  });
}
