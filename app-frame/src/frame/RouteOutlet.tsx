import { Suspense, type ComponentType, type ReactNode } from 'react';
import {
  matchRoute,
  Redirect,
  Route,
  useLocation,
  useRouter,
  useSearch,
  type Parser,
} from 'wouter';
import { useApiSession } from '../app/ApiProvider';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import type { RoutePage } from './lazyPage';
import { PageLoading } from './PageLoading';
import { RouteLoadError } from './RouteLoadError';
import { guardRoute, type GuardedRoute, type GuardPaths, type GuardSession } from './routeAccess';

export interface LayoutProps {
  children: ReactNode;
}

/**
 * A page of the app: its path, who may open it, the frame it renders in and its lazily loaded
 * page.
 */
export interface PageRoute<Layout extends string = string> extends GuardedRoute {
  /** The name the route goes by in tests and stories. */
  name: string;
  path: string;
  layout: Layout;
  page: RoutePage;
}

/** Another address of a page: it sends the browser on, replacing the history entry. */
export interface RedirectRoute {
  name: string;
  path: string;
  redirectTo: string;
}

export type AppRoute<Layout extends string = string> = PageRoute<Layout> | RedirectRoute;

/** Everything the outlet needs to know about an app's routes. */
export interface RouteTable<Layout extends string = string> {
  routes: readonly AppRoute<Layout>[];
  /** Each frame a page renders in; a lazily loaded one wrapped by `lazyLayout`. */
  layouts: Record<Layout, ComponentType<LayoutProps>>;
  /** The lazily loaded frames, preloaded with the first page inside them. */
  layoutPages: Partial<Record<Layout, RoutePage<LayoutProps>>>;
  /** The page for a path no route matches, and the frame it shows in for this session. */
  notFound: { page: RoutePage; layout: (session: GuardSession) => Layout };
  paths: GuardPaths;
}

export function isRedirect(route: AppRoute): route is RedirectRoute {
  return 'redirectTo' in route;
}

function findRoute<Layout extends string>(
  table: RouteTable<Layout>,
  location: string,
  parser: Parser,
): AppRoute<Layout> | undefined {
  return table.routes.find((candidate) => matchRoute(parser, candidate.path, location)[0]);
}

/** A signed-in frame: its skeleton while its chunk loads, a retry when the chunk will not load. */
export function lazyLayout(layout: RoutePage<LayoutProps>): ComponentType<LayoutProps> {
  return function LazyLayout({ children }: LayoutProps) {
    return (
      <ChunkErrorBoundary
        onRetry={layout.reset}
        fallback={({ retry }) => <RouteLoadError onRetry={retry} />}
      >
        <Suspense fallback={<PageLoading />}>
          <layout.Page>{children}</layout.Page>
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}

/**
 * Loads the chunks of the page at `location` and of its frame ahead of the first render, so that
 * a prerendered page hydrates in one pass. A chunk that fails is left to the route's retry.
 */
export async function preloadRoute<Layout extends string>(
  table: RouteTable<Layout>,
  location: string,
  parser: Parser,
): Promise<void> {
  const route = findRoute(table, location, parser);
  if (route && isRedirect(route)) return;
  const layout = route && table.layoutPages[route.layout];
  await Promise.all([(route?.page ?? table.notFound.page).preload(), layout?.preload()]).catch(
    () => undefined,
  );
}

/**
 * A page in its error boundary and Suspense boundary, keyed by path so a new route never shows
 * the previous page (and its h1) while its chunk loads. A route's page reads its parameters with
 * wouter's useParams; the page for an unknown path has none.
 */
function RoutePageView({ page, path }: { page: RoutePage; path?: string }) {
  return (
    <ChunkErrorBoundary
      key={path ?? 'not-found'}
      onRetry={page.reset}
      fallback={({ retry }) => <RouteLoadError onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        {path === undefined ? (
          <page.Page />
        ) : (
          <Route path={path}>
            <page.Page />
          </Route>
        )}
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function GuardedPage<Layout extends string>({
  table,
  route,
}: {
  table: RouteTable<Layout>;
  route: PageRoute<Layout>;
}) {
  const session = useApiSession();
  const [location] = useLocation();
  const search = useSearch();
  const query = search ? `?${search}` : '';
  const decision = guardRoute(route, session, table.paths, `${location}${query}`, query);
  // wouter's Redirect navigates once, on mount: the key mounts a new one for each redirect.
  if (decision.kind === 'redirect')
    return <Redirect key={`${location}>${decision.to}`} to={decision.to} replace />;
  const Layout: ComponentType<LayoutProps> = table.layouts[route.layout];
  return (
    <Layout>
      <RoutePageView page={route.page} path={route.path} />
    </Layout>
  );
}

function NotFound<Layout extends string>({ table }: { table: RouteTable<Layout> }) {
  const session = useApiSession();
  const Layout: ComponentType<LayoutProps> = table.layouts[table.notFound.layout(session)];
  return (
    <Layout>
      <RoutePageView page={table.notFound.page} />
    </Layout>
  );
}

/**
 * Renders the route table: the matching route's guard, frame and lazily loaded page. It matches
 * the route itself (instead of a Switch of Routes) so that moving between two pages of one frame
 * keeps the frame mounted: the header, its badges and focus do not flicker.
 */
export function RouteOutlet<Layout extends string>({ table }: { table: RouteTable<Layout> }) {
  const [location] = useLocation();
  const { parser } = useRouter();
  const route = findRoute(table, location, parser);
  if (!route) return <NotFound table={table} />;
  if (isRedirect(route)) return <Redirect to={route.redirectTo} replace />;
  return <GuardedPage table={table} route={route} />;
}
