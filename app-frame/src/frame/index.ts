// The frame both apps put around their pages (AppRoot puts it together): the route table and its
// guard, the document title, the language switch, the account menu with the theme choice, lazily
// loaded route pages with their loading and error screens, prerendering, and the check that a
// return path stays inside the app.
export { AccountMenu, type AccountMenuProps } from './AccountMenu';
export { ChunkErrorBoundary } from './ChunkErrorBoundary';
export { LanguageSwitch } from './LanguageSwitch';
export {
  browserRecovery,
  ChunkLoadError,
  ChunkLoadTimeoutError,
  chunkLoadTimeoutMs,
  lazyPage,
  loadChunk,
  reloadMarkerKey,
  type ChunkRecovery,
  type RoutePage,
} from './lazyPage';
export { AppName, PageHeading, useDocumentTitle, type PageHeadingProps } from './PageHeading';
export { PageLoading } from './PageLoading';
export { pageRoutes, type PageLoaders } from './pageRoutes';
export { pagePrerenderer, renderToHtml, type PrerenderOptions } from './prerender';
export { returnPath } from './returnPath';
export {
  guardRoute,
  type GuardDecision,
  type GuardedRoute,
  type GuardPaths,
  type GuardSession,
  type RouteAccess,
} from './routeAccess';
export { RouteLoadError } from './RouteLoadError';
export {
  isRedirect,
  lazyLayout,
  type AppRoute,
  type LayoutProps,
  type PageRoute,
  type RedirectRoute,
  type RouteTable,
} from './RouteOutlet';
export { ThemeChoice } from './ThemeChoice';
