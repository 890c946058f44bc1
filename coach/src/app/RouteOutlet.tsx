import { Suspense, type ComponentType } from 'react';
import {
  ChunkErrorBoundary,
  PageLoading,
  RouteLoadError,
  type RoutePage,
} from '@hci/design-system/app';
import { matchRoute, Redirect, useLocation, useRouter } from 'wouter';
import { AccessGuard } from './guards';
import { AuthLayout } from '../layouts/AuthLayout';
import { MainLayout } from '../layouts/MainLayout';
import {
  isRedirect,
  layoutPages,
  notFoundPage,
  routes,
  type CoachRoute,
  type LayoutName,
  type LayoutProps,
} from './routes';
import type { PageProps, RouteParams } from '../paths';

/** A signed-in frame: its skeleton while its chunk loads, a retry when the chunk will not load. */
function lazyLayout(layout: RoutePage<LayoutProps>) {
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

const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  main: MainLayout,
  auth: AuthLayout,
  onboarding: lazyLayout(layoutPages.onboarding),
  coach: lazyLayout(layoutPages.coach),
};

type Parser = Parameters<typeof matchRoute>[0];

function findRoute(
  location: string,
  parser: Parser,
): { route: CoachRoute; params: RouteParams } | undefined {
  for (const route of routes) {
    const [matched, params] = matchRoute(parser, route.path, location);
    if (matched) return { route, params };
  }
  return undefined;
}

/**
 * Loads the chunks of the page at `location` and of its frame, so that the first render shows
 * the page itself rather than its skeleton. A chunk that fails is left to the route's retry.
 */
export async function preloadRoute(location: string, parser: Parser): Promise<void> {
  const route = findRoute(location, parser)?.route;
  if (route && isRedirect(route)) return;
  const lazyLayouts: Partial<Record<LayoutName, RoutePage<LayoutProps>>> = layoutPages;
  const layout = route && lazyLayouts[route.layout];
  await Promise.all([(route?.page ?? notFoundPage).preload(), layout?.preload()]).catch(
    () => undefined,
  );
}

/** A page with its skeleton while its chunk loads and a retry when the chunk will not load. */
function RoutePageView({ page, params }: { page: RoutePage<PageProps>; params: RouteParams }) {
  return (
    <ChunkErrorBoundary
      onRetry={page.reset}
      fallback={({ retry }) => <RouteLoadError onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <page.Page params={params} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * Renders the route table: the matching route's guard, layout and lazily loaded page. A layout
 * stays mounted while the user moves between pages that share it; the page sits in its own
 * Suspense and error boundary, keyed by route so each page starts fresh.
 */
export function RouteOutlet() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const found = findRoute(location, parser);

  if (!found) {
    return (
      <MainLayout>
        <RoutePageView key="not-found" page={notFoundPage} params={{}} />
      </MainLayout>
    );
  }

  const { route, params } = found;
  if (isRedirect(route)) return <Redirect to={route.redirectTo} replace />;

  const Layout = layouts[route.layout];
  return (
    <AccessGuard route={route}>
      <Layout>
        <RoutePageView key={route.path} page={route.page} params={params} />
      </Layout>
    </AccessGuard>
  );
}
