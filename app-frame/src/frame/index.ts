// The frame both apps put around their pages: the route table's outlet and guard, client-side
// navigation for react-aria links (through wouter), focus and scroll after each navigation, the
// document title, the language switch, the account menu with the theme choice, lazily loaded
// route pages with their loading and error screens, mounting and prerendering, and the check that
// a return path stays inside the app.
export { AccountMenu, type AccountMenuProps } from './AccountMenu';
export { AriaRouterProvider } from './AriaRouterProvider';
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
export { loadStartLanguage, mountApp } from './mountApp';
export { NavigationFocus } from './NavigationFocus';
export { AppName, PageHeading, useDocumentTitle, type PageHeadingProps } from './PageHeading';
export { PageLoading } from './PageLoading';
export {
  pagePrerenderer,
  renderToHtml,
  type PagePrerendererOptions,
  type PrerenderOptions,
} from './prerender';
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
  preloadRoute,
  RouteOutlet,
  type AppRoute,
  type LayoutProps,
  type PageRoute,
  type RedirectRoute,
  type RouteTable,
} from './RouteOutlet';
export { ThemeChoice } from './ThemeChoice';
