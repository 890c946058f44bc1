export * as fixtures from './fixtures';
export {
  createHandlers,
  DEFAULT_MOCK_BASE_URL,
  emptyHandler,
  enrollmentDraftHandlers,
  errorHandler,
  loadingHandler,
  mediaHandler,
  type MockOptions,
  type OverrideOptions,
} from './handlers';
export { testCards } from './payment-handlers';
