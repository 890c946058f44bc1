export {
  guardRoute,
  type GuardDecision,
  type GuardedRoute,
  type GuardPaths,
  type GuardSession,
  type RouteAccess,
} from './routeAccess';
export {
  isRedirect,
  lazyLayout,
  preloadRoute,
  RouteOutlet,
  type AppRoute,
  type LayoutProps,
  type PageRoute,
  type RedirectRoute,
  type RouteTable,
} from './RouteOutlet';
export { pagePrerenderer, type PagePrerendererOptions } from './prerender';
