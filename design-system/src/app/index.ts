// The frame both apps put around their pages: client-side navigation for react-aria links
// (through wouter), focus and scroll after each navigation, and lazily loaded route pages that
// recover from a failed chunk.
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
