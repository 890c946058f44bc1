// The frame both apps put around their pages: client-side navigation for react-aria links
// (through wouter), focus and scroll after each navigation, the document title, the language
// switch, the account menu with the theme choice, the one-time-link sign-in page, lazily loaded
// route pages with their loading and error screens, and the check that a return path stays inside
// the app.
export { AccountMenu, type AccountMenuProps } from './AccountMenu';
export { AriaRouterProvider } from './AriaRouterProvider';
export { ChunkErrorBoundary } from './ChunkErrorBoundary';
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
export { NavigationFocus } from './NavigationFocus';
export { LanguageSwitch } from './LanguageSwitch';
export { ThemeChoice } from './ThemeChoice';
export { TokenSignInPage, type TokenSignInPageProps } from './TokenSignInPage';
export { AppName, PageHeading, useDocumentTitle, type PageHeadingProps } from './PageHeading';
export { loadStartLanguage, mountApp } from './mountApp';
export { PageLoading } from './PageLoading';
export { renderToHtml } from './prerender';
export { returnPath } from './returnPath';
export { RouteLoadError } from './RouteLoadError';
