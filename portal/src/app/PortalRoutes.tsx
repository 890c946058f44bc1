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
import { useApiSession } from '@hci/api-schema';
import {
  ChunkErrorBoundary,
  PageLoading,
  RouteLoadError,
  type RoutePage,
} from '@hci/design-system/app';
import { AuthLayout } from '../layouts';
import { paths } from '../paths';
import { guardRoute } from './routeGuard';
import { layoutPages, notFoundPage, routes, type PortalRoute, type RouteLayout } from './routes';

const PortalLayout = layoutPages.portal.Page;
const SettingsLayout = layoutPages.settings.Page;

const layouts: Record<RouteLayout, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  portal: PortalLayout,
  settings: SettingsLayout,
};

/**
 * A page in its error boundary and Suspense boundary. Keyed by path so a new route never shows
 * the previous page (and its h1) while its chunk loads.
 */
function RoutePageView({ page, path }: { page: RoutePage; path: string }) {
  return (
    <ChunkErrorBoundary
      key={path}
      onRetry={page.reset}
      fallback={({ retry }) => <RouteLoadError onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <page.Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * While the signed-in frame's chunk loads, the page skeleton shows; if it cannot load after the
 * retry and the reload, the error screen's retry tries the frame again.
 */
function FrameBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary
      onRetry={() => Object.values(layoutPages).forEach((layout) => layout.reset())}
      fallback={({ retry }) => <RouteLoadError onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * Loads the page of a location ahead of the first render (its frame's page too), so that a
 * prerendered page hydrates in one pass. A signed-out page has no frame of its own to load.
 */
export async function preloadRoute(location: string, parser: Parser): Promise<void> {
  const route = routes.find((candidate) => matchRoute(parser, candidate.path, location)[0]);
  const frame = route && route.layout !== 'auth' ? layoutPages[route.layout] : undefined;
  await Promise.all([(route?.page ?? notFoundPage).preload(), frame?.preload()]).catch(
    () => undefined,
  );
}

function GuardedRoute({ route }: { route: PortalRoute }) {
  const session = useApiSession();
  const [location] = useLocation();
  const search = useSearch();
  const query = search ? `?${search}` : '';
  const decision = guardRoute(route, session, `${location}${query}`, query);
  // wouter's Redirect navigates once, on mount: the key mounts a new one for each redirect.
  if (decision.kind === 'redirect')
    return <Redirect key={`${location}>${decision.to}`} to={decision.to} replace />;
  const Layout = layouts[route.layout];
  return (
    <FrameBoundary>
      <Layout>
        <Route path={route.path}>
          <RoutePageView page={route.page} path={route.path} />
        </Route>
      </Layout>
    </FrameBoundary>
  );
}

function NotFoundRoute() {
  const session = useApiSession();
  const Layout = session.isAuthenticated && session.isVerifiedEmail ? PortalLayout : AuthLayout;
  return (
    <FrameBoundary>
      <Layout>
        <RoutePageView page={notFoundPage} path="*" />
      </Layout>
    </FrameBoundary>
  );
}

/**
 * Matches the route itself (instead of a Switch of Routes) so that moving between two pages of
 * one layout keeps the layout mounted: the header, its badge and focus do not flicker.
 */
export function PortalRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  if (location === '/') return <Redirect to={paths.home} replace />;
  const route = routes.find((candidate) => matchRoute(parser, candidate.path, location)[0]);
  return route ? <GuardedRoute route={route} /> : <NotFoundRoute />;
}
