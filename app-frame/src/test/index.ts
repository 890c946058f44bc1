// The page-test harness both apps use; a test-only entry, so it never lands in a bundle.
export {
  createAppHarness,
  mockConfig,
  type AppUnderTest,
  type RenderAppOptions,
} from './renderApp';
export { worker } from './worker';
