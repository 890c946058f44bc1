// Provides the language to everything below: react-intl with the design system's messages merged
// with the app's, and react-aria's locale. The language is the persisted choice unless pinned.
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { AriaLocaleFromIntl } from './AriaLocaleFromIntl';
import { loadDesignSystemMessages, type CompiledMessages } from './catalogue';
import { useLocale } from './localeStore';
import { defaultLocale, type Locale } from './locales';

export interface I18nProviderProps {
  children: ReactNode;
  /** The app's own compiled catalogue for a locale (import it lazily). */
  loadMessages?: (locale: Locale) => Promise<CompiledMessages>;
  /** Shown until the first catalogue has loaded. */
  fallback?: ReactNode;
  /** Pins the language (stories, tests); otherwise the user's persisted choice. */
  locale?: Locale;
  /**
   * A language loaded before the first render: a prerendered page hydrates in its own language at
   * once, instead of rendering nothing until a catalogue arrives.
   */
  initial?: LoadedLanguage;
}

export interface LoadedLanguage {
  locale: Locale;
  messages: CompiledMessages;
}

/** The design system's and the app's compiled messages for a language, merged. */
export async function loadLanguage(
  locale: Locale,
  loadMessages: I18nProviderProps['loadMessages'],
): Promise<CompiledMessages> {
  const [designSystem, app] = await Promise.all([
    loadDesignSystemMessages(locale),
    loadMessages?.(locale) ?? {},
  ]);
  return { ...designSystem, ...app };
}

/**
 * Provides the language to everything below: react-intl with the design system's messages and
 * the app's (`loadMessages`), and react-aria's locale.
 */
export function I18nProvider({
  children,
  loadMessages,
  fallback = null,
  locale,
  initial,
}: I18nProviderProps) {
  const [chosenLocale] = useLocale();
  const wanted = locale ?? chosenLocale;
  const [loaded, setLoaded] = useState<LoadedLanguage | undefined>(initial);

  useEffect(() => {
    if (loaded?.locale === wanted) return;
    let current = true;
    loadLanguage(wanted, loadMessages).then(
      (messages) => {
        if (current) setLoaded({ locale: wanted, messages });
      },
      (error: unknown) => {
        // A catalogue that fails to load (offline chunk) leaves the previous language in place.
        console.error(error);
      },
    );
    return () => {
      current = false;
    };
    // Only a change of language loads a catalogue, not the one just loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, loadMessages]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  if (!loaded) return fallback;
  return (
    <IntlProvider locale={loaded.locale} defaultLocale={defaultLocale} messages={loaded.messages}>
      <AriaLocaleFromIntl>{children}</AriaLocaleFromIntl>
    </IntlProvider>
  );
}
