export {
  DEFAULT_MOCK_BASE_URL,
  emptyHandler,
  errorHandler,
  loadingHandler,
  mediaHandler,
  type OverrideOptions,
} from './overrides';
