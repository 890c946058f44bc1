export * as fixtures from './fixtures';
export { studentPurchases } from './booking-fixtures';
export { createHandlers, mediaHandler } from './handlers';
export { DEFAULT_MOCK_BASE_URL, type MockOptions } from './mock-kit';
export {
  emptyHandler,
  enrollmentDraftHandlers,
  errorHandler,
  loadingHandler,
  type OverrideOptions,
} from './overrides';
