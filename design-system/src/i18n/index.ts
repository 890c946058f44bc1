export { ariaLocale, defaultLocale, isLocale, locales, type Locale } from './locales';
export { localeStorageKey, readLocale, useLocale, writeLocale } from './localeStore';
export { loadDesignSystemMessages, type CompiledMessages } from './catalogue';
export { I18nProvider, type I18nProviderProps } from './I18nProvider';
export { errorKeys, errorMessage, errorMessages, isErrorKey, type ErrorKey } from './errorMessages';
export { infoMessages, type InfoKey } from './infoMessages';
export { positiveMessages, type PositiveKey } from './positiveMessages';
export { useErrorMessage } from './useErrorMessage';
export { untypedMessages } from './untypedMessages';
