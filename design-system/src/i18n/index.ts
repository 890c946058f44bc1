export {
  ariaLocale,
  defaultLocale,
  formattingLocale,
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
  ServerErrorMessageProvider,
  useServerErrorMessage,
  useServerErrorMessageLoader,
  type ServerErrorMessage,
  type ServerErrorMessageProviderProps,
} from './serverErrorMessage';
export { untypedMessages } from './untypedMessages';
export { useFormattingLocale } from './useFormattingLocale';
