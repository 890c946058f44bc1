export {
  ariaLocale,
  defaultLocale,
  isLocale,
  locales,
  preferredLocale,
  type Locale,
} from './locales';
export {
  localeCookieName,
  localeStorageKey,
  readLocale,
  useLocale,
  writeLocale,
} from './localeStore';
export { loadDesignSystemMessages, type CompiledMessages } from './catalogue';
export {
  I18nProvider,
  loadLanguage,
  type I18nProviderProps,
  type LoadedLanguage,
} from './I18nProvider';
export {
  errorKeys,
  errorMessage,
  errorMessageOf,
  errorMessages,
  isErrorKey,
  type ErrorKey,
} from './errorMessages';
export { infoMessages, type InfoKey } from './infoMessages';
export { positiveMessages, type PositiveKey } from './positiveMessages';
export { useErrorMessage } from './useErrorMessage';
export { untypedMessages } from './untypedMessages';
